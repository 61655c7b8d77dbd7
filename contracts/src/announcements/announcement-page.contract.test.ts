// The real client's 查看 iframe: GET /sys/annountCement/show/{id} answers an HTML page (upstream's showContent).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callRaw, mockPerFile } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const anntId = (key: string) => createHash('md5').update(`annt:${key}`).digest('hex');
const DRAFT_ALL = anntId('performance-review-draft');

const show = (id: string, query = '') => mock.app.inject({ method: 'GET', url: `/v1/sys/annountCement/show/${id}${query}` });

describe('announcement content page', () => {
  const released = () => mock.app.store.data.announcements.find((a) => a.sendStatus === '1' && a.delFlag === '0')!;

  it('shows a released announcement without a token: title, sender, release time and the stored content, sandboxed', async () => {
    const annt = released();
    const page = await show(annt.id);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(page.body).toContain(`<title>${annt.titile}</title>`);
    expect(page.body).toContain(`发布时间：${annt.sendTime}`);
    expect(page.body).toContain(annt.msgContent);
    expect((await callRaw(mock.app, 'sysAnnountCementShow', { url: `/v1/sys/annountCement/show/${annt.id}` })).status).toBe(200);
  });

  it('an unreleased one needs a live token (header or ?token=); without one, or for an unknown id, Spring\'s 404', async () => {
    const anonymous = await callRaw(mock.app, 'sysAnnountCementShow', { url: `/v1/sys/annountCement/show/${DRAFT_ALL}` });
    expect(anonymous.status).toBe(404);
    expect(JSON.parse(anonymous.raw.toString())).toMatchObject({ status: 404, error: 'Not Found', path: `/sys/annountCement/show/${DRAFT_ALL}` });
    expect((await show(DRAFT_ALL, '?token=deadbeef')).statusCode).toBe(404);
    const withQueryToken = await show(DRAFT_ALL, `?token=${mock.token}`);
    expect(withQueryToken.statusCode).toBe(200);
    expect(withQueryToken.body).toContain('年中绩效考核安排（草稿）');
    const withHeader = await mock.app.inject({ method: 'GET', url: `/v1/sys/annountCement/show/${DRAFT_ALL}`, headers: { 'x-access-token': mock.token } });
    expect(withHeader.statusCode).toBe(200);
    expect((await callRaw(mock.app, 'sysAnnountCementShow', { url: '/v1/sys/annountCement/show/nosuch', token: mock.token })).status).toBe(404);
  });

  it('escapes the title: markup in a title is text on the page', async () => {
    const annt = released();
    const saved = annt.titile;
    annt.titile = '<img src=x onerror=alert(1)>会议';
    try {
      const page = await show(annt.id);
      expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;会议');
      expect(page.body).not.toContain('<img src=x onerror');
    } finally {
      annt.titile = saved;
    }
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { QuestionnaireListPage } from './questionnaire-list-page';

configure({ asyncUtilTimeout: 10_000 });
// Antd tables in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const base = { anonymous: '0', anonymous_dictText: '否', addresseeCount: 12, questionCount: 3, questions: [], createTime: '2026-11-20 10:00:00' };
const rows = [
  { ...base, id: 'd', title: '草稿问卷', status: '0', status_dictText: '草稿', answerCount: 0, addresseeCount: 0 },
  { ...base, id: 'p', title: '发布中问卷', status: '1', status_dictText: '已发布', answerCount: 7, startDate: '2026-11-20', endDate: '2026-12-10', addressees: '市场部' },
  { ...base, id: 'e', title: '已结束问卷', status: '2', status_dictText: '已结束', answerCount: 9, anonymous: '1', anonymous_dictText: '是' },
];
const ALL = ['add', 'edit', 'delete', 'export', 'publish', 'finish'].map((action) => ({ action: `mis:questionnaire:${action}`, type: '1' as const, status: '1' as const }));
/** A user holding some other button: one holding none is shown every button (upstream's rule). */
const OTHER = [{ action: 'mis:questionnaire:mine:export', type: '1' as const }];
const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

beforeEach(() => {
  installFakeBackend({
    'GET /mis/questionnaire/list': () => ({ data: envelope(200, { records: rows, total: 3 }) }),
    'GET /sys/dict/getDictItems/{code}': () => ({ data: envelope(200, []) }),
  });
});

describe('问卷管理', () => {
  it('A-GEN-10 lists status, anonymity and answer counts; a draft is designed and published, a published one ended, the others show their results', async () => {
    renderWithProviders(<QuestionnaireListPage />, { permissions: { user: ALL, all: [] } });
    await waitFor(() => expect(screen.getByText('发布中问卷')).toBeTruthy());
    for (const header of ['问卷标题', '状态', '匿名', '答卷数']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(screen.getByRole('button', { name: /新建问卷/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    const draft = within(row('草稿问卷'));
    expect(draft.getByText('编辑')).toBeTruthy();
    expect(draft.getByText('发布')).toBeTruthy();
    expect(draft.queryByText('结果')).toBeNull();
    expect(draft.getByText('删除')).toBeTruthy();
    const published = within(row('发布中问卷'));
    expect(published.queryByText('编辑')).toBeNull();
    expect(published.queryByText('删除')).toBeNull();
    expect(published.getByText('结束')).toBeTruthy();
    expect(published.getByText('结果')).toBeTruthy();
    const ended = within(row('已结束问卷'));
    expect(ended.queryByText('结束')).toBeNull();
    expect(ended.getByText('删除')).toBeTruthy();
    expect(ended.getByText('预览')).toBeTruthy();
  });

  it('without the button permissions: no 新建, 发布, 结束, 编辑, 删除 nor 导出', async () => {
    renderWithProviders(<QuestionnaireListPage />, { permissions: { user: OTHER, all: ALL } });
    await waitFor(() => expect(screen.getByText('发布中问卷')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /新建问卷/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    for (const link of ['发布', '结束', '编辑', '删除']) expect(screen.queryByText(link)).toBeNull();
    expect(within(row('发布中问卷')).getByText('结果')).toBeTruthy();
  });
});

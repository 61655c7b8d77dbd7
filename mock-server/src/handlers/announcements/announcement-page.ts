// 通告内容页 (SysAnnouncementController.showContent): the HTML page the real client's 查看 opens in an iframe.
import type { Handler } from '../../types.js';
import { announcements } from '../../entities/announcements.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

// The content is stored HTML and shown as upstream shows it; the sandbox (no scripts, an opaque origin) is what keeps
// a hostile announcement from acting on this origin.
const PAGE_POLICY = "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'; font-src data:";

export const sysAnnountCementShow: Handler<'sysAnnountCementShow'> = ({ params, token }, { store, now }) => {
  const annt = announcements.get(store, params.id);
  const signedIn = Boolean(token && store.sessions.peek(token));
  if (!annt || (!signedIn && annt.sendStatus !== '1')) {
    return { status: 404, body: { timestamp: new Date(now()).toISOString(), status: 404, error: 'Not Found', path: `/sys/annountCement/show/${params.id}` } };
  }
  const title = escapeHtml(annt.titile);
  const byline = [annt.sender && `发布人：${escapeHtml(annt.sender)}`, annt.sendTime && `发布时间：${escapeHtml(annt.sendTime)}`].filter(Boolean).join('　');
  const page = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0 auto;max-width:900px;padding:16px 24px;color:rgba(0,0,0,.85);line-height:1.6}h1{font-size:20px;text-align:center;margin:8px 0}.byline{color:rgba(0,0,0,.55);font-size:13px;text-align:center;border-bottom:1px solid #f0f0f0;padding-bottom:12px}img{max-width:100%}</style></head>
<body><h1>${title}</h1><p class="byline">${byline}</p><div class="content">${annt.msgContent ?? ''}</div></body></html>`;
  return { file: { buffer: Buffer.from(page, 'utf8'), contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': PAGE_POLICY } } };
};

// The OAuth2 login of 企业微信 / 钉钉 (ThirdLoginController's oauth2/{source}/login and callback). Upstream sends the
// browser to the platform's authorisation page; the mock plays that page itself, listing the demo accounts bound to
// the platform, and its callback sends the browser back to the client's /oauth2-app/login with the account's token.
import { thirdAccounts } from '../../entities/login-methods.js';
import type { FileOutput, Handler } from '../../types.js';

const PLATFORM_NAMES: Record<string, string> = { wechat_enterprise: '企业微信', dingtalk: '钉钉' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const text = (body: string, contentType: string): FileOutput => ({ file: { buffer: Buffer.from(body, 'utf8'), contentType, inline: true } });

/** The platform's code parameter: 企业微信 answers `code`, 钉钉 `authCode`. */
const codeParameter = (source: string) => (source === 'dingtalk' ? 'authCode' : 'code');

export const sysThirdLoginOauth2Login: Handler<'sysThirdLoginOauth2Login'> = ({ params, query }, { store }) => {
  const platform = PLATFORM_NAMES[params.source] ?? params.source;
  const tenantId = query.tenantId ?? '0';
  const accounts = thirdAccounts.all(store).filter((account) => account.thirdType === params.source);
  // Relative to this page's own address, so the link keeps whatever prefix the API is served under.
  const links = accounts.map((account) => {
    const search = new URLSearchParams({ [codeParameter(params.source)]: account.thirdUserId, state: query.state, tenantId });
    return `<li><a href="callback?${escapeHtml(search.toString())}">${escapeHtml(account.realname)}（${escapeHtml(account.username)}）</a></li>`;
  });
  const page = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>模拟${platform}授权</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:420px;padding:24px 16px;color:#1f1f1f}
h1{font-size:20px}p{color:#666;font-size:14px}ul{list-style:none;padding:0}
li a{display:block;padding:12px 16px;margin:8px 0;border:1px solid #d9d9d9;border-radius:8px;text-decoration:none;color:#1677ff}</style>
</head><body><h1>模拟${platform}授权</h1>
<p>模拟服务代替${platform}完成 OAuth2 授权：选择一个已绑定${platform}的账号登录。</p>
<ul>${links.join('') || '<li>没有绑定该平台的账号</li>'}</ul></body></html>`;
  return text(page, 'text/html; charset=utf-8');
};

export const sysThirdLoginOauth2Callback: Handler<'sysThirdLoginOauth2Callback'> = ({ params, query }, { store }) => {
  const code = params.source === 'dingtalk' ? query.authCode : query.code;
  const account = code ? thirdAccounts.all(store).find((entry) => entry.thirdType === params.source && entry.thirdUserId === code) : undefined;
  if (!account) return text('登录失败', 'text/plain; charset=utf-8');
  // As upstream: state may carry `?<query>` for the client (its redirect), appended after the login parameters.
  const [base = '', extra = ''] = query.state.split(/\?(.*)/s);
  const login = new URLSearchParams({ oauth2LoginToken: account.loginToken, tenantId: query.tenantId ?? '0', thirdType: params.source });
  return { redirect: `${base.replace(/\/+$/, '')}/oauth2-app/login?${login.toString()}${extra ? `&${extra}` : ''}` };
};

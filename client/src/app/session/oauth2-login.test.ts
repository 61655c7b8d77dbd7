// The OAuth2 login's rules (decision 44): off, nothing signs in; on, a callback token signs in and the redirect is
// kept to this site; the messaging app's user agent picks the platform; a failure names its reason.
import { describe, expect, it } from 'vitest';
import { authorisationUrl, oauth2StepOf, thirdLoginFailureText } from './oauth2-login';

const search = (query: string) => new URLSearchParams(query);
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120';

describe('oauth2StepOf', () => {
  it('A-ENV-05 switched off, even a callback token in the address signs nobody in', () => {
    expect(oauth2StepOf(search('oauth2LoginToken=t&thirdType=wechat_enterprise&redirect=/x'), false, desktop)).toEqual({ kind: 'off', redirect: '/x' });
  });

  it('switched on, a callback token signs in and goes on to the redirect, the caller page by default', () => {
    expect(oauth2StepOf(search('oauth2LoginToken=t1&tenantId=0&thirdType=dingtalk&redirect=%2Frpm%2Fcandidate-caller%3Fid%3D3'), true, desktop)).toEqual({
      kind: 'sign-in',
      token: 't1',
      thirdType: 'dingtalk',
      redirect: '/rpm/candidate-caller?id=3',
    });
    expect(oauth2StepOf(search('oauth2LoginToken=t1&thirdType=wechat_enterprise'), true, desktop)).toMatchObject({ kind: 'sign-in', redirect: '/rpm/candidate-caller' });
  });

  it('keeps a redirect off this site out', () => {
    expect(oauth2StepOf(search('oauth2LoginToken=t1&thirdType=dingtalk&redirect=//evil.example'), true, desktop).redirect).toBe('/rpm/candidate-caller');
    expect(oauth2StepOf(search('redirect=https://evil.example'), false, desktop).redirect).toBe('/rpm/candidate-caller');
  });

  it('names a missing or unknown thirdType instead of calling the server', () => {
    expect(oauth2StepOf(search('oauth2LoginToken=t1'), true, desktop)).toMatchObject({ kind: 'bad-address', problem: '登录地址缺少第三方类型（thirdType）' });
    expect(oauth2StepOf(search('oauth2LoginToken=t1&thirdType=weibo'), true, desktop)).toMatchObject({ kind: 'bad-address', problem: '不支持的第三方类型：weibo' });
  });

  it('without a token, 企业微信 and 钉钉 go to their own authorisation and a plain browser chooses', () => {
    expect(oauth2StepOf(search(''), true, `${desktop} wxwork/4.1`)).toMatchObject({ kind: 'authorise', source: 'wechat_enterprise' });
    expect(oauth2StepOf(search(''), true, `${desktop} DingTalk/7.0`)).toMatchObject({ kind: 'authorise', source: 'dingtalk' });
    expect(oauth2StepOf(search(''), true, desktop)).toMatchObject({ kind: 'choose' });
  });
});

describe('authorisationUrl', () => {
  it("passes the client's origin and the redirect as upstream's state", () => {
    const url = authorisationUrl('/v1', 'wechat_enterprise', 'http://127.0.0.1:3000', '/rpm/candidate-caller');
    expect(url.startsWith('/v1/sys/thirdLogin/oauth2/wechat_enterprise/login?state=')).toBe(true);
    expect(new URLSearchParams(url.split('?')[1]).get('state')).toBe('http://127.0.0.1:3000?redirect=%2Frpm%2Fcandidate-caller');
  });
});

describe('thirdLoginFailureText', () => {
  it('says what a refused token means, and the server reason otherwise', () => {
    expect(thirdLoginFailureText('token认证失败', 510)).toBe('登录凭证无效或已过期（token认证失败），请从企业微信或钉钉重新打开');
    expect(thirdLoginFailureText('该用户未绑定该第三方账号', 500)).toBe('登录失败：该用户未绑定该第三方账号');
    expect(thirdLoginFailureText(undefined)).toBe('登录失败，请稍后重试');
  });
});

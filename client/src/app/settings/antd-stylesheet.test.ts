import { afterEach, describe, expect, it } from 'vitest';
import { enableAntdStylesheet } from './antd-stylesheet';

describe('enableAntdStylesheet', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("enables the login page's antd sheet and, once loaded, drops the page's inline cssinjs record that would hide the sheet's", () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/assets/antd-0123456789.css" data-antd-static disabled>',
      '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"a:b"}</style>',
    ].join('');
    enableAntdStylesheet();
    const link = document.querySelector('link[data-antd-static]')!;
    expect(link.hasAttribute('disabled')).toBe(false);
    // Until the sheet has loaded, the login page's styles keep their record.
    expect(document.querySelector('style[data-ant-cssinjs-cache-path]')).not.toBeNull();
    link.dispatchEvent(new Event('load'));
    expect(document.querySelector('style[data-ant-cssinjs-cache-path]')).toBeNull();
  });

  it('does nothing on a page whose sheet is enabled already', () => {
    document.head.innerHTML = '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path"></style>';
    enableAntdStylesheet();
    expect(document.querySelector('style[data-ant-cssinjs-cache-path]')).not.toBeNull();
  });
});

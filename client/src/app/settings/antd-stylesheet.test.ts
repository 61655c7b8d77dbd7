import { afterEach, describe, expect, it } from 'vitest';
import { enableAntdStylesheet } from './antd-stylesheet';

describe('enableAntdStylesheet', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("enables the login page's antd sheet and, once loaded, drops the page's inline cssinjs record that would hide the sheet's", async () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/assets/antd-0123456789.css" data-antd-static disabled>',
      '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"a:b"}</style>',
    ].join('');
    let loaded = false;
    void enableAntdStylesheet().then(() => (loaded = true));
    const link = document.querySelector('link[data-antd-static]')!;
    expect(link.hasAttribute('disabled')).toBe(false);
    // Until the sheet has loaded, the login page's styles keep their record.
    expect(document.querySelector('style[data-ant-cssinjs-cache-path]')).not.toBeNull();
    await Promise.resolve();
    expect(loaded).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(document.querySelector('style[data-ant-cssinjs-cache-path]')).toBeNull();
    // A second call (the login starting) waits for the same load.
    await enableAntdStylesheet();
    expect(loaded).toBe(true);
  });

  it('does nothing on a page whose sheet is enabled already', () => {
    document.head.innerHTML = '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path"></style>';
    enableAntdStylesheet();
    expect(document.querySelector('style[data-ant-cssinjs-cache-path]')).not.toBeNull();
  });
});

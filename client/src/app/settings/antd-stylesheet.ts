// The login page (login.html) names antd's build-time stylesheet by a disabled link, so its own first load does not
// fetch it (client/build/antd-static-styles.ts). Signing in from there enables it: without it, every screen after the
// login would generate antd's component styles at runtime (88 style tags on the workbench, a large part of the
// layout's and the workbench's first render), where index.html's screens read them from the sheet.
// The private path: cssinjs reads which styles a stylesheet holds once per page, at its first style, from the last
// record in the page. login.html carries its prerendered styles' record (inline, after the sheet's link), which would
// hide the sheet's; and cssinjs may have read it already (a screen drawn before the sheet arrived). Once the sheet has
// loaded, the inline record goes and cssinjs's copy is dropped, so the next style reads the sheet's record.
import { ATTR_CACHE_MAP, reset as forgetStylesheetRecord } from '@ant-design/cssinjs/es/util/cacheMapUtil';

const NAMED_BUT_DISABLED = 'link[data-antd-static][disabled]';

const NAMED = 'link[data-antd-static]';
const loading = new WeakMap<HTMLLinkElement, Promise<void>>();

/**
 * Enables the page's disabled antd stylesheet, if it has one; styles registered after it has loaded come from it.
 * Settles once the sheet has loaded (or failed to); at once on a page whose sheet was enabled from the start.
 */
export function enableAntdStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(NAMED);
  const known = link && loading.get(link);
  if (known) return known;
  if (!link?.matches(NAMED_BUT_DISABLED)) return Promise.resolve();
  const loaded = new Promise<void>((settle) => {
    const readSheetRecord = () => {
      document.querySelector(`style[${ATTR_CACHE_MAP}]`)?.remove();
      forgetStylesheetRecord(undefined);
      settle();
    };
    link.addEventListener('load', readSheetRecord, { once: true });
    link.addEventListener('error', () => settle(), { once: true });
  });
  loading.set(link, loaded);
  link.removeAttribute('disabled');
  return loaded;
}

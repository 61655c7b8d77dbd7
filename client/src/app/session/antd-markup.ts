// The login page's inputs and buttons are antd's markup without antd's runtime (login-input.tsx, login-button.tsx):
// the page loads no antd code, and its styles are antd's own, extracted at build time (login.html) or from the
// build's antd stylesheet (every other document). Those styles are scoped by the hash class of antd's default
// theme, named here; the build checks it against antd's own markup (prerender/login-screen.tsx), so an antd
// upgrade that changes it fails the build instead of leaving the form unstyled.

/** antd's scoping class for its default theme (production build; tests see `css-dev-only-do-not-override-…`). */
export const ANTD_HASH_CLASS = 'css-1y106cm';

/** antd's class of the CSS variables' scope (`cssVar.key` defaults to `root`). */
export const ANTD_CSS_VAR_CLASS = 'css-var-root';

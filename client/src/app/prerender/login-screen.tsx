// The build's prerender of the login page (build/prerender-login.ts): the app as the browser renders it at
// /user/login for a visitor without a session, every lazy screen resolved, with the antd styles it used. The
// page then paints the form from HTML before any script runs; main.tsx hydrates it.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { LOGIN_PATH } from '@/shared/config/app-constants';
import { AppTree } from '../app-tree';
import { AppRoutes } from '../router/app-routes';
import { ANTD_HASH_CLASS } from '../session/antd-markup';

export interface PrerenderedScreen {
  /** The markup of #root. */
  html: string;
  /** antd's styles of that markup, as <style> elements for the document's head. */
  styles: string;
}

/**
 * The antd components whose markup the login forms render without antd (session/login-input.tsx,
 * login-button.tsx), rendered here only for their styles; what they render must carry the hash class the forms use.
 */
async function renderAntdControls(cache: ReturnType<typeof createCache>): Promise<void> {
  const { prelude } = await prerender(
    <StyleProvider cache={cache} mock="server">
      <Input size="large" prefix={<LockOutlined />} status="error" />
      <Password size="large" />
      <Button type="primary" size="large" loading>
        x
      </Button>
    </StyleProvider>,
  );
  const html = await new Response(prelude).text();
  if (!html.includes(`ant-btn ${ANTD_HASH_CLASS} `)) throw new Error(`antd's hash class is no longer ${ANTD_HASH_CLASS} (session/antd-markup.ts): ${html.slice(0, 300)}`);
}

export async function prerenderLoginScreen(): Promise<PrerenderedScreen> {
  const cache = createCache();
  await renderAntdControls(cache);
  const { prelude } = await prerender(
    <StyleProvider cache={cache} mock="server">
      <AppTree router={<StaticRouter location={LOGIN_PATH}>{<AppRoutes />}</StaticRouter>} />
    </StyleProvider>,
  );
  const html = await new Response(prelude).text();
  return { html, styles: extractStyle(cache) };
}

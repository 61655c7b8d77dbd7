// The build's prerender of the login page (build/prerender-login.ts): the app as the browser renders it at
// /user/login for a visitor without a session, every lazy screen resolved, with the antd styles it used. The
// page then paints the form from HTML before any script runs; main.tsx hydrates it.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { LOGIN_PATH } from '@/shared/config/app-constants';
import { AppTree } from '../app-tree';
import { AppRoutes } from '../router/app-routes';

export interface PrerenderedScreen {
  /** The markup of #root. */
  html: string;
  /** antd's styles of that markup, as <style> elements for the document's head. */
  styles: string;
}

export async function prerenderLoginScreen(): Promise<PrerenderedScreen> {
  const cache = createCache();
  const { prelude } = await prerender(
    <StyleProvider cache={cache} mock="server">
      <AppTree router={<StaticRouter location={LOGIN_PATH}>{<AppRoutes />}</StaticRouter>} />
    </StyleProvider>,
  );
  const html = await new Response(prelude).text();
  return { html, styles: extractStyle(cache) };
}

import { App } from 'antd';
import { FeedbackBridge } from './feedback-bridge';
import { ThemeProviders } from '../settings/theme-providers';

/**
 * An antd <App> beside the routes, mounted once and never again unmounted, whose message / notification / modal
 * the HTTP layer uses: what it shows survives route changes, logout included.
 */
export function FeedbackHost() {
  return (
    <ThemeProviders>
      <App component={false}>
        <FeedbackBridge />
      </App>
    </ThemeProviders>
  );
}

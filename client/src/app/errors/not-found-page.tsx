import { Flex } from 'antd';
import { ThemeProviders } from '../settings/theme-providers';
import { Exception404Page } from './exception-page';

/** /404, where unknown paths land; outside the main layout. */
export function NotFoundPage() {
  return (
    <ThemeProviders>
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Exception404Page />
      </Flex>
    </ThemeProviders>
  );
}

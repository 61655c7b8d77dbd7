import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TomcatInfoPage } from './tomcat-info-page';

const metric = (name: string, value: number) => ({
  name,
  description: null,
  baseUnit: 'sessions',
  measurements: [{ statistic: name.endsWith('created') || name.endsWith('expired') || name.endsWith('rejected') ? 'COUNT' : 'VALUE', value }],
  availableTags: [],
});

describe('应用服务器', () => {
  it('shows each figure, and 该服务器不提供 for a metric the server answers 404 for', async () => {
    installFakeBackend({
      'GET /actuator/metrics/{name}': (request) => {
        const name = decodeURIComponent(request.url!.split('/').pop()!.split('?')[0]!);
        return name === 'websocket.connections.active' ? { status: 404, data: {} } : { data: metric(name, 1234) };
      },
    });
    renderWithProviders(<TomcatInfoPage />);
    const page = screen.getByTestId('tomcat-info-page');
    expect(await within(page).findByTestId('metric-tomcat.sessions.created|COUNT')).toHaveTextContent('1,234');
    expect(within(page).getByTestId('figure-sessions-active')).toHaveTextContent('1,234');
    expect(within(page).getByText('该服务器不提供')).toBeInTheDocument();
    expect(within(page).queryByRole('alert')).toBeNull();
  });

  it('says in place that reading failed, and why', async () => {
    installFakeBackend({ 'GET /actuator/metrics/{name}': () => ({ status: 503, data: {} }) });
    renderWithProviders(<TomcatInfoPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('读取应用服务器失败');
    expect(alert).toHaveTextContent('服务器出错（HTTP 503）');
  });
});

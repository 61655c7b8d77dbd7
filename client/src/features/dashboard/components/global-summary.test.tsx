import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { globalSummary } from '@/testing/fixtures';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GlobalSummary } from './global-summary';

function renderSummary() {
  return renderWithProviders(<GlobalSummary />);
}

describe('GlobalSummary', () => {
  it('A-DASH-01 shows six cards from GET /mis/dashboard/globalSummary', async () => {
    const api = installFakeBackend({ 'GET /mis/dashboard/globalSummary': () => ({ data: envelope(200, globalSummary) }) });
    renderSummary();
    const budget = await screen.findByTestId('summary-budget');
    expect(api.calls('GET', '/mis/dashboard/globalSummary')).toHaveLength(1);
    expect(screen.getAllByTestId(/^summary-(staff|contracts|profit|revenue|receivables|budget)$/)).toHaveLength(6);
    expect(within(budget).getByText('71.3')).toBeInTheDocument();
    expect(within(budget).getByText('10月')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-receivables')).getByText('47天')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-contracts')).getByText('3')).toBeInTheDocument();
  });

  it('A-DASH-10 A-DASH-11 colours a positive rate red with an up arrow, a negative one green with a down arrow', async () => {
    installFakeBackend({ 'GET /mis/dashboard/globalSummary': () => ({ data: envelope(200, globalSummary) }) });
    renderSummary();
    const revenueRate = within(await screen.findByTestId('summary-revenue')).getByTestId('summary-rate');
    expect(revenueRate).toHaveStyle({ color: '#f5222d' });
    expect(within(revenueRate).getByLabelText('上升')).toBeInTheDocument();
    const staffRate = within(screen.getByTestId('summary-staff')).getByTestId('summary-rate');
    expect(staffRate).toHaveStyle({ color: '#52c41a' });
    expect(within(staffRate).getByLabelText('下降')).toBeInTheDocument();
    expect(staffRate).toHaveTextContent('-1.5%');
  });

  it('offers a retry when the summary cannot be loaded', async () => {
    installFakeBackend({ 'GET /mis/dashboard/globalSummary': () => ({ data: envelope(500, null, '查询失败') }) });
    renderSummary();
    expect(await screen.findByText('汇总数据加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});

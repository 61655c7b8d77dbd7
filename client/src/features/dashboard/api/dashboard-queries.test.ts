import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { dashboardQueries } from './dashboard-queries';

const page = (records: unknown[], total: number) => ({ records, total, size: 10, current: 2, pages: 4 });

function backend() {
  const answer = (result: unknown) => () => ({ data: envelope(200, result) });
  return installFakeBackend({
    'GET /mis/dashboard/revenueGroupByIndustry': answer([{ name: '通信' }]),
    'GET /mis/dashboard/revenueGroupByBusiness': answer([{ name: '人力外包' }]),
    'GET /mis/dashboard/profitGroupByIndustry': answer([{ industryStructure_dictText: '通信' }]),
    'GET /mis/dashboard/profitGroupByBusiness': answer([{ businessType_dictText: '人力外包' }]),
    'GET /mis/dashboard/pendingRank': answer([{ projectName: 'p' }]),
    'GET /mis/dashboard/revenuePending': answer([{ businessName_dictText: '通信事业部' }]),
    'GET /mis/dashboard/unitProfitRank': answer(null),
    'GET /mis/dashboard/costGroupByBusinessUnitId': answer([]),
    'GET /mis/dwsProjectRevenue/list': answer(page([{ id: 'r1' }], 36)),
  });
}

describe('dashboard queries (decisions #10)', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('A-DASH-12 A-DASH-18 the selectors read the by-industry and by-business endpoints', async () => {
    const api = backend();
    expect(await client.fetchQuery(dashboardQueries.revenueDistribution('industry'))).toEqual([{ name: '通信' }]);
    expect(await client.fetchQuery(dashboardQueries.revenueDistribution('business'))).toEqual([{ name: '人力外包' }]);
    expect(await client.fetchQuery(dashboardQueries.profitDistribution(1))).toEqual([{ industryStructure_dictText: '通信' }]);
    expect(await client.fetchQuery(dashboardQueries.profitDistribution(2))).toEqual([{ businessType_dictText: '人力外包' }]);
    for (const path of ['revenueGroupByIndustry', 'revenueGroupByBusiness', 'profitGroupByIndustry', 'profitGroupByBusiness']) {
      expect(api.calls('GET', `/mis/dashboard/${path}`), path).toHaveLength(1);
    }
  });

  it('A-DASH-43 A-DASH-44 reads the budget and profit-contribution tables with cycle=1; a null result is an empty table', async () => {
    const api = backend();
    expect(await client.fetchQuery(dashboardQueries.unitBudget())).toEqual([{ businessName_dictText: '通信事业部' }]);
    expect(await client.fetchQuery(dashboardQueries.unitProfit())).toEqual([]);
    expect(api.calls('GET', '/mis/dashboard/revenuePending')[0]?.params).toMatchObject({ cycle: 1 });
    expect(api.calls('GET', '/mis/dashboard/unitProfitRank')[0]?.params).toMatchObject({ cycle: 1 });
  });

  it('pages the main projects on the server and remembers which page the rows are', async () => {
    const api = backend();
    expect(await client.fetchQuery(dashboardQueries.projectRevenue(2, 10))).toEqual({ pageNo: 2, records: [{ id: 'r1' }], total: 36 });
    expect(api.calls('GET', '/mis/dwsProjectRevenue/list')[0]?.params).toMatchObject({ pageNo: 2, pageSize: 10 });
  });
});

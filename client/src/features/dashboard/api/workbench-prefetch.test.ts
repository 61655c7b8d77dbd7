import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUiFeedback, type UiFeedback } from '@/api/ui-feedback';
import { envelope, installFakeBackend, type FakeHandler } from '@/testing/fake-backend';
import { dashboardQueries } from './dashboard-queries';
import { prefetchWorkbench } from './workbench-prefetch';

const ok = (result: unknown): FakeHandler => () => ({ data: envelope(200, result) });
const serverError: FakeHandler = () => ({ status: 500, data: { message: 'boom' } });

/** Every opening call of the workbench answering, the ones named in `overrides` as given. */
function backend(overrides: Record<string, FakeHandler> = {}) {
  return installFakeBackend({
    'GET /mis/dashboard/globalSummary': ok(null),
    'GET /mis/dashboard/revenueGroupByIndustry': ok([{ name: '通信' }]),
    'GET /mis/dashboard/revenueGroupByBusiness': ok([{ name: '人力外包' }]),
    'GET /mis/dashboard/profitGroupByIndustry': ok([]),
    'GET /mis/dashboard/pendingRank': ok([]),
    'GET /mis/dashboard/revenuePending': ok([]),
    'GET /mis/dashboard/unitProfitRank': ok([]),
    'GET /mis/dashboard/costGroupByBusinessUnitId': ok([]),
    'GET /mis/dwsProjectRevenue/list': ok({ records: [], total: 0 }),
    ...overrides,
  });
}

let notified: ReturnType<typeof vi.fn>;

beforeEach(() => {
  notified = vi.fn();
  const ignore = vi.fn();
  setUiFeedback({
    message: { loading: ignore, warning: ignore, error: notified, success: ignore },
    notification: { error: notified },
    modal: { error: notified, confirm: ignore },
  } as unknown as UiFeedback);
});

afterEach(() => setUiFeedback(null));

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

describe('prefetchWorkbench', () => {
  it('fetches each opening call once, so the cards find their data in the cache and do not ask again', async () => {
    const api = backend();
    const client = newClient();
    await prefetchWorkbench(client);
    expect(api.requests).toHaveLength(9);
    expect(client.getQueryData(dashboardQueries.revenueDistribution('industry').queryKey)).toEqual([{ name: '通信' }]);
    expect(client.getQueryData(dashboardQueries.revenueDistribution('business').queryKey)).toEqual([{ name: '人力外包' }]);

    const card = new QueryObserver(client, dashboardQueries.revenueDistribution('industry'));
    const unsubscribe = card.subscribe(() => {});
    expect(card.getCurrentResult().data).toEqual([{ name: '通信' }]);
    unsubscribe();
    expect(api.calls('GET', '/mis/dashboard/revenueGroupByIndustry')).toHaveLength(1);
  });

  it('a failed prefetch shows nothing; the card that opens afterwards fetches again and reports the failure once', async () => {
    const api = backend({ 'GET /mis/dashboard/pendingRank': serverError });
    const client = newClient();
    await prefetchWorkbench(client);
    expect(notified).not.toHaveBeenCalled();
    expect(client.getQueryState(dashboardQueries.pendingRank().queryKey)?.status).toBe('pending');

    const card = new QueryObserver(client, dashboardQueries.pendingRank());
    const settled = new Promise<void>((resolve) => card.subscribe((result) => result.isError && resolve()));
    await settled;
    expect(api.calls('GET', '/mis/dashboard/pendingRank')).toHaveLength(2);
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it('a card already open while the prefetch fails fetches again at once and reports the failure once', async () => {
    const api = backend({ 'GET /mis/dashboard/unitProfitRank': serverError });
    const client = newClient();
    const prefetched = prefetchWorkbench(client);
    // The card mounts while the prefetch is under way: it shares that (quiet) fetch.
    const card = new QueryObserver(client, dashboardQueries.unitProfit());
    card.subscribe(() => {});
    await prefetched;
    expect(api.calls('GET', '/mis/dashboard/unitProfitRank')).toHaveLength(2);
    expect(card.getCurrentResult().isError).toBe(true);
    expect(notified).toHaveBeenCalledTimes(1);
  });
});

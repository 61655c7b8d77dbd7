import { queryOptions } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import type { GlobalSummary } from '@/api/types';

export const dashboardQueries = {
  all: ['dashboard'] as const,
  globalSummary: () =>
    queryOptions({
      queryKey: [...dashboardQueries.all, 'global-summary'] as const,
      queryFn: async (): Promise<GlobalSummary | null> => (await getAction('/mis/dashboard/globalSummary')).result ?? null,
    }),
};

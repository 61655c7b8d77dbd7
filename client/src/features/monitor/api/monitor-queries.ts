// The monitoring screens' reads as TanStack Query options (keys start with 'monitor'). Figures are never cached
// between screens: each visit reads the server as it is now.
import { queryOptions } from '@tanstack/react-query';
import {
  fetchDiskInfo,
  fetchHttpTraces,
  fetchKeysSize,
  fetchMemoryInfo,
  fetchMetrics,
  fetchRedisInfo,
  type MetricRequest,
} from './monitor-api';

const LIVE = { staleTime: 0, gcTime: 0, retry: false } as const;

export const monitorQueries = {
  metrics: (screen: string, requests: readonly MetricRequest[]) =>
    queryOptions({ queryKey: ['monitor', 'metrics', screen], queryFn: () => fetchMetrics(requests), ...LIVE }),
  httpTraces: () => queryOptions({ queryKey: ['monitor', 'http-trace'], queryFn: fetchHttpTraces, ...LIVE }),
  redisInfo: () => queryOptions({ queryKey: ['monitor', 'redis', 'info'], queryFn: fetchRedisInfo, ...LIVE }),
  /** The cache's two live figures, read together for the charts. */
  redisLive: () =>
    queryOptions({
      queryKey: ['monitor', 'redis', 'live'],
      queryFn: async () => {
        const [keys, memory] = await Promise.all([fetchKeysSize(), fetchMemoryInfo()]);
        return { at: keys.create_time, keys: keys.dbSize, memory: Number(memory.used_memory) };
      },
      ...LIVE,
    }),
  disks: () => queryOptions({ queryKey: ['monitor', 'disks'], queryFn: fetchDiskInfo, ...LIVE }),
};

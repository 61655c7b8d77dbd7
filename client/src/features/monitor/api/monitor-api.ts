// The server's own figures (系统监控), in the real backend's calls: Spring Boot Actuator's metrics and httptrace,
// upstream's /sys/actuator/redis/* for the cache and the disks. Every call is quiet: each screen says itself,
// in place, what failed, instead of a notification every few seconds while it refreshes.
import axios from 'axios';
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type ActuatorMetric = Schema<'ActuatorMetric'>;
export type HttpTrace = Schema<'HttpTrace'>;
export type RedisInfoItem = Schema<'RedisInfoItem'>;
export type DiskInfo = Schema<'DiskInfo'>;

const QUIET = { quietFailures: true } as const;

/** One metric; null when the server does not have it (Actuator answers 404 for a name it does not know). */
export async function fetchMetric(name: string, tag?: string): Promise<ActuatorMetric | null> {
  try {
    return await getAction('/actuator/metrics/{name}', { path: { name }, query: tag ? { tag } : undefined, ...QUIET });
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

/** A metric asked for by the screens: its name, and a tag filter where one area is wanted (`area:heap`). */
export interface MetricRequest {
  name: string;
  tag?: string;
}

export const metricKey = ({ name, tag }: MetricRequest): string => (tag ? `${name}|${tag}` : name);

/** Several metrics at once, by `metricKey`. */
export async function fetchMetrics(requests: readonly MetricRequest[]): Promise<Record<string, ActuatorMetric | null>> {
  const answers = await Promise.all(requests.map((request) => fetchMetric(request.name, request.tag)));
  return Object.fromEntries(requests.map((request, index) => [metricKey(request), answers[index] ?? null]));
}

export const fetchHttpTraces = async (): Promise<HttpTrace[]> => (await getAction('/actuator/httptrace', QUIET)).traces;

export const fetchRedisInfo = async (): Promise<RedisInfoItem[]> => (await getAction('/sys/actuator/redis/info', QUIET)).result ?? [];

export const fetchKeysSize = () => getAction('/sys/actuator/redis/keysSize', QUIET);

export const fetchMemoryInfo = () => getAction('/sys/actuator/redis/memoryInfo', QUIET);

export const fetchDiskInfo = async (): Promise<DiskInfo[]> => (await getAction('/sys/actuator/redis/queryDiskInfo', QUIET)).result ?? [];

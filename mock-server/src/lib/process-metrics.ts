// Figures of this Node.js process and its machine, read when asked: memory, CPU use since the previous reading,
// garbage collections since start. The monitoring screens show them under Spring Boot Actuator's metric names.
import os from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

export interface MemoryFigures {
  heapUsed: number;
  heapTotal: number;
  heapLimit: number;
  rss: number;
  /** Memory of Buffers and ArrayBuffers (outside the V8 heap). */
  buffers: number;
  oldSpaceUsed: number;
  oldSpaceSize: number;
}

export function memoryFigures(): MemoryFigures {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const oldSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space');
  return {
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    heapLimit: heap.heap_size_limit,
    rss: usage.rss,
    buffers: usage.arrayBuffers + usage.external,
    oldSpaceUsed: oldSpace?.space_used_size ?? 0,
    oldSpaceSize: (oldSpace?.space_size ?? 0) + (oldSpace?.space_available_size ?? 0),
  };
}

export interface CpuFigures {
  /** Share of all CPUs this process used, 0-1. */
  process: number;
  /** Share of all CPUs busy on the machine, 0-1. */
  system: number;
}

interface CpuSample {
  at: bigint;
  process: NodeJS.CpuUsage;
  idle: number;
  total: number;
}

function sample(): CpuSample {
  const cpus = os.cpus();
  let idle = 0;
  let total = 0;
  for (const cpu of cpus) {
    const { user, nice, sys, irq } = cpu.times;
    idle += cpu.times.idle;
    total += user + nice + sys + irq + cpu.times.idle;
  }
  return { at: process.hrtime.bigint(), process: process.cpuUsage(), idle, total };
}

/** Readings closer together than this reuse the previous figures: a shorter window says little. */
const MIN_WINDOW_NS = 200_000_000n;
let previous = sample();
let lastFigures: CpuFigures = { process: 0, system: 0 };

/** CPU use between the previous reading and now (the first one: since the module loaded). */
export function cpuFigures(): CpuFigures {
  const current = sample();
  const elapsedNs = current.at - previous.at;
  if (elapsedNs < MIN_WINDOW_NS) return lastFigures;
  const elapsedUs = Number(elapsedNs) / 1000;
  const used = current.process.user - previous.process.user + (current.process.system - previous.process.system);
  const totalDelta = current.total - previous.total;
  const idleDelta = current.idle - previous.idle;
  const share = (value: number) => Math.min(1, Math.max(0, value));
  lastFigures = {
    process: share(used / (elapsedUs * cpuCount())),
    system: totalDelta > 0 ? share(1 - idleDelta / totalDelta) : lastFigures.system,
  };
  previous = current;
  return lastFigures;
}

export const cpuCount = (): number => os.availableParallelism?.() ?? os.cpus().length;

export interface GcFigures {
  count: number;
  totalMs: number;
  maxMs: number;
}

const gc: GcFigures = { count: 0, totalMs: 0, maxMs: 0 };
let observing = false;

/** Garbage collections seen since the first reading (the observer starts then). */
export function gcFigures(): GcFigures {
  if (!observing) {
    observing = true;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        gc.count++;
        gc.totalMs += entry.duration;
        gc.maxMs = Math.max(gc.maxMs, entry.duration);
      }
    });
    observer.observe({ entryTypes: ['gc'] });
  }
  return { ...gc };
}

/** libuv's thread pool (file system, DNS, crypto): UV_THREADPOOL_SIZE, 4 by default. */
export const threadPoolSize = (): number => Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** When the process started (epoch ms). */
export const processStartMs = (): number => Date.now() - process.uptime() * 1000;

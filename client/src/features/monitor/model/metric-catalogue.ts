// The metrics each screen reads, with upstream's descriptions and how each value reads. A name the server does not
// have shows — (该服务器不提供).
import type { MetricRequest } from '../api/monitor-api';
import type { Statistic, Unit } from './metric-value';

export interface MetricSpec extends MetricRequest {
  description: string;
  unit: Unit;
  statistic?: Statistic;
}

export const JVM_METRICS: readonly MetricSpec[] = [
  { name: 'jvm.memory.max', description: '最大内存', unit: 'bytes' },
  { name: 'jvm.memory.committed', description: '可用（已提交）内存', unit: 'bytes' },
  { name: 'jvm.memory.used', description: '已用内存', unit: 'bytes' },
  { name: 'jvm.memory.used', tag: 'area:heap', description: '堆内存已用', unit: 'bytes' },
  { name: 'jvm.memory.used', tag: 'area:nonheap', description: '非堆内存已用', unit: 'bytes' },
  { name: 'jvm.buffer.memory.used', description: '缓冲区已用内存', unit: 'bytes' },
  { name: 'jvm.buffer.count', description: '当前缓冲区数量', unit: 'count' },
  { name: 'jvm.threads.daemon', description: '守护线程数', unit: 'count' },
  { name: 'jvm.threads.live', description: '当前活跃线程数', unit: 'count' },
  { name: 'jvm.threads.peak', description: '峰值线程数', unit: 'count' },
  { name: 'jvm.classes.loaded', description: '已加载类数量', unit: 'count' },
  { name: 'jvm.classes.unloaded', description: '已卸载类数量', unit: 'count' },
  { name: 'jvm.gc.memory.allocated', description: 'GC 时年轻代分配的内存空间', unit: 'bytes' },
  { name: 'jvm.gc.memory.promoted', description: 'GC 时老年代分配的内存空间', unit: 'bytes' },
  { name: 'jvm.gc.max.data.size', description: '老年代最大内存', unit: 'bytes' },
  { name: 'jvm.gc.live.data.size', description: 'Full GC 后老年代内存', unit: 'bytes' },
  { name: 'jvm.gc.pause', statistic: 'COUNT', description: '系统启动以来 GC 次数', unit: 'count' },
  { name: 'jvm.gc.pause', statistic: 'TOTAL_TIME', description: '系统启动以来 GC 总耗时', unit: 'seconds' },
  { name: 'jvm.gc.pause', statistic: 'MAX', description: '最长一次 GC 耗时', unit: 'seconds' },
];

export const SYSTEM_METRICS: readonly MetricSpec[] = [
  { name: 'system.cpu.count', description: 'CPU 数量', unit: 'count' },
  { name: 'system.cpu.usage', description: '系统 CPU 使用率', unit: 'share' },
  { name: 'process.cpu.usage', description: '当前进程 CPU 使用率', unit: 'share' },
  { name: 'process.start.time', description: '应用启动时间点', unit: 'epoch-seconds' },
  { name: 'process.uptime', description: '应用已运行时间', unit: 'duration' },
];

export const TOMCAT_METRICS: readonly MetricSpec[] = [
  { name: 'tomcat.sessions.created', statistic: 'COUNT', description: '创建过的会话数', unit: 'count' },
  { name: 'tomcat.sessions.expired', statistic: 'COUNT', description: '已过期的会话数', unit: 'count' },
  { name: 'tomcat.sessions.active.current', description: '当前活跃会话数', unit: 'count' },
  { name: 'tomcat.sessions.active.max', description: '活跃会话最大数', unit: 'count' },
  { name: 'tomcat.sessions.rejected', statistic: 'COUNT', description: '超过会话上限被拒绝的次数', unit: 'count' },
  { name: 'websocket.connections.active', description: '当前 WebSocket 连接数', unit: 'count' },
];

/** The key of a figure on screen (a metric may give several statistics). */
export const specKey = (spec: MetricSpec): string => [spec.name, spec.tag, spec.statistic].filter(Boolean).join('|');

// Actuator's /actuator/metrics/{name} (JVM信息, 系统信息, 应用服务器), answered with this Node.js process's own figures
// under the JVM's names: what each name stands for is in the metric's description and the document.
import { fail } from '../../envelope.js';
import { cpuCount, cpuFigures, gcFigures, memoryFigures, processStartMs, threadPoolSize } from '../../lib/process-metrics.js';
import type { Schema } from '../../lib/schema.js';
import { connectionCounts } from '../../store/socket-hub.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';

type Metric = Schema<'ActuatorMetric'>;
type Statistic = Metric['measurements'][number]['statistic'];

const metric = (name: string, description: string, baseUnit: string | null, values: [Statistic, number][], tags: Metric['availableTags'] = []): Metric => ({
  name,
  description,
  baseUnit,
  measurements: values.map(([statistic, value]) => ({ statistic, value })),
  availableTags: tags,
});

const AREA_TAGS = [{ tag: 'area', values: ['heap', 'nonheap'] }];

/** jvm.memory.*: the V8 heap is the heap; the rest of the resident set (code, stacks, buffers) the non-heap. */
function memoryMetric(name: string, tag: string | undefined): Metric | null {
  const memory = memoryFigures();
  const nonHeap = Math.max(0, memory.rss - memory.heapTotal);
  const area = tag?.startsWith('area:') ? tag.slice('area:'.length) : undefined;
  if (tag !== undefined && area !== 'heap' && area !== 'nonheap') return null;
  const figures: Record<string, { heap: number; nonheap: number; text: string }> = {
    'jvm.memory.used': { heap: memory.heapUsed, nonheap: nonHeap, text: 'V8 堆已用 + 堆外常驻内存（RSS 减去堆）' },
    'jvm.memory.committed': { heap: memory.heapTotal, nonheap: nonHeap, text: '进程常驻内存 RSS（V8 堆已分配 + 堆外）' },
    // Java reports -1 for an area without a limit: the process outside the heap has none.
    'jvm.memory.max': { heap: memory.heapLimit, nonheap: -1, text: 'V8 堆上限（heap_size_limit）' },
  };
  const figure = figures[name]!;
  const text = area === 'heap' ? 'V8 堆' : area === 'nonheap' ? '堆外常驻内存（RSS 减去堆）' : figure.text;
  const value = area === 'heap' ? figure.heap : area === 'nonheap' ? figure.nonheap : name === 'jvm.memory.max' ? figure.heap : figure.heap + figure.nonheap;
  return metric(name, text, 'bytes', [['VALUE', value]], area ? [] : AREA_TAGS);
}

function metricOf(name: string, tag: string | undefined, store: Store): Metric | null {
  if (name.startsWith('jvm.memory.')) return name in { 'jvm.memory.used': 1, 'jvm.memory.committed': 1, 'jvm.memory.max': 1 } ? memoryMetric(name, tag) : null;
  if (tag !== undefined) return null;
  const memory = memoryFigures();
  const sessions = store.sessions.stats();
  const gc = gcFigures();
  const sockets = connectionCounts(store);
  switch (name) {
    case 'jvm.buffer.memory.used':
      return metric(name, 'Buffer 与 ArrayBuffer 占用的内存（V8 堆外）', 'bytes', [['VALUE', memory.buffers]]);
    case 'jvm.threads.live':
      return metric(name, 'JavaScript 主线程 + libuv 线程池', 'threads', [['VALUE', 1 + threadPoolSize()]]);
    case 'jvm.threads.daemon':
      return metric(name, 'libuv 线程池（UV_THREADPOOL_SIZE）', 'threads', [['VALUE', threadPoolSize()]]);
    case 'jvm.threads.peak':
      return metric(name, 'JavaScript 主线程 + libuv 线程池', 'threads', [['VALUE', 1 + threadPoolSize()]]);
    case 'jvm.gc.pause':
      return metric(name, '启动以来的垃圾回收：次数、总耗时与最长一次（秒）', 'seconds', [
        ['COUNT', gc.count],
        ['TOTAL_TIME', gc.totalMs / 1000],
        ['MAX', gc.maxMs / 1000],
      ]);
    case 'jvm.gc.live.data.size':
      return metric(name, 'V8 老生代已用', 'bytes', [['VALUE', memory.oldSpaceUsed]]);
    case 'jvm.gc.max.data.size':
      return metric(name, 'V8 老生代可用上限', 'bytes', [['VALUE', memory.oldSpaceSize]]);
    case 'system.cpu.count':
      return metric(name, '可用 CPU 核数', null, [['VALUE', cpuCount()]]);
    case 'system.cpu.usage':
      return metric(name, '整机 CPU 使用率（自上次读取以来）', null, [['VALUE', cpuFigures().system]]);
    case 'process.cpu.usage':
      return metric(name, '本进程 CPU 使用率（自上次读取以来，占全部核）', null, [['VALUE', cpuFigures().process]]);
    case 'process.start.time':
      return metric(name, '进程启动时间（纪元秒）', 'seconds', [['VALUE', processStartMs() / 1000]]);
    case 'process.uptime':
      return metric(name, '进程已运行时间', 'seconds', [['VALUE', process.uptime()]]);
    case 'tomcat.sessions.created':
      return metric(name, '启动以来登录打开的会话', 'sessions', [['COUNT', sessions.created]]);
    case 'tomcat.sessions.expired':
      return metric(name, '启动以来过期的会话', 'sessions', [['COUNT', sessions.expired]]);
    case 'tomcat.sessions.active.current':
      return metric(name, '当前在线的会话', 'sessions', [['VALUE', sessions.active]]);
    case 'tomcat.sessions.active.max':
      return metric(name, '同时在线会话的最大值', 'sessions', [['VALUE', sessions.peak]]);
    case 'tomcat.sessions.rejected':
      return metric(name, '因超过上限被拒绝的会话（模拟服务器不设上限）', 'sessions', [['COUNT', 0]]);
    case 'websocket.connections.active':
      return metric(name, '当前打开的 WebSocket 连接（消息推送与表格协同）', 'connections', [['VALUE', sockets.announcement + sockets.vxe]]);
    default:
      return null;
  }
}

export const actuatorMetrics: Handler<'actuatorMetrics'> = ({ params, query }, { store }) => {
  const found = metricOf(params.name, query.tag, store);
  return found ?? { status: 404, body: fail(`未知的指标：${params.name}`, 404) };
};

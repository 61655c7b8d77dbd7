// 缓存服务: upstream reads Redis INFO; the mock has no Redis, so it answers with the store that plays the cache's part.
import os from 'node:os';
import { ok } from '../../envelope.js';
import { memoryFigures } from '../../lib/process-metrics.js';
import type { Schema } from '../../lib/schema.js';
import { tableFigures } from '../../store/table-figures.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';

type InfoItem = Schema<'RedisInfoItem'>;

const human = (bytes: number) => (bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)}G` : bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(2)}M` : `${(bytes / 1024).toFixed(2)}K`);

const storeBytes = (store: Store) => tableFigures(store).reduce((sum, table) => sum + table.bytes, 0);
const storeRows = (store: Store) => tableFigures(store).reduce((sum, table) => sum + table.rows, 0);

function info(store: Store): InfoItem[] {
  const used = storeBytes(store);
  const rss = memoryFigures().rss;
  const uptime = Math.floor(process.uptime());
  const item = (key: string, value: string | number, description: string): InfoItem => ({ key, value: String(value), description });
  return [
    item('redis_version', `mock-store (Node.js ${process.versions.node})`, '缓存服务版本（模拟服务器的内存存储）'),
    item('redis_mode', 'standalone', '运行模式，单机（standalone）或者集群（cluster）'),
    item('os', `${os.type()} ${os.release()} ${os.arch()}`, '服务器的宿主操作系统'),
    item('process_id', process.pid, '服务器进程的 PID'),
    item('uptime_in_seconds', uptime, '自服务器启动以来，经过的秒数'),
    item('uptime_in_days', Math.floor(uptime / 86_400), '自服务器启动以来，经过的天数'),
    item('connected_clients', store.sessions.stats().active, '已连接客户端的数量（在线会话）'),
    item('used_memory', used, '存储的数据序列化后的字节数'),
    item('used_memory_human', human(used), '以人类可读的格式返回存储占用的内存'),
    item('used_memory_rss', rss, '从操作系统的角度，进程已分配的内存总量（常驻集大小）'),
    item('used_memory_rss_human', human(rss), '以人类可读的方式返回进程已分配的内存总量'),
    item('total_system_memory', os.totalmem(), '系统总内存'),
    item('total_system_memory_human', human(os.totalmem()), '以人类可读的方式返回系统总内存'),
    item('db0', `keys=${storeRows(store)},expires=0,avg_ttl=0`, '数据库 0 的键数量（存储的行数）'),
    ...tableFigures(store).map((table) => item(`table.${table.table}`, `rows=${table.rows},bytes=${table.bytes}`, `存储表 ${table.table} 的行数与占用字节`)),
  ];
}

export const sysActuatorRedisInfo: Handler<'sysActuatorRedisInfo'> = (_input, { store }) => ok(info(store));

export const sysActuatorRedisKeysSize: Handler<'sysActuatorRedisKeysSize'> = (_input, { store, now }) => ({
  dbSize: storeRows(store),
  create_time: now(),
});

export const sysActuatorRedisMemoryInfo: Handler<'sysActuatorRedisMemoryInfo'> = (_input, { store, now }) => ({
  used_memory: String(storeBytes(store)),
  create_time: now(),
});

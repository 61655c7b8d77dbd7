// The machine's mounted file systems with their size and free space (磁盘监控). Linux lists them in
// /proc/mounts; elsewhere only the root (or the current drive) is read.
import { readFileSync, statfsSync } from 'node:fs';
import path from 'node:path';

export interface DiskFigure {
  mount: string;
  device: string;
  type: string;
  total: number;
  free: number;
}

/** Kernel and virtual file systems: no disk behind them. */
const PSEUDO = new Set([
  'proc', 'sysfs', 'devpts', 'devtmpfs', 'tmpfs', 'cgroup', 'cgroup2', 'mqueue', 'securityfs', 'debugfs', 'tracefs',
  'pstore', 'bpf', 'configfs', 'fusectl', 'hugetlbfs', 'autofs', 'binfmt_misc', 'nsfs', 'rpc_pipefs', 'ramfs', 'efivarfs',
  'squashfs', 'shm', 'none',
]);

function mounts(): { mount: string; device: string; type: string }[] {
  try {
    return readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .filter((fields) => fields.length >= 3 && !PSEUDO.has(fields[2]!))
      .map(([device, mount, type]) => ({ device: device!, mount: mount!.replace(/\\040/g, ' '), type: type! }));
  } catch {
    return [{ device: '', mount: path.parse(process.cwd()).root, type: '' }];
  }
}

/** Each file system once (the first mount of a device), without those of size 0. */
export function diskFigures(): DiskFigure[] {
  const seen = new Set<string>();
  const disks: DiskFigure[] = [];
  for (const { device, mount, type } of mounts()) {
    if (seen.has(device)) continue;
    try {
      const stats = statfsSync(mount);
      const total = stats.blocks * stats.bsize;
      if (total === 0) continue;
      seen.add(device);
      disks.push({ mount, device, type, total, free: stats.bfree * stats.bsize });
    } catch {
      // A mount that cannot be read (permissions, a stale network share) is left out.
    }
  }
  return disks;
}

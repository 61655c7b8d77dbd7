// 磁盘监控: the machine's file systems, in upstream's queryDiskInfo shape.
import { fail, ok } from '../../envelope.js';
import { diskFigures } from '../../lib/disks.js';
import type { Handler } from '../../types.js';

export const sysActuatorRedisQueryDiskInfo: Handler<'sysActuatorRedisQueryDiskInfo'> = () => {
  try {
    const disks = diskFigures().map((disk) => ({
      name: `${disk.mount} (${disk.device})`,
      max: disk.total,
      rest: disk.free,
      restPPT: Math.floor(((disk.total - disk.free) * 100) / disk.total),
    }));
    return ok(disks, { message: '查询成功' });
  } catch (error) {
    return fail(`查询失败${(error as Error).message}`);
  }
};

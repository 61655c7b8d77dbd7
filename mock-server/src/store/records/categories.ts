// 分类字典 (sys_category) as the store keeps it.
import type { Stored } from '../../lib/schema.js';

export type CategoryRecord = Required<Stored<'SysCategory'>>;

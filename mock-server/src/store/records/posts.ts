// 岗位 (sys_post) as the store keeps it: the headcount filled and the vacancy are counted from the roster when read.
import type { Stored } from '../../lib/schema.js';

export type PostRecord = Omit<Required<Stored<'SysPost'>>, 'headcountFilled' | 'vacancy'>;

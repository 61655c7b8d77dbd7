// 数据字典 (sys_dict) and its items as the store keeps them.
import type { Stored } from '../../lib/schema.js';

/** 字典项 (sys_dict_item), kept inside its dictionary (so without `dictId`). */
export type DictItemRecord = Omit<Required<Stored<'SysDictItem'>>, 'dictId'>;

/** 数据字典 (sys_dict) with its items (sys_dict_item). A deleted dictionary waits in the recycle bin (`delFlag` 1). */
export interface DictRecord extends Required<Stored<'SysDict'>> {
  items: DictItemRecord[];
}

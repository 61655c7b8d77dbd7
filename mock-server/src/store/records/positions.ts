// 职务 (sys_position) as the store keeps it.
import type { Stored } from '../../lib/schema.js';

/** 职务 (sys_position); `rank` (dict position_rank) is the fork's name for upstream's postRank. */
export type PositionRecord = Required<Stored<'SysPosition'>>;

// 奖惩记录 (hrm_reward_punish) on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { ListOptions } from '../query/list-query.js';
import { AUDIT_FIELDS, PERSON_FIELDS } from './hr-fields.js';

export const REWARD_FIELDS: EntityFields = {
  ...PERSON_FIELDS,
  rpType: { type: 'string', dict: 'reward_punish_type' },
  rpCategory: { type: 'string', dict: 'reward_punish_category' },
  rpDate: { type: 'date' },
  amount: { type: 'number' },
  reason: { type: 'string' },
  attachment: { type: 'string' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
};

export const REWARD_OPTIONS: ListOptions = { defaultSort: { column: 'rpDate', order: 'desc' } };

/** hrm_reward_punish on the entity kit (deleted for good). Its lists page the records joined with the roster
 * (handlers/hr/rewards.ts). */
export const rewardPunishes = defineEntity({ table: (data) => data.hrRewardPunishes, fields: REWARD_FIELDS, list: REWARD_OPTIONS });

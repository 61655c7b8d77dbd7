// Upstream's plain answers and messages shared by every entity's handlers.
import { ok } from '../envelope.js';

export const NO_ENTITY = '未找到对应实体';

export const BAD_IDS = '参数不识别！';

/** Upstream `result.success(msg)`: code 200, the message, result null. */
export const success = (message: string) => ok(null, { message });

/** Upstream `Result.ok(msg)`: code 200, the message also in result. */
export const okText = (message: string) => ok(message, { message });

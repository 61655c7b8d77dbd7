// Notice priorities (spec 000 §2.6; 001 §9): L normal blue, M important orange, H urgent red.
import type { Priority } from '../api/announcement-types';

export interface PriorityLook {
  color: 'blue' | 'orange' | 'red';
  /** The header tag text, as upstream's HeaderNotice. */
  tag: string;
  /** The priority dictionary text (dict priority). */
  text: string;
}

export const PRIORITY_LOOKS: Readonly<Record<Priority, PriorityLook>> = {
  L: { color: 'blue', tag: '一般消息', text: '低' },
  M: { color: 'orange', tag: '重要消息', text: '中' },
  H: { color: 'red', tag: '紧急消息', text: '高' },
};

export function priorityLook(priority: string | null | undefined): PriorityLook | null {
  return priority && Object.hasOwn(PRIORITY_LOOKS, priority) ? PRIORITY_LOOKS[priority as Priority] : null;
}

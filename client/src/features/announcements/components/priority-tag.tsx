import { Tag } from 'antd';
import { priorityLook } from '../model/priority';

/** 一般消息 (blue), 重要消息 (orange) or 紧急消息 (red). */
export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const look = priorityLook(priority);
  if (!look) return null;
  return (
    <Tag color={look.color} data-priority={priority}>
      {look.tag}
    </Tag>
  );
}

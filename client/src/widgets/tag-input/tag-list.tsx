import { Space, Tag } from 'antd';
import { tagsOf } from './tag-groups';

/** A grouped value shown as its tags (upstream's read-only `tags` cell). */
export function TagList({ value }: { value?: string | null }) {
  const tags = tagsOf(value);
  if (tags.length === 0) return null;
  return (
    <Space size={[0, 4]} wrap data-testid="tag-list">
      {tags.map((tag, index) => (
        <Tag key={`${index}-${tag}`}>{tag}</Tag>
      ))}
    </Space>
  );
}

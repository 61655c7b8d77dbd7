import { Tag } from 'antd';

/** A permission tree node's title, tagged 数据规则 when the menu has data rules (clicking it opens the chooser). */
export function RuleMenuTitle({ title, hasRules }: { title: string; hasRules: boolean }) {
  return (
    <span>
      {title}
      {hasRules && (
        <Tag style={{ marginLeft: 6 }} color="blue">
          数据规则
        </Tag>
      )}
    </span>
  );
}

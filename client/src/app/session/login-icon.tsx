// antd's outlined icons as @ant-design/icons renders them (the same markup and classes), from the icons' plain
// definitions: the login page needs eight of them and none of @ant-design/icons' runtime.
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

type IconNode = { tag: string; attrs: Record<string, string>; children?: IconNode[] };

function renderNode(node: IconNode, key?: number) {
  const Tag = node.tag as 'path';
  return (
    <Tag key={key} {...node.attrs}>
      {node.children?.map(renderNode)}
    </Tag>
  );
}

export function LoginIcon({ icon, spin = false }: { icon: IconDefinition; spin?: boolean }) {
  const svg = icon.icon as IconNode;
  return (
    <span role="img" aria-label={icon.name} className={`anticon anticon-${icon.name}${spin ? ' anticon-spin' : ''}`}>
      <svg {...svg.attrs} data-icon={icon.name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {svg.children?.map(renderNode)}
      </svg>
    </span>
  );
}

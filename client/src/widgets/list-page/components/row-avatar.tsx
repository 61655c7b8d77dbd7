// A row's small avatar as antd's `<Avatar size="small" src icon>` draws it (row-actions.test.tsx compares the two),
// without an antd component per row: its image, or the icon when there is none or it fails to load.
import { useState, type ReactNode } from 'react';
import { useRowPartsClasses } from './row-parts-context';
import { RowPartsScope } from './row-parts-scope';

interface RowAvatarProps {
  src?: string;
  /** Shown without an image, or when it fails to load. */
  icon: ReactNode;
  shape?: 'circle' | 'square';
}

export function RowAvatar({ src, icon, shape = 'circle' }: RowAvatarProps) {
  const classes = useRowPartsClasses();
  const [failed, setFailed] = useState<string | null>(null);
  if (!classes) {
    return (
      <RowPartsScope>
        <RowAvatar src={src} icon={icon} shape={shape} />
      </RowPartsScope>
    );
  }
  const { prefix, hashId, cssVar } = classes;
  const avatar = `${prefix}-avatar`;
  const image = Boolean(src) && failed !== src;
  const className = [avatar, `${avatar}-sm`, `${avatar}-${shape}`, image && `${avatar}-image`, `${avatar}-icon`, cssVar, `${avatar}-css-var`, hashId].filter(Boolean).join(' ');
  return <span className={className}>{image ? <img src={src} onError={() => setFailed(src ?? null)} /> : icon}</span>;
}

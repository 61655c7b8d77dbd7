import type { ComponentType } from 'react';

/**
 * One page of the widget gallery (组件示例). Each lives in `entries/<widget>.entry.ts`, found by a glob, so adding a
 * page touches no shared file; the page itself loads lazily, in its own chunk.
 */
export interface GalleryEntry {
  /** The page's address: `/examples/widgets?widget=<key>`. */
  key: string;
  /** The widget's name as staff read it, in the gallery's side list and heading. */
  title: string;
  /** The heading the side list groups it under (选择器, 编辑器, …). */
  group: string;
  load: () => Promise<{ default: ComponentType }>;
}

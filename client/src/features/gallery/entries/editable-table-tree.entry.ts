import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'editable-table-tree',
  title: '树形表格',
  group: '表格',
  load: () => import('../samples/editable-table-tree-gallery'),
} satisfies GalleryEntry;

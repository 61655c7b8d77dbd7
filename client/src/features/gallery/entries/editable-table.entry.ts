import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'editable-table',
  title: '可编辑表格',
  group: '表格',
  load: () => import('../samples/editable-table-gallery'),
} satisfies GalleryEntry;

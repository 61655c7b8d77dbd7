import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'editable-table-large',
  title: '可编辑表格（一万行）',
  group: '表格',
  load: () => import('../samples/editable-table-large-gallery'),
} satisfies GalleryEntry;

import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'editable-table-form',
  title: '表格表单',
  group: '表格',
  load: () => import('../samples/editable-table-form-gallery'),
} satisfies GalleryEntry;

import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'depart-picker',
  title: '部门选择',
  group: '选择器',
  load: () => import('../samples/depart-picker-gallery'),
} satisfies GalleryEntry;

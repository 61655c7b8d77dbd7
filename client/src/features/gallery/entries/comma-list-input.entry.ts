import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'comma-list-input',
  title: '逗号列表输入',
  group: '表单',
  load: () => import('../samples/comma-list-input-gallery'),
} satisfies GalleryEntry;

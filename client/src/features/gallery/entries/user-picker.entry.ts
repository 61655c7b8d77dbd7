import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'user-picker',
  title: '用户选择',
  group: '选择器',
  load: () => import('../samples/user-picker-gallery'),
} satisfies GalleryEntry;

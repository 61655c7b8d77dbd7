import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'dict-select',
  title: '字典选择',
  group: '选择器',
  load: () => import('../samples/dict-select-gallery'),
} satisfies GalleryEntry;

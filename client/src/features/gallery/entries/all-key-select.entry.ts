import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'all-key-select',
  title: '含全部项的多选',
  group: '表单',
  load: () => import('../samples/all-key-select-gallery'),
} satisfies GalleryEntry;

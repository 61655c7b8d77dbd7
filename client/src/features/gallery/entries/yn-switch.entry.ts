import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'yn-switch',
  title: '开关',
  group: '表单',
  load: () => import('../samples/yn-switch-gallery'),
} satisfies GalleryEntry;

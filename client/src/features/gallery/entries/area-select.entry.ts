import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'area-select',
  title: '省市区选择',
  group: '选择器',
  load: () => import('../samples/area-select-gallery'),
} satisfies GalleryEntry;

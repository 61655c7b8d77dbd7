import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'slider-verify',
  title: '滑块验证',
  group: '表单',
  load: () => import('../samples/slider-verify-gallery'),
} satisfies GalleryEntry;

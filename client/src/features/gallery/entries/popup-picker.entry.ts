import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'popup-picker',
  title: 'Popup报表选择',
  group: '选择器',
  load: () => import('../samples/popup-picker-gallery'),
} satisfies GalleryEntry;

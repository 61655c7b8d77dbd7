import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'fullscreen-modal',
  title: '可全屏弹窗',
  group: '弹窗',
  load: () => import('../samples/fullscreen-modal-gallery'),
} satisfies GalleryEntry;

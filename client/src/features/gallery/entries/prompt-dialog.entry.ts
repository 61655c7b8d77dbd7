import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'prompt-dialog',
  title: '输入提示框',
  group: '弹窗',
  load: () => import('../samples/prompt-dialog-gallery'),
} satisfies GalleryEntry;

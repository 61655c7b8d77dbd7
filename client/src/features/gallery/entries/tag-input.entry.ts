import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'tag-input',
  title: '标签输入',
  group: '表单',
  load: () => import('../samples/tag-input-gallery'),
} satisfies GalleryEntry;

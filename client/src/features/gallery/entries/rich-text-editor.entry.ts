import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'rich-text-editor',
  title: '富文本编辑器',
  group: '编辑器',
  load: () => import('../samples/rich-text-editor-gallery'),
} satisfies GalleryEntry;

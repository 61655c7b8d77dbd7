import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'code-editor',
  title: '代码编辑器',
  group: '编辑器',
  load: () => import('../samples/code-editor-gallery'),
} satisfies GalleryEntry;

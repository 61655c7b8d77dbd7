import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'markdown-editor',
  title: 'Markdown编辑器',
  group: '编辑器',
  load: () => import('../samples/markdown-editor-gallery'),
} satisfies GalleryEntry;

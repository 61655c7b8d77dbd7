import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'cron-editor',
  title: 'Cron表达式',
  group: '编辑器',
  load: () => import('../samples/cron-editor-gallery'),
} satisfies GalleryEntry;

import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'page-header',
  title: '页头布局',
  group: '布局',
  load: () => import('../samples/page-header-gallery'),
} satisfies GalleryEntry;

import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'detail-list',
  title: '详情列表',
  group: '布局',
  load: () => import('../samples/detail-list-gallery'),
} satisfies GalleryEntry;

import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'biz-picker',
  title: '业务实体选择',
  group: '选择器',
  load: () => import('../samples/biz-picker-gallery'),
} satisfies GalleryEntry;

import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'map-picker',
  title: '地图选点',
  group: '选择器',
  load: () => import('../samples/map-picker-gallery'),
} satisfies GalleryEntry;

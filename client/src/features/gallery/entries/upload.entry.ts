import type { GalleryEntry } from '../model/gallery-entry';

export default {
  key: 'upload',
  title: '文件上传',
  group: '上传',
  load: () => import('../samples/upload-gallery'),
} satisfies GalleryEntry;

import { describe, expect, it } from 'vitest';
import { galleryEntries } from './gallery-entries';
import type { GalleryEntry } from './gallery-entry';

const entry = (key: string, title: string, group: string): GalleryEntry => ({ key, title, group, load: () => Promise.reject(new Error('not loaded')) });

describe('gallery entries', () => {
  it('groups pages by group name and sorts titles within a group', () => {
    const listed = galleryEntries({
      a: entry('upload', '上传', '输入'),
      b: entry('cron', 'Cron表达式', '编辑器'),
      c: entry('area', '省市区', '输入'),
    });
    expect(listed.map((page) => page.key)).toEqual(['cron', 'upload', 'area']);
  });

  it('finds the pages of entries/ by their file, each with a unique key', () => {
    const keys = galleryEntries().map((page) => page.key);
    expect(keys).toContain('cron-editor');
    expect(new Set(keys).size).toBe(keys.length);
  });
});

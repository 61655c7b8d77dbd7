import type { GalleryEntry } from './gallery-entry';

const found = import.meta.glob<GalleryEntry>('../entries/*.entry.ts', { eager: true, import: 'default' });

/** Every gallery page, grouped in the order groups first appear and sorted by title within a group. */
export function galleryEntries(modules: Record<string, GalleryEntry> = found): GalleryEntry[] {
  const entries = Object.values(modules);
  const groups = [...new Set(entries.map((entry) => entry.group))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  return groups.flatMap((group) =>
    entries.filter((entry) => entry.group === group).sort((a, b) => a.title.localeCompare(b.title, 'zh-CN')),
  );
}

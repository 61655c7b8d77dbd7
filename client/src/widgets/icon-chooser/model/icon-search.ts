import type { ComponentType } from 'react';
import type { IconCategory } from './icon-catalogue';

/** The icons of a category whose stored name contains the keyword (any case, blanks ignored); all without one. */
export function iconsMatching(category: IconCategory, keyword: string): [string, ComponentType][] {
  const wanted = keyword.trim().toLowerCase();
  return [...category.icons].filter(([name]) => name.includes(wanted));
}

// A column's link (the item's fieldHref): `${field}` take the clicked row's values, URL-encoded.
export type HrefRow = Record<string, string | number | null | undefined>;

export function hrefOf(template: string, row: HrefRow): string {
  return template.replace(/\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g, (_, field: string) => {
    const value = row[field];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
}


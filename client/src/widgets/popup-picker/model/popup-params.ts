// What getData is sent (B-POPUP-11, B-POPUP-12; decision 26): paging, the query values (a range as
// <field>_begin/<field>_end), the report parameters prefixed self_, and the sorter as column and order.

export interface PopupSorter {
  column: string;
  order: 'asc' | 'desc';
}

export type PopupQueryValues = Record<string, string | [string, string] | undefined>;

export function dataParams(
  pageNo: number,
  pageSize: number,
  values: PopupQueryValues,
  selfParams: Record<string, string>,
  sorter: PopupSorter | null,
): Record<string, string | number> {
  const params: Record<string, string | number> = { pageNo, pageSize };
  for (const [field, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      if (value[0]) params[`${field}_begin`] = value[0];
      if (value[1]) params[`${field}_end`] = value[1];
    } else if (value !== undefined && value.trim() !== '') {
      params[field] = value.trim();
    }
  }
  for (const [name, value] of Object.entries(selfParams)) params[`self_${name}`] = value;
  if (sorter) {
    params.column = sorter.column;
    params.order = sorter.order;
  }
  return params;
}

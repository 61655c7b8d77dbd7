// The department forms' values as the add / edit body carries them.

/** The shared fields' values as the add / edit body carries them (empty texts as null). */
export interface DepartFieldValues {
  departName: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  orgCategory: '1' | '2' | '3' | '4';
  departOrder?: number | null;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
}

export function departBody(values: DepartFieldValues) {
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    departName: values.departName.trim(),
    departNameEn: text(values.departNameEn),
    departNameAbbr: text(values.departNameAbbr),
    orgCategory: values.orgCategory,
    departOrder: values.departOrder ?? 0,
    mobile: text(values.mobile),
    fax: text(values.fax),
    address: text(values.address),
    memo: text(values.memo),
  };
}

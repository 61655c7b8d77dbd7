// The headcount page's data (spec 000 §2.5, §7): the online form 岗位人数月度统计, read per month and company.

/** Online form id of 岗位人数月度统计 (dws_headcount_post). */
export const HEADCOUNT_FORM_ID = '7427f504b97e6935afd112bdc4d633ac';

/** The two tables: the whole network and the telephone-commerce company. */
export const HEADCOUNT_COMPANIES = [
  { company: '全网', title: '全网岗位人数' },
  { company: '电话商务公司', title: '电话商务公司岗位人数' },
] as const;

/** The headcount fetch page size (000 §9). */
export const HEADCOUNT_PAGE_SIZE = 9999;

export interface HeadcountParams {
  year: number;
  month: number;
  column: 'sort';
  order: 'asc';
  pageNo: 1;
  pageSize: typeof HEADCOUNT_PAGE_SIZE;
  company: string;
}

export function headcountParams(year: number, month: number, company: string): HeadcountParams {
  return { year, month, column: 'sort', order: 'asc', pageNo: 1, pageSize: HEADCOUNT_PAGE_SIZE, company };
}

export interface HeadcountRow {
  key: string;
  post: string;
  quantity: number;
}

/** result.records → rows of post and quantity (other fields of the form are not shown). */
export function headcountRows(records: ReadonlyArray<Record<string, unknown>>): HeadcountRow[] {
  return records.map((record, index) => ({
    key: typeof record.id === 'string' ? record.id : String(index),
    post: typeof record.post === 'string' ? record.post : '',
    quantity: typeof record.quantity === 'number' ? record.quantity : Number(record.quantity ?? 0) || 0,
  }));
}

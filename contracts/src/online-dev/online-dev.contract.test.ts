import { describe, expect, it } from 'vitest';
import { mockPerFile, startMock, loginAs, call, resultOf, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const formId = (tableName: string) => mock.app.store.data.onlineForms.find((form) => form.tableName === tableName)?.id as string;
const reportId = (code: string) => mock.app.store.data.onlineReports.find((report) => report.code === code)?.id as string;
const UNKNOWN_ID = '0123456789abcdef0123456789abcdef';

type Row = Schema<'OnlineRow'>;
const formData = async (id: string, query: string) => {
  const answer = await call(mock.app, 'onlineCgformApiGetData', { url: `/v1/online/cgform/api/getData/${id}${query}`, token: mock.token });
  expect(answer.body).toMatchObject({ success: true, code: 0 });
  return resultOf(answer);
};
const reportData = async (id: string, query: string) => {
  const answer = await call(mock.app, 'onlineCgreportApiGetData', { url: `/v1/online/cgreport/api/getData/${id}${query}`, token: mock.token });
  expect(answer.body).toMatchObject({ success: true, code: 200 });
  return resultOf(answer);
};

describe('cgform getData: the big screen headcount', () => {
  const today = new Date();
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const headcount = (company: string, y = year, m = month) =>
    formData(formId('dws_headcount_post'), `?year=${y}&month=${m}&column=sort&order=asc&pageNo=1&pageSize=9999&company=${encodeURIComponent(company)}&_t=1700000000`);

  it('A-BIG-15 A-BIG-16 answers result.records of post and quantity for 全网, sorted by sort, this month adding up to the total staff', async () => {
    const page = await headcount('全网');
    // The rows are under `records` (as the headcount page reads them), not under another key such as `rows`.
    expect(Object.keys(page)).toContain('records');
    expect(Object.keys(page)).not.toContain('rows');
    expect(page.records.length).toBeGreaterThan(5);
    expect(page.total).toBe(page.records.length);
    for (const row of page.records) {
      expect(row).toMatchObject({ year, month, company: '全网' });
      expect(typeof row.post).toBe('string');
      expect(row.quantity as number).toBeGreaterThan(0);
    }
    const sorts = page.records.map((r) => r.sort as number);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
    const staff = resultOf(await call(mock.app, 'misDashboardGlobalSummary', { url: '/v1/mis/dashboard/globalSummary', token: mock.token }));
    expect(sum(page.records.map((r) => r.quantity as number))).toBe(staff.group2.value_9);
  });

  it('A-BIG-15 the company parameter narrows: 电话商务公司 is a part of 全网, fewer posts, each post at most the whole network figure', async () => {
    const whole = await headcount('全网');
    const phone = await headcount('电话商务公司');
    expect(phone.records.length).toBeGreaterThan(0);
    expect(phone.records.length).toBeLessThan(whole.records.length);
    for (const row of phone.records) {
      const all = whole.records.find((r) => r.post === row.post);
      expect(row.quantity as number).toBeLessThanOrEqual(all?.quantity as number);
    }
    expect(sum(phone.records.map((r) => r.quantity as number))).toBeLessThan(sum(whole.records.map((r) => r.quantity as number)));
  });

  it('every one of the last 24 months has figures (the month picker), and months before have none', async () => {
    const first = new Date(Date.UTC(year, month - 1 - 23, 1));
    const oldest = await headcount('全网', first.getUTCFullYear(), first.getUTCMonth() + 1);
    expect(oldest.total).toBeGreaterThan(0);
    const before = new Date(Date.UTC(year, month - 1 - 24, 1));
    expect((await headcount('全网', before.getUTCFullYear(), before.getUTCMonth() + 1)).total).toBe(0);
    const all = await formData(formId('dws_headcount_post'), '?company=%E5%85%A8%E7%BD%91&pageSize=-521');
    expect(new Set(all.records.map((r) => `${r.year}-${r.month}`)).size).toBe(24);
  });

  it('an unknown form answers 实体不存在 (code 500); a month over 12, a malformed id and a pageSize over the limit answer 400', async () => {
    const unknown = await call(mock.app, 'onlineCgformApiGetData', { url: `/v1/online/cgform/api/getData/${UNKNOWN_ID}?pageNo=1`, token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: '实体不存在' });
    const cases: Array<[string, string]> = [
      [`${formId('dws_headcount_post')}?month=13`, '参数错误：query.month 不能大于 12'],
      [`${formId('dws_headcount_post')}?year=twenty`, '参数错误：query.year 类型应为 integer'],
      ['bad-id!', '参数错误：path.formId 格式不正确'],
      [`${formId('dws_headcount_post')}?pageSize=20000`, '参数错误：query.pageSize 不能大于 10000'],
    ];
    for (const [path, message] of cases) {
      const answer = await call(mock.app, 'onlineCgformApiGetData', { url: `/v1/online/cgform/api/getData/${path}`, token: mock.token });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});

describe('cgform getData: generic forms', () => {
  it('pages a form with JeecgBoot list semantics: field filters, ranges, superQuery and sorting', async () => {
    const id = formId('mis_supplier');
    const all = await formData(id, '?pageSize=-521');
    expect(all.total).toBe(28);
    const page = await formData(id, '?pageNo=2&pageSize=10&column=annual_amount&order=desc');
    expect(page.total).toBe(28);
    expect(page.records).toHaveLength(10);
    const sortedAmounts = all.records.map((r) => r.annual_amount as number).sort((a, b) => b - a);
    expect(page.records.map((r) => r.annual_amount)).toEqual(sortedAmounts.slice(10, 20));

    const valid = await formData(id, '?status=1&pageSize=-521');
    expect(valid.total).toBe(all.records.filter((r) => r.status === '1').length);
    expect(valid.total).toBeLessThan(28);

    const signed = await formData(id, '?signed_date_begin=2024-01-01&signed_date_end=2024-12-31&pageSize=-521');
    expect(signed.records.every((r) => String(r.signed_date).startsWith('2024'))).toBe(true);
    expect(signed.total).toBe(all.records.filter((r) => String(r.signed_date).startsWith('2024')).length);

    const it = encodeURIComponent(JSON.stringify([{ field: 'supplier_type', rule: 'eq', val: 'IT设备' }]));
    const itSuppliers = await formData(id, `?superQueryParams=${it}&pageSize=-521`);
    expect(itSuppliers.total).toBeGreaterThan(0);
    expect(itSuppliers.records.every((r: Row) => r.supplier_type === 'IT设备')).toBe(true);
  });

  it('an unknown sort column answers the list message', async () => {
    const answer = await call(mock.app, 'onlineCgformApiGetData', { url: `/v1/online/cgform/api/getData/${formId('mis_supplier')}?column=salary&order=asc`, token: mock.token });
    expect(answer.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
  });

  it('reads the stored rows: a row added to the form is listed', async () => {
    const fresh = await startMock();
    try {
      const auth = await loginAs(fresh, 'admin');
      const form = fresh.store.data.onlineForms.find((f) => f.tableName === 'mis_training_course');
      form?.rows.push({ id: 'a'.repeat(32), course_name: '年度安全生产培训', trainer: '王敏', depart: 'A01A07', course_date: '2026-01-08', hours: 4, attendees: 60, create_by: 'admin', create_time: '2026-01-08 09:00:00' });
      const answer = await call(fresh, 'onlineCgformApiGetData', { url: `/v1/online/cgform/api/getData/${form?.id}?course_name=${encodeURIComponent('年度安全生产培训')}`, token: auth });
      expect(resultOf(answer).records).toMatchObject([{ id: 'a'.repeat(32), attendees: 60 }]);
    } finally {
      await fresh.close();
    }
  });
});

describe('cgform getColumns', () => {
  it('A-SYS-45 answers the list columns with dictionary options, sorters and date slots (code 0)', async () => {
    const answer = await call(mock.app, 'onlineCgformApiGetColumns', { url: `/v1/online/cgform/api/getColumns/${formId('mis_supplier')}?_t=1700000000`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const result = resultOf(answer);
    expect(result).toMatchObject({ description: '供应商名录', currentTableName: 'mis_supplier', cgButtonList: [], hideColumns: [] });
    expect(result.columns.map((c) => c.dataIndex)).toEqual(['supplier_name', 'supplier_type', 'contact_person', 'contact_phone', 'credit_code', 'status', 'signed_date', 'annual_amount']);
    const status = result.columns.find((c) => c.dataIndex === 'status');
    expect(status?.customRender).toBe('status');
    expect(result.dictOptions.status?.map((item) => [item.value, item.text])).toEqual([['0', '无效'], ['1', '有效']]);
    expect(result.columns.find((c) => c.dataIndex === 'signed_date')).toMatchObject({ sorter: true, scopedSlots: { customRender: 'dateSlot' } });
    expect(result.columns.find((c) => c.dataIndex === 'supplier_name')).not.toHaveProperty('sorter');
  });

  it('a table dictionary field gets its options from the table', async () => {
    const answer = await call(mock.app, 'onlineCgformApiGetColumns', { url: `/v1/online/cgform/api/getColumns/${formId('mis_training_course')}`, token: mock.token });
    const result = resultOf(answer);
    const departs = result.dictOptions.depart ?? [];
    expect(departs.find((item) => item.value === 'A01A07')?.text).toBe('通信事业部');
    expect(departs.length).toBe(mock.app.store.data.departs.length);
  });

  it('an unknown form answers 实体不存在; a malformed id answers 400', async () => {
    const unknown = await call(mock.app, 'onlineCgformApiGetColumns', { url: `/v1/online/cgform/api/getColumns/${UNKNOWN_ID}`, token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: '实体不存在' });
    const bad = await call(mock.app, 'onlineCgformApiGetColumns', { url: '/v1/online/cgform/api/getColumns/a.b', token: mock.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：path.id 格式不正确');
  });
});

describe('cgform getFormItem', () => {
  it('A-SYS-46 answers the form schema (required fields, properties with views and dictionaries) and the head (code 0)', async () => {
    const answer = await call(mock.app, 'onlineCgformApiGetFormItem', { url: `/v1/online/cgform/api/getFormItem/${formId('mis_supplier')}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const result = resultOf(answer);
    expect(result.schema).toMatchObject({ type: 'object', required: ['supplier_name'], table: 'mis_supplier' });
    expect(Object.keys(result.schema.properties)).not.toContain('id');
    expect(Object.keys(result.schema.properties)).not.toContain('create_time');
    expect(result.schema.properties.status).toMatchObject({ title: '合作状态', view: 'list', type: 'string', dictCode: 'valid_status' });
    expect(result.schema.properties.annual_amount).toMatchObject({ view: 'number', type: 'number' });
    expect(result.head).toMatchObject({ id: formId('mis_supplier'), tableName: 'mis_supplier', tableTxt: '供应商名录', tableType: 1 });
  });

  it('an unknown form answers 表不存在; a malformed id answers 400', async () => {
    const unknown = await call(mock.app, 'onlineCgformApiGetFormItem', { url: `/v1/online/cgform/api/getFormItem/${UNKNOWN_ID}`, token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: '表不存在' });
    const bad = await call(mock.app, 'onlineCgformApiGetFormItem', { url: `/v1/online/cgform/api/getFormItem/${'x'.repeat(65)}`, token: mock.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：path.id 格式不正确');
  });
});

describe('cgform getQueryInfo', () => {
  it('A-SYS-47 answers the query fields in order with mode and view; from the third on hidden (code 200)', async () => {
    const answer = await call(mock.app, 'onlineCgformApiGetQueryInfo', { url: `/v1/online/cgform/api/getQueryInfo/${formId('dws_headcount_post')}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    expect(answer.body.result).toEqual([
      { label: '年份', field: 'year', mode: 'single', view: 'number' },
      { label: '月份', field: 'month', mode: 'single', view: 'number' },
      { label: '公司', field: 'company', mode: 'single', view: 'text', hidden: '1' },
      { label: '岗位', field: 'post', mode: 'single', view: 'text', hidden: '1' },
    ]);
    const supplier = resultOf(await call(mock.app, 'onlineCgformApiGetQueryInfo', { url: `/v1/online/cgform/api/getQueryInfo/${formId('mis_supplier')}`, token: mock.token }));
    expect(supplier.find((f) => f.field === 'status')).toMatchObject({ view: 'list', dictCode: 'valid_status' });
    expect(supplier.find((f) => f.field === 'signed_date')).toMatchObject({ mode: 'group' });
  });

  it('an unknown form answers 查询失败; a malformed id answers 400', async () => {
    const unknown = await call(mock.app, 'onlineCgformApiGetQueryInfo', { url: `/v1/online/cgform/api/getQueryInfo/${UNKNOWN_ID}`, token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: '查询失败' });
    const bad = await call(mock.app, 'onlineCgformApiGetQueryInfo', { url: '/v1/online/cgform/api/getQueryInfo/%E8%A1%A8', token: mock.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：path.id 格式不正确');
  });
});

describe('cgreport getRpColumns', () => {
  it('B-POPUP-09 answers success, columns, dictOptions, cgRpConfigId and cgRpConfigName for a report code', async () => {
    const answer = await call(mock.app, 'onlineCgreportApiGetRpColumns', { url: '/v1/online/cgreport/api/getRpColumns/project_revenue?_t=1700000000', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '' });
    const result = resultOf(answer);
    expect(result).toMatchObject({ cgRpConfigId: reportId('project_revenue'), cgRpConfigName: '项目营收报表' });
    expect(result.columns.map((c) => c.dataIndex)).not.toContain('id');
    expect(result.columns[0]).toEqual({ title: '项目名称', dataIndex: 'project_name', align: 'center' });
    expect(result.columns.find((c) => c.dataIndex === 'business_type')?.customRender).toBe('business_type');
    expect(result.columns.find((c) => c.dataIndex === 'sign_date')?.sorter).toBe('true');
    expect(result.dictOptions.business_type?.map((i) => i.text)).toEqual(['人力外包', '业务外包', '劳务派遣', '招聘服务']);
    expect(Object.keys(result.dictOptions).sort()).toEqual(['business_type', 'industry_structure']);
  });

  it('an unknown code answers 实体不存在; a malformed code answers 400', async () => {
    const unknown = await call(mock.app, 'onlineCgreportApiGetRpColumns', { url: '/v1/online/cgreport/api/getRpColumns/no_such_report', token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: '实体不存在' });
    const bad = await call(mock.app, 'onlineCgreportApiGetRpColumns', { url: '/v1/online/cgreport/api/getRpColumns/drop-table', token: mock.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：path.code 格式不正确');
  });
});

describe('cgreport getQueryInfo', () => {
  it('B-POPUP-10 answers the array of query fields (field, mode, view; dictionary columns as list)', async () => {
    const answer = await call(mock.app, 'onlineCgreportApiGetQueryInfo', { url: `/v1/online/cgreport/api/getQueryInfo/${reportId('project_revenue')}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const fields = resultOf(answer);
    expect(fields.map((f) => f.field)).toEqual(['project_name', 'area', 'business_type', 'industry_structure', 'amount', 'sign_date']);
    expect(fields[0]).toEqual({ label: '项目名称', field: 'project_name', mode: 'single', view: 'string' });
    expect(fields[2]).toEqual({ label: '业务类型', field: 'business_type', mode: 'single', view: 'list', dictCode: 'business_type', hidden: '1' });
    expect(fields.find((f) => f.field === 'amount')).toMatchObject({ mode: 'group', view: 'double' });
  });

  it('an unknown id answers an empty list (as upstream); a malformed id answers 400', async () => {
    const unknown = await call(mock.app, 'onlineCgreportApiGetQueryInfo', { url: `/v1/online/cgreport/api/getQueryInfo/${UNKNOWN_ID}`, token: mock.token });
    expect(unknown.body).toMatchObject({ success: true, code: 200, result: [] });
    const bad = await call(mock.app, 'onlineCgreportApiGetQueryInfo', { url: '/v1/online/cgreport/api/getQueryInfo/a%20b', token: mock.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：path.cgRpConfigId 格式不正确');
  });
});

describe('cgreport getData', () => {
  it('B-POPUP-11 pages the report with pageNo, pageSize, query params, self_ params, column and order; answers records and total', async () => {
    const id = reportId('project_revenue');
    const { projects } = mock.app.store.data;
    const all = await reportData(id, '?pageNo=1&pageSize=-521');
    expect(all.total).toBe(projects.length);
    expect(sum(all.records.map((r) => r.amount as number))).toBeCloseTo(sum(projects.map((p) => p.amount)), 1);

    const page = await reportData(id, '?pageNo=2&pageSize=10&column=amount&order=desc');
    expect(page.total).toBe(projects.length);
    const expected = [...projects].sort((a, b) => b.amount - a.amount).slice(10, 20).map((p) => p.id);
    expect(page.records.map((r) => r.id)).toEqual(expected);

    const finance = await reportData(id, '?industry_structure=2&pageSize=-521');
    expect(finance.total).toBe(projects.filter((p) => p.industryStructure === '2').length);
    expect(finance.records.every((r) => r.business_unit === '金融事业部')).toBe(true);

    const range = await reportData(id, '?amount_begin=2000000&amount_end=4000000&pageSize=-521');
    expect(range.total).toBe(projects.filter((p) => p.amount >= 2_000_000 && p.amount <= 4_000_000).length);

    const thisYear = await reportData(id, `?self_year=${new Date().getUTCFullYear()}&pageSize=-521`);
    expect(thisYear.total).toBe(projects.length);
    const lastYear = await reportData(id, `?self_year=${new Date().getUTCFullYear() - 1}&pageSize=-521`);
    expect(lastYear).toEqual({ total: 0, records: [] });
  });

  it('columns that are not searchable do not filter; the user report filters by name', async () => {
    const id = reportId('project_revenue');
    const unfiltered = await reportData(id, '?cost=1&pageSize=-521');
    expect(unfiltered.total).toBe(mock.app.store.data.projects.length);
    const users = await reportData(reportId('report_user'), `?realname=${encodeURIComponent('张三')}`);
    expect(users.records).toMatchObject([{ username: 'zhangsan', realname: '张三', sex: 1 }]);
  });

  it('an unknown id answers 实体不存在; an unknown sort column the list message; a pageSize over the limit 400', async () => {
    const unknown = await call(mock.app, 'onlineCgreportApiGetData', { url: `/v1/online/cgreport/api/getData/${UNKNOWN_ID}`, token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: '实体不存在' });
    const column = await call(mock.app, 'onlineCgreportApiGetData', { url: `/v1/online/cgreport/api/getData/${reportId('project_revenue')}?column=salary`, token: mock.token });
    expect(column.body).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
    const size = await call(mock.app, 'onlineCgreportApiGetData', { url: `/v1/online/cgreport/api/getData/${reportId('project_revenue')}?pageSize=10001`, token: mock.token });
    expect(size.status).toBe(400);
    expect(size.body.message).toBe('参数错误：query.pageSize 不能大于 10000');
  });
});

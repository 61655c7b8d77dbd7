// An online form's metadata (shaped as the mock and upstream answer getColumns, getQueryInfo and getFormItem)
// becomes a resource: the fields in the list's order, their kinds from the views, options from dictOptions, search
// modes from the query modes, the form's required fields and lengths, and the data path filled with the form's id.
import { describe, expect, it } from 'vitest';
import { columnsOf, searchSchemaOf } from './derive';
import { FIELD_KINDS } from './field-kind';
import { formFieldsOf, formRulesOf } from './form-fields';
import { onlineResourceOf, type OnlineMetadata } from './online-resource';
import { filledPath, withOptionTexts } from './resource-api';

const metadata: OnlineMetadata = {
  id: 'f1',
  columns: {
    columns: [
      { title: '课程名称', dataIndex: 'course_name', align: 'center' },
      { title: '组织部门', dataIndex: 'depart', align: 'center', customRender: 'depart' },
      { title: '培训日期', dataIndex: 'course_date', align: 'center', sorter: true, scopedSlots: { customRender: 'dateSlot' } },
      { title: '课时', dataIndex: 'hours', align: 'center', sorter: true },
    ],
    dictOptions: { depart: [{ value: 'A01', text: '总部', title: '总部' }, { value: 'A02', text: '华东分公司', title: '华东分公司' }] },
    formTemplate: '2',
    description: '培训课程登记',
    currentTableName: 'mis_training_course',
    cgButtonList: [],
    hideColumns: [],
  },
  queryInfo: [
    { label: '课程名称', field: 'course_name', mode: 'single', view: 'text' },
    { label: '组织部门', field: 'depart', mode: 'single', view: 'sel_depart', dictCode: 'org_code', dictTable: 'sys_depart', dictText: 'depart_name' },
    { label: '培训日期', field: 'course_date', mode: 'group', view: 'date', hidden: '1' },
  ],
  formItem: {
    schema: {
      type: 'object',
      required: ['course_name'],
      table: 'mis_training_course',
      properties: {
        hours: { title: '课时', view: 'number', type: 'integer', order: 5 },
        course_name: { title: '课程名称', view: 'text', type: 'string', order: 1, maxLength: 100 },
        trainer: { title: '讲师', view: 'text', type: 'string', order: 2, maxLength: 50 },
        depart: { title: '组织部门', view: 'sel_depart', type: 'string', order: 3, maxLength: 64, dictCode: 'org_code', dictTable: 'sys_depart', dictText: 'depart_name' },
        course_date: { title: '培训日期', view: 'date', type: 'string', order: 4, maxLength: 10 },
      },
    },
    head: {
      id: 'f1', tableName: 'mis_training_course', tableTxt: '培训课程登记', tableType: 1, formCategory: 'bdfl_include', formTemplate: '2', isTree: 'N',
      isCheckbox: 'Y', isPage: 'Y', tableVersion: 1,
    },
  },
};

describe('an online form as a resource', () => {
  const resource = onlineResourceOf(metadata);

  it('lists the columns in getColumns order, with the form-only fields after them and off the table', () => {
    expect(resource.fields.map((field) => field.name)).toEqual(['course_name', 'depart', 'course_date', 'hours', 'trainer']);
    const columns = columnsOf(resource);
    expect(columns.map((column) => column.title)).toEqual(['#', '课程名称', '组织部门', '培训日期', '课时']);
    expect(columns.find((column) => column.title === '组织部门')).toMatchObject({ dataIndex: 'depart', dictText: true, sorter: false });
    expect(columns.find((column) => column.title === '课时')).toMatchObject({ sorter: true });
  });

  it('searches as getQueryInfo says: text contains, a table dictionary by its items, a group date as a range', () => {
    expect(searchSchemaOf(resource)).toEqual([
      { kind: 'text', name: 'course_name', label: '课程名称', match: 'like' },
      { kind: 'select', name: 'depart', label: '组织部门', options: [{ value: 'A01', label: '总部' }, { value: 'A02', label: '华东分公司' }] },
      { kind: 'date-range', name: 'course_date', label: '培训日期' },
    ]);
  });

  it("has getFormItem's fields on its two-column form, required and length from the schema, kinds from the views", () => {
    expect(resource.formColumns).toBe(2);
    const form = formFieldsOf(resource, 'add');
    expect(form.map((field) => [field.name, field.kind, field.form])).toEqual([
      ['course_name', 'text', { required: true, max: 100 }],
      ['depart', 'sel_search', { required: false, max: 64 }],
      ['course_date', 'date', { required: false, max: 10 }],
      ['hours', 'number', { required: false }],
      ['trainer', 'text', { required: false, max: 50 }],
    ]);
  });

  it('leaves a column its permissions hide (hideColumns) off the list, the search and the form; keeps a read-only field locked', () => {
    const ruled = onlineResourceOf({
      ...metadata,
      columns: { ...metadata.columns, hideColumns: ['course_date'] },
      formItem: { ...metadata.formItem, schema: { ...metadata.formItem.schema, properties: { ...metadata.formItem.schema.properties, hours: { title: '课时', view: 'number', type: 'integer', order: 5, readOnly: true } } } },
    });
    expect(ruled.fields.map((field) => field.name)).toEqual(['course_name', 'depart', 'hours', 'trainer']);
    expect(columnsOf(ruled).map((column) => column.title)).toEqual(['#', '课程名称', '组织部门', '课时']);
    expect(searchSchemaOf(ruled).map((field) => field.name)).toEqual(['course_name', 'depart']);
    expect(formFieldsOf(ruled, 'add').find((field) => field.name === 'hours')?.form).toMatchObject({ readOnly: true });
  });

  it("reads the form's data from getData with its id, and shows the options' labels the data does not carry", () => {
    expect(filledPath(resource.calls.list, resource.pathParams)).toBe('/online/cgform/api/getData/f1');
    const depart = resource.fields.find((field) => field.name === 'depart')!;
    expect(withOptionTexts({ id: '1', depart: 'A02' }, [depart])).toEqual({ id: '1', depart: 'A02', depart_dictText: '华东分公司' });
    expect(withOptionTexts({ id: '1', depart: 'A01,A09' }, [depart])).toMatchObject({ depart_dictText: '总部,A09' });
    expect(withOptionTexts({ id: '1', depart: 'A01', depart_dictText: '已翻译' }, [depart])).toMatchObject({ depart_dictText: '已翻译' });
  });
});

describe('every view type of an online form (issue 29)', () => {
  // One required field of every kind the kit's FieldKind lists, plus a view it does not know (upstream's link_down).
  const views = [...FIELD_KINDS, 'link_down'];
  const properties = Object.fromEntries(
    views.map((view, order) => [`f_${view}`, { title: `字段${order}`, view, type: view === 'number' ? ('number' as const) : ('string' as const), order, ...(view === 'text' ? { pattern: 'm' } : {}), ...(view === 'password' ? { readOnly: true } : {}) }]),
  );
  const every = onlineResourceOf({
    ...metadata,
    columns: { ...metadata.columns, columns: [{ title: '字段0', dataIndex: 'f_text', align: 'center' }], fieldHrefSlots: [{ slotName: 'f_text', href: '/hrm/employee/detail?no=${f_text}&name=${f_list}' }] },
    queryInfo: [],
    formItem: { ...metadata.formItem, schema: { type: 'object', required: views.map((view) => `f_${view}`), table: 't', properties } },
  });
  const form = formFieldsOf(every, 'add');

  it('takes each view as the field kind of the same name on the form, an unknown view as text', () => {
    expect(form.map((field) => field.kind)).toEqual([...FIELD_KINDS, 'text']);
  });

  it('says each field required with 请输入 for typed kinds and 请选择 for chosen ones, and keeps pattern and read-only', async () => {
    const messages = await Promise.all(
      form.map(async (field) => {
        const [required] = formRulesOf(field, undefined, async () => null);
        const validator = (required as { validator?: (rule: unknown, value: unknown) => Promise<void> }).validator;
        const message = (required as { message?: string }).message;
        if (message) return message;
        return validator?.({}, '').then(
          () => 'passed',
          (error: Error) => error.message,
        );
      }),
    );
    const chosen = new Set(['list', 'radio', 'checkbox', 'list_multi', 'sel_search', 'switch', 'date', 'datetime', 'time', 'file', 'image', 'sel_user', 'sel_depart', 'popup', 'sel_tree', 'cat_tree', 'pca']);
    expect(messages).toEqual(form.map((field) => `${chosen.has(field.kind) ? '请选择' : '请输入'}${field.label}!`));
    expect(form.find((field) => field.kind === 'text')?.form).toMatchObject({ pattern: 'm' });
    expect(form.find((field) => field.kind === 'password')?.form).toMatchObject({ readOnly: true });
    expect(form.filter((field) => field.form?.wide).map((field) => field.kind)).toEqual(['textarea', 'umeditor', 'markdown', 'file', 'image']);
  });

  it("writes through the form's calls with its code, and a href column fills the row's values into its address", () => {
    expect(filledPath(every.calls.add!, every.pathParams)).toBe('/online/cgform/api/form/f1');
    expect(filledPath(every.calls.delete!, every.pathParams)).toBe('/online/cgform/api/form/f1/{id}');
    expect(filledPath(every.calls.exportXls!, every.pathParams)).toBe('/online/cgform/api/exportXls/f1');
    const column = every.fields.find((field) => field.name === 'f_text')?.column;
    const href = column ? column.href : undefined;
    expect(href?.({ id: '1', f_text: 'A 01', f_list: '张三' })).toBe('/hrm/employee/detail?no=A%2001&name=%E5%BC%A0%E4%B8%89');
  });
});

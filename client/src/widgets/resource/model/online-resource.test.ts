// An online form's metadata (shaped as the mock and upstream answer getColumns, getQueryInfo and getFormItem)
// becomes a resource: the fields in the list's order, their kinds from the views, options from dictOptions, search
// modes from the query modes, the form's required fields and lengths, and the data path filled with the form's id.
import { describe, expect, it } from 'vitest';
import { columnsOf, searchSchemaOf } from './derive';
import { formFieldsOf } from './form-fields';
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

  it("reads the form's data from getData with its id, and shows the options' labels the data does not carry", () => {
    expect(filledPath(resource.calls.list, resource.pathParams)).toBe('/online/cgform/api/getData/f1');
    const depart = resource.fields.find((field) => field.name === 'depart')!;
    expect(withOptionTexts({ id: '1', depart: 'A02' }, [depart])).toEqual({ id: '1', depart: 'A02', depart_dictText: '华东分公司' });
    expect(withOptionTexts({ id: '1', depart: 'A01,A09' }, [depart])).toMatchObject({ depart_dictText: '总部,A09' });
    expect(withOptionTexts({ id: '1', depart: 'A01', depart_dictText: '已翻译' }, [depart])).toMatchObject({ depart_dictText: '已翻译' });
  });
});

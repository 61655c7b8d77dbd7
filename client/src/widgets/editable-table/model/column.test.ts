import { describe, expect, it } from 'vitest';
import type { EditableColumn } from './column';
import { createTempMarker } from './row-ids';
import { newRow } from './rows';
import { validateCell } from './validate';

/** The fields B-GRID-01 lists, in its order; `satisfies` fails the typecheck if EditableColumn drops one. */
const B_GRID_01_FIELDS = [
  'key', 'type', 'title', 'width', 'options', 'defaultValue', 'defaultChecked', 'customValue', 'validateRules', 'dictCode',
  'placeholder', 'disabled', 'props', 'statistics', 'isOrder', 'allowDownload', 'allowRemove', 'token', 'action', 'data',
  'responseName', 'popupCode', 'orgFields', 'destFields', 'field', 'param', 'sorter', 'store', 'text', 'multi',
  'fieldExtendJson', 'allowInput', 'allowSearch', 'dict',
] as const satisfies ReadonlyArray<keyof EditableColumn>;

/** One column holding every field of B-GRID-01 (typed: a wrong field name or value type fails the typecheck). */
const EVERY_FIELD = {
  key: 'married',
  type: 'checkbox',
  title: '已婚',
  width: '20%',
  options: [{ value: 'Y', text: '是' }, { value: 'N', text: '否' }],
  defaultValue: 'ignored for a checkbox',
  defaultChecked: true,
  customValue: ['Y', 'N'],
  validateRules: [{ required: true, message: '${title}必须填写' }],
  dictCode: 'yn',
  placeholder: '请选择',
  disabled: false,
  props: { size: 'small' },
  statistics: 'sum',
  isOrder: false,
  allowDownload: true,
  allowRemove: false,
  token: true,
  action: '/sys/common/upload',
  data: { biz: 'married' },
  responseName: 'result.url',
  popupCode: 'report_user',
  orgFields: 'username',
  destFields: 'married',
  field: 'married',
  param: { self_depart: 'A01' },
  sorter: 'orderNum',
  store: 'username',
  text: 'realname',
  multi: false,
  fieldExtendJson: '{"uploadnum":1}',
  allowInput: true,
  allowSearch: true,
  dict: 'sys_user,realname,username',
} satisfies EditableColumn;

describe('column configuration (001 §3)', () => {
  it('B-GRID-01 one column accepts every listed field, and a row is built and validated from it', async () => {
    const column: EditableColumn = EVERY_FIELD;
    expect(Object.keys(column).sort()).toEqual([...B_GRID_01_FIELDS].sort());
    expect(B_GRID_01_FIELDS).toHaveLength(34);

    const row = newRow([column], createTempMarker());
    // checkbox: defaultChecked picks the checked half of customValue (defaultValue is for the other types)
    expect(row.married).toBe('Y');
    expect(await validateCell(column, row, [row])).toBeNull();
    expect(await validateCell(column, { ...row, married: '' }, [row])).toBe('已婚必须填写');

    const asText: EditableColumn = { ...column, type: 'input' };
    expect(newRow([asText], createTempMarker()).married).toBe('ignored for a checkbox');
  });
});

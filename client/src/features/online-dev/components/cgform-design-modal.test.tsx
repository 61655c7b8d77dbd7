// The designer dialog: its rules stop a save with the message naming the problem, a server refusal keeps it open,
// a valid new definition is sent to addAll with the system fields; and 同步数据库's answer as shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { DefinitionBody, OnlineSyncResult } from '../api/cgform-design-api';
import { CgformDesignModal } from './cgform-design-modal';
import { SyncOutcome } from './sync-database-modal';

let backend: ReturnType<typeof installFakeBackend>;
let addAllAnswer = envelope(200, null, '添加成功');

beforeEach(() => {
  // happy-dom lays nothing out: the grid is given a box so its rows render
  for (const [property, size] of [['offsetWidth', 1000], ['clientWidth', 1000], ['offsetHeight', 400], ['clientHeight', 400]] as const) {
    vi.spyOn(HTMLElement.prototype, property, 'get').mockReturnValue(size);
  }
  addAllAnswer = envelope(200, null, '添加成功');
  backend = installFakeBackend({ 'POST /online/cgform/api/addAll': () => ({ data: addAllAnswer }) });
});
afterEach(() => vi.restoreAllMocks());

function renderNew() {
  const onCancel = vi.fn();
  renderWithProviders(<CgformDesignModal editing="new" saving={false} onCancel={onCancel} onSubmit={vi.fn()} />);
  return { onCancel };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
const problem = async () => (await screen.findByTestId('cgform-design-problem')).textContent;

async function chooseType(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '表类型' }));
  fireEvent.click(await screen.findByTitle(label));
}

describe('the designer dialog', () => {
  it('starts a new definition with the system fields on 数据库属性', async () => {
    renderNew();
    const grid = await screen.findByRole('grid', { name: '数据库属性' });
    for (const name of ['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code']) expect(within(grid).getByText(name)).toBeInTheDocument();
  });

  it('a malformed table name is named before anything is sent', async () => {
    renderNew();
    await screen.findByRole('grid', { name: '数据库属性' });
    type('表名', 'Mis-Contract');
    type('表描述', '合同登记');
    confirm();
    expect(await problem()).toBe('表名「Mis-Contract」格式不正确：须以小写字母开头，只含小写字母、数字和下划线');
    expect(backend.calls('post', '/online/cgform/api/addAll')).toHaveLength(0);
  });

  it('a sub-table without its foreign key is refused with the message naming it', async () => {
    renderNew();
    await screen.findByRole('grid', { name: '数据库属性' });
    type('表名', 'mis_contract_item');
    type('表描述', '合同明细');
    await chooseType('附表');
    confirm();
    expect(await problem()).toBe('附表「mis_contract_item」缺少外键：请在外键页为一个字段填写主表和主表字段');
    expect(backend.calls('post', '/online/cgform/api/addAll')).toHaveLength(0);
  });

  it('a valid definition goes to addAll with the head and the system fields; the dialog closes', async () => {
    const { onCancel } = renderNew();
    await screen.findByRole('grid', { name: '数据库属性' });
    type('表名', 'mis_contract');
    type('表描述', '合同登记');
    await chooseType('主表');
    confirm();
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
    const [request] = backend.calls('post', '/online/cgform/api/addAll');
    const sent = JSON.parse(String(request?.data)) as DefinitionBody;
    expect(sent.head).toMatchObject({ tableName: 'mis_contract', tableTxt: '合同登记', tableType: 2 });
    expect(sent.fields.map((field) => [field.dbFieldName, field.dbIsKey, field.orderNum])).toEqual([
      ['id', 1, 1],
      ['create_by', 0, 2],
      ['create_time', 0, 3],
      ['update_by', 0, 4],
      ['update_time', 0, 5],
      ['sys_org_code', 0, 6],
    ]);
    expect(sent.fields.every((field) => field.id === undefined)).toBe(true);
    expect(sent).not.toHaveProperty('deleteFieldIds');
  });

  it('a refusal of the server (a taken table name) keeps the dialog open', async () => {
    addAllAnswer = envelope(500, null, '表名「mis_supplier」已存在');
    const { onCancel } = renderNew();
    await screen.findByRole('grid', { name: '数据库属性' });
    type('表名', 'mis_supplier');
    type('表描述', '供应商');
    confirm();
    await waitFor(() => expect(backend.calls('post', '/online/cgform/api/addAll')).toHaveLength(1));
    expect(await screen.findByText('表名「mis_supplier」已存在')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('the 同步数据库 answer', () => {
  it('says how many rows the table kept, which columns were added, converted (and what was lost) and dropped', () => {
    const outcome: OnlineSyncResult = {
      tableName: 'mis_supplier',
      synMethod: 'normal',
      rows: 28,
      added: ['remark'],
      dropped: [{ column: 'credit_code', values: 27 }],
      converted: [{ column: 'annual_amount', from: 'double(12,0)', to: 'int(5)', values: 28, lost: 3 }],
    };
    renderWithProviders(<SyncOutcome outcome={outcome} />);
    const table = screen.getByTestId('sync-outcome');
    expect(within(table).getByText('28 行')).toBeInTheDocument();
    expect(within(table).getByText('remark')).toBeInTheDocument();
    expect(within(table).getByText('annual_amount：double(12,0) → int(5)，转换 28 个值，3 个值无法转换已清空')).toBeInTheDocument();
    expect(within(table).getByText('credit_code（丢弃 27 个值）')).toBeInTheDocument();
    expect(screen.getByText('mis_supplier：普通同步，保留表数据')).toBeInTheDocument();
  });

  it('a force sync says the table was rebuilt, and that nothing was dropped', () => {
    renderWithProviders(<SyncOutcome outcome={{ tableName: 'mis_contract', synMethod: 'force', rows: 0, added: ['id'], dropped: [], converted: [] }} />);
    expect(screen.getByText('mis_contract：强制同步，表已重建')).toBeInTheDocument();
    expect(within(screen.getByTestId('sync-outcome')).getByText('无，没有丢弃数据')).toBeInTheDocument();
  });
});

// The online form dialog of a main table: 确定 validates the main form, then each sub-table tab in turn, and shows the
// first tab that fails (001 §5's table-form submit); a valid form sends each sub-table's rows under its table name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { onlineResourceOf, type OnlineMetadata } from '@/widgets/resource';
import type { OnlineSubForm } from '../model/online-sub-tables';
import { OnlineFormModal } from './online-form-modal';

const metadata: OnlineMetadata = {
  id: 'p1',
  columns: { columns: [], dictOptions: {}, formTemplate: '1', description: '采购申请', currentTableName: 'mis_purchase_apply', cgButtonList: [], hideColumns: [] },
  queryInfo: [],
  formItem: {
    schema: { type: 'object', required: ['title'], table: 'mis_purchase_apply', properties: { title: { title: '申请标题', view: 'text', type: 'string', order: 1, maxLength: 100 } } },
    head: { id: 'p1', tableName: 'mis_purchase_apply', tableTxt: '采购申请', tableType: 2, formCategory: 'temp', formTemplate: '1', isTree: 'N', isCheckbox: 'Y', isPage: 'Y', tableVersion: 1 },
  },
};

const SUB_TABLES: OnlineSubForm[] = [
  {
    table: 'mis_purchase_item',
    title: '采购明细',
    relationType: 0,
    foreignKey: 'apply_id',
    required: ['material_name'],
    properties: {
      material_name: { title: '物料名称', view: 'text', type: 'string', order: 1 },
      quantity: { title: '数量', view: 'number', type: 'integer', order: 2 },
    },
  },
  {
    table: 'mis_purchase_contract',
    title: '采购合同',
    relationType: 1,
    foreignKey: 'apply_id',
    required: ['contract_no'],
    properties: {
      contract_no: { title: '合同编号', view: 'text', type: 'string', order: 1 },
      supplier: { title: '供应商', view: 'text', type: 'string', order: 2 },
    },
  },
];

function renderModal() {
  const onSubmit = vi.fn();
  renderWithProviders(<OnlineFormModal resource={onlineResourceOf(metadata)} code="p1" subTables={SUB_TABLES} editing="new" saving={false} onCancel={() => undefined} onSubmit={onSubmit} />);
  return { onSubmit, dialog: screen.getByRole('dialog', { name: '新增' }) };
}

const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent;
const confirm = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

describe('online form dialog: sub-tables validated tab by tab (issue 29)', () => {
  it('B-FORM-03 stops at the main form first, then shows the first failing tab and its message, sending nothing', async () => {
    const { dialog, onSubmit } = renderModal();
    confirm(dialog);
    expect(await within(dialog).findByText('请输入申请标题!')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '申请标题' }), { target: { value: '耳麦补充' } });
    // A 采购合同 half filled (one-to-one: its required 合同编号 missing) while 采购明细 is on screen.
    fireEvent.change(within(dialog).getByRole('textbox', { name: '供应商', hidden: true }), { target: { value: '华信' } });
    expect(activeTab()).toBe('采购明细');
    confirm(dialog);
    await waitFor(() => expect(activeTab()).toBe('采购合同'));
    expect(await screen.findByText('采购合同校验未通过')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入合同编号!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the main values with each sub-table under its table name; an untouched one-to-one sends none', async () => {
    const { dialog, onSubmit } = renderModal();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '申请标题' }), { target: { value: '耳麦补充' } });
    confirm(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ title: '耳麦补充', mis_purchase_item: [], mis_purchase_contract: [] });
  });
});

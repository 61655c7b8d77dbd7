// The five recycle bins (menu components pur/<X>RecycleList, opened by each list's 回收站): the deleted rows, searched
// and shown as their list shows them, with who deleted them and when; 取回 and 彻底删除 (one row or the selection),
// each confirmed (the kit's 确定取回吗? / 确定彻底删除吗?).
import { defineResource, type Resource, type ResourceCalls, type ResourceField } from '@/widgets/resource';
import type { Contract, Enquiry, Order, Plan, Supplier } from '../api/purchase-api';
import { contractResource } from './contract-resource';
import { enquiryResource } from './enquiry-resource';
import { orderResource } from './order-resource';
import { planResource } from './plan-resource';
import { supplierResource } from './supplier-resource';

type Deleted = { updateBy?: string | null; updateTime?: string | null };

function recycleOf<Row extends Deleted>(list: Resource<Row>, screen: string, calls: Pick<ResourceCalls, 'list' | 'recover' | 'recoverBatch' | 'realDelete'>): Resource<Row> {
  const deletedBy = [
    { name: 'updateBy', label: '删除人', kind: 'text', query: false, column: { width: 90, sorter: false, responsive: ['lg'] } },
    { name: 'updateTime', label: '删除时间', kind: 'datetime', query: false, column: { width: 170, responsive: ['sm'] } },
  ] as unknown as ResourceField<Row>[];
  return defineResource<Row>({
    key: `${list.key}-recycle`,
    screen,
    permission: list.permission,
    // Latest deleted first (purchase.yaml's recycleBin lists).
    defaultSort: { column: 'updateTime', order: 'desc' },
    calls,
    rowNumbers: list.rowNumbers,
    tableWidth: list.tableWidth,
    phoneFits: list.phoneFits,
    fields: [...list.fields.map((field) => ({ ...field, form: undefined })), ...deletedBy],
  });
}

export const supplierRecycleResource = recycleOf<Supplier>(supplierResource, 'pur/SupplierRecycleList', {
  list: '/pur/supplier/recycleBin',
  recover: '/pur/supplier/recover',
  recoverBatch: '/pur/supplier/recoverBatch',
  realDelete: '/pur/supplier/realDelete',
});
export const planRecycleResource = recycleOf<Plan>(planResource, 'pur/PlanRecycleList', {
  list: '/pur/plan/recycleBin',
  recover: '/pur/plan/recover',
  recoverBatch: '/pur/plan/recoverBatch',
  realDelete: '/pur/plan/realDelete',
});
export const enquiryRecycleResource = recycleOf<Enquiry>(enquiryResource, 'pur/EnquiryRecycleList', {
  list: '/pur/enquiry/recycleBin',
  recover: '/pur/enquiry/recover',
  recoverBatch: '/pur/enquiry/recoverBatch',
  realDelete: '/pur/enquiry/realDelete',
});
export const orderRecycleResource = recycleOf<Order>(orderResource, 'pur/OrderRecycleList', {
  list: '/pur/order/recycleBin',
  recover: '/pur/order/recover',
  recoverBatch: '/pur/order/recoverBatch',
  realDelete: '/pur/order/realDelete',
});
export const contractRecycleResource = recycleOf<Contract>(contractResource, 'pur/ContractRecycleList', {
  list: '/pur/contract/recycleBin',
  recover: '/pur/contract/recover',
  recoverBatch: '/pur/contract/recoverBatch',
  realDelete: '/pur/contract/realDelete',
});

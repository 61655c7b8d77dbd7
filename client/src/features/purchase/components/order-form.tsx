// 采购订单's add / edit dialog: the enquiry it is made from (a chosen quote; fixed once the order exists, or when made
// from the enquiry's row), then delivery and, once it exists, acceptance. Before it saves, the order's amount is
// checked against its plan's budget line: over it, the clerk must confirm a warning (budget-warning.ts) and the order
// is saved as confirmed over budget.
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { initialValuesOf, ResourceFormFields, type ResourceFormProps } from '@/widgets/resource';
import { checkBudget, chosenEnquiries, enquiryById, type Order } from '../api/purchase-api';
import { budgetWarning } from '../model/budget-warning';
import { orderResource } from '../model/order-resource';
import { OriginSelect } from './origin-select';

export type OrderValues = Record<string, unknown> & { id?: string; enquiryId?: string; quantity?: number | null; unitPrice?: number | null; overBudgetConfirmed?: boolean };

/** The order's amount as the server will reckon it: the form's quantity and price, else the row's, else the quote's. */
async function amountOf(values: OrderValues, row: Order | null): Promise<number> {
  if (values.quantity && values.unitPrice) return values.quantity * values.unitPrice;
  const enquiry = values.enquiryId ? await enquiryById(values.enquiryId) : null;
  const quote = enquiry?.quotes.find((q) => q.chosen);
  const quantity = values.quantity ?? row?.quantity ?? enquiry?.quantity ?? 0;
  const price = values.unitPrice ?? row?.unitPrice ?? quote?.unitPrice ?? 0;
  return Math.round(quantity * price * 100) / 100;
}

export function OrderForm({ editing, saving, onCancel, onSubmit, enquiryId }: ResourceFormProps<Order, OrderValues> & { enquiryId?: string }) {
  const [form] = Form.useForm<OrderValues>();
  const { modal } = App.useApp();
  const [checking, setChecking] = useState(false);
  const row = editing === 'new' ? null : editing;
  const mode = row ? 'edit' : 'add';

  const submit = async (values: OrderValues) => {
    const order: OrderValues = { ...values, ...(row ? { id: row.id, enquiryId: row.enquiryId } : {}) };
    setChecking(true);
    try {
      const amount = await amountOf(order, row);
      // An order confirmed over budget before keeps that confirmation while its amount does not grow (as the server).
      const confirmedBefore = row?.overBudget === '1' && amount <= row.amount;
      const warning = confirmedBefore ? null : budgetWarning(await checkBudget(String(order.enquiryId), amount, row?.id));
      if (!warning) {
        onSubmit(order);
        return;
      }
      modal.confirm({
        title: '订单金额超出采购计划预算',
        content: (
          <div data-testid="budget-warning">
            {warning.map((line) => (
              <p key={line} style={{ margin: '4px 0' }}>
                {line}
              </p>
            ))}
          </div>
        ),
        okText: '确认超预算下单',
        okButtonProps: { danger: true },
        cancelText: '返回修改',
        onOk: () => onSubmit({ ...order, overBudgetConfirmed: true }),
      });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal open title={row ? '编辑采购订单' : '新增采购订单'} width={800} confirmLoading={saving || checking} onCancel={onCancel} onOk={() => form.submit()} okText="确定" cancelText="关闭" destroyOnHidden>
      <Form form={form} name="pur-order-form" initialValues={{ ...initialValuesOf(orderResource, mode, row), enquiryId: row?.enquiryId ?? enquiryId }} onFinish={(values) => void submit(values)}>
        <ResetOnMount />
        <Form.Item label="来源询价" name="enquiryId" labelCol={{ xs: { span: 24 }, sm: { span: 4 } }} wrapperCol={{ xs: { span: 24 }, sm: { span: 19 } }} rules={[{ required: true, message: '请选择已定标的询价单!' }]}>
          <OriginSelect kind="enquiries" load={chosenEnquiries} disabled={Boolean(row) || Boolean(enquiryId)} placeholder="选择已定标的询价单" current={row ? { value: row.enquiryId, label: `${row.enquiryNo ?? ''} ${row.itemName}（${row.supplierName ?? ''}）` } : undefined} />
        </Form.Item>
        <ResourceFormFields resource={orderResource} mode={mode} id={row?.id} row={row} />
      </Form>
    </Modal>
  );
}

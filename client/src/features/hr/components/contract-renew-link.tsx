// 续签 in a contract's row: the next contract's term and type; the old one becomes 已续签 and keeps its history.
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DictSelect } from '@/widgets/dict-select';
import { RowLink } from '@/widgets/list-page';
import { renewContract, type Contract, type RenewRequest } from '../api/lifecycle-api';
import { DATE_FORMAT, renewalDefaults, renewalProblem } from '../model/contract-dates';

interface RenewValues {
  startDate: Dayjs;
  endDate: Dayjs;
  contractType: string;
  remark?: string;
}

export function ContractRenewLink({ contract, onDone }: { contract: Contract; onDone: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowLink onClick={() => setOpen(true)}>续签</RowLink>
      {open && <RenewDialog contract={contract} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}

function RenewDialog({ contract, onClose, onDone }: { contract: Contract; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RenewValues>();
  const [saving, setSaving] = useState(false);
  const defaults = renewalDefaults(contract);
  const submit = async (values: RenewValues) => {
    setSaving(true);
    try {
      const text = await renewContract({ id: contract.id, startDate: values.startDate.format(DATE_FORMAT), endDate: values.endDate.format(DATE_FORMAT), contractType: values.contractType as RenewRequest['contractType'], remark: values.remark?.trim() || null });
      message.success(text || '续签成功！');
      onClose();
      await onDone();
    } catch {
      // The HTTP layer has shown the server's message; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const termRule = {
    validator: async () => {
      const { startDate, endDate } = form.getFieldsValue(['startDate', 'endDate']) as Partial<RenewValues>;
      if (!startDate || !endDate) return;
      const problem = renewalProblem(contract, startDate.format(DATE_FORMAT), endDate.format(DATE_FORMAT));
      if (problem) throw new Error(problem);
    },
  };
  return (
    <Modal open title={`续签合同：${contract.name}（${contract.contractNo}）`} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        name="contract-renew"
        initialValues={{ startDate: dayjs(defaults.startDate), endDate: dayjs(defaults.endDate), contractType: defaults.contractType }}
        onFinish={(values) => void submit(values)}
      >
        <p>
          原合同 {contract.startDate} 至 {contract.endDate}
        </p>
        <Form.Item name="startDate" label="新合同开始日期" dependencies={['endDate']} rules={[{ required: true, message: '请选择新合同开始日期!' }, termRule]}>
          <DatePicker style={{ width: '100%' }} aria-label="新合同开始日期" />
        </Form.Item>
        <Form.Item name="endDate" label="新合同结束日期" rules={[{ required: true, message: '请选择新合同结束日期!' }]}>
          <DatePicker style={{ width: '100%' }} aria-label="新合同结束日期" />
        </Form.Item>
        <Form.Item name="contractType" label="合同类型" rules={[{ required: true, message: '请选择合同类型!' }]}>
          <DictSelect dictCode="contract_type" placeholder="请选择合同类型" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 500, message: '最多输入500个字符' }]}>
          <Input.TextArea rows={2} aria-label="备注" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

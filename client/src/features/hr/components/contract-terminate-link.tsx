// 终止 in a contract's row: the day it ends and why; the contract becomes 已终止.
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { RowLink } from '@/widgets/list-page';
import { terminateContract, type Contract } from '../api/lifecycle-api';
import { DATE_FORMAT, terminationProblem } from '../model/contract-dates';

interface TerminateValues {
  terminateDate: Dayjs;
  terminateReason: string;
}

export function ContractTerminateLink({ contract, onDone }: { contract: Contract; onDone: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowLink danger onClick={() => setOpen(true)}>
        终止
      </RowLink>
      {open && <TerminateDialog contract={contract} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}

function TerminateDialog({ contract, onClose, onDone }: { contract: Contract; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TerminateValues>();
  const [saving, setSaving] = useState(false);
  const today = dayjs().format(DATE_FORMAT);
  const start = today < contract.startDate ? contract.startDate : today > contract.endDate ? contract.endDate : today;
  const submit = async (values: TerminateValues) => {
    setSaving(true);
    try {
      message.success((await terminateContract({ id: contract.id, terminateDate: values.terminateDate.format(DATE_FORMAT), terminateReason: values.terminateReason.trim() })) || '终止成功！');
      onClose();
      await onDone();
    } catch {
      // The HTTP layer has shown the server's message; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const dateRule = {
    validator: async (_: unknown, value: Dayjs | undefined) => {
      const problem = value ? terminationProblem(contract, value.format(DATE_FORMAT)) : null;
      if (problem) throw new Error(problem);
    },
  };
  return (
    <Modal open title={`终止合同：${contract.name}（${contract.contractNo}）`} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" name="contract-terminate" initialValues={{ terminateDate: dayjs(start) }} onFinish={(values) => void submit(values)}>
        <p>
          合同期限 {contract.startDate} 至 {contract.endDate}
        </p>
        <Form.Item name="terminateDate" label="终止日期" rules={[{ required: true, message: '请选择终止日期!' }, dateRule]}>
          <DatePicker style={{ width: '100%' }} aria-label="终止日期" />
        </Form.Item>
        <Form.Item name="terminateReason" label="终止原因" rules={[{ required: true, whitespace: true, message: '请输入终止原因!' }, { max: 500, message: '最多输入500个字符' }]}>
          <Input.TextArea rows={3} aria-label="终止原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

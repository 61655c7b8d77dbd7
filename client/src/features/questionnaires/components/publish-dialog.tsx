// 发布: the questionnaire sent to users and/or departments (the user and department pickers) for a period; each
// addressee is told through the notice bell.
import { App, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { DepartPicker } from '@/widgets/depart-picker';
import { UserPicker } from '@/widgets/user-picker';
import { publishQuestionnaire, type Questionnaire } from '../api/questionnaire-api';

interface PublishValues {
  userIds?: string;
  departIds?: string;
  period?: [Dayjs, Dayjs];
}

export interface PublishDialogProps {
  questionnaire: Questionnaire;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

export const NO_ADDRESSEE = '请选择发布对象（用户或部门）';

export function PublishDialog({ questionnaire, onClose, onDone }: PublishDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PublishValues>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ userIds, departIds, period }: PublishValues) => {
    if (!period) return;
    setSaving(true);
    try {
      message.success(await publishQuestionnaire({ id: questionnaire.id, userIds: userIds || null, departIds: departIds || null, startDate: period[0].format('YYYY-MM-DD'), endDate: period[1].format('YYYY-MM-DD') }));
      await onDone();
      onClose();
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  const addressee = () => ({
    validator: () => (form.getFieldValue('userIds') || form.getFieldValue('departIds') ? Promise.resolve() : Promise.reject(new Error(NO_ADDRESSEE))),
  });
  return (
    <Modal open title={`发布问卷：${questionnaire.title}`} width={640} confirmLoading={saving} onCancel={onClose} onOk={() => form.submit()} okText="发布" cancelText="取消" destroyOnHidden>
      <Form form={form} name="questionnaire-publish-form" layout="vertical" initialValues={{ period: [dayjs(), dayjs().add(14, 'day')] }} onFinish={(values) => void submit(values)}>
        <ResetOnMount />
        <Form.Item label="发布给用户" name="userIds" dependencies={['departIds']} rules={[addressee]}>
          <UserPicker storeField="id" />
        </Form.Item>
        <Form.Item label="发布给部门" name="departIds" dependencies={['userIds']} rules={[addressee]} extra="选择部门时，其下级部门的人员一并收到">
          <DepartPicker multi />
        </Form.Item>
        <Form.Item
          label="问卷时间"
          name="period"
          rules={[
            { required: true, message: '请选择问卷时间!' },
            { validator: (_rule, period?: [Dayjs, Dayjs]) => (period && period[1].isBefore(dayjs(), 'day') ? Promise.reject(new Error('结束日期不能早于今天')) : Promise.resolve()) },
          ]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

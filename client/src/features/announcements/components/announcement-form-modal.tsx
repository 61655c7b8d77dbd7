import { DatePicker, Form, Input, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { DATE_TIME_FORMAT } from '@/shared/config/widget-constants';
import { UserPicker } from '@/widgets/user-picker';
import type { Announcement, AnnouncementForm } from '../api/announcement-types';
import { AnnouncementContentEditor } from './announcement-content-editor';

interface FormValues {
  titile: string;
  msgCategory: '1' | '2';
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  priority: 'L' | 'M' | 'H';
  msgType: 'ALL' | 'USER';
  /** The chosen users' ids, comma-joined (the picker's value). */
  userIds?: string;
  msgAbstract?: string;
  msgContent?: string;
}

interface AnnouncementFormModalProps {
  /** null: closed; 'new': add; a record: edit it. */
  editing: Announcement | 'new' | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: AnnouncementForm) => void;
}

function toFormValues(record: Announcement | 'new'): FormValues {
  if (record === 'new') return { titile: '', msgCategory: '1', priority: 'L', msgType: 'ALL', msgContent: '' };
  return {
    titile: record.titile,
    msgCategory: record.msgCategory,
    startTime: record.startTime ? dayjs(record.startTime) : null,
    endTime: record.endTime ? dayjs(record.endTime) : null,
    priority: record.priority,
    msgType: record.msgType,
    userIds: (record.userIds ?? '').split(',').filter(Boolean).join(',') || undefined,
    msgAbstract: record.msgAbstract ?? undefined,
    msgContent: record.msgContent ?? '',
  };
}

function toRequest(values: FormValues, record: Announcement | 'new'): AnnouncementForm {
  return {
    ...(record === 'new' ? {} : { id: record.id }),
    titile: values.titile.trim(),
    msgCategory: values.msgCategory,
    startTime: values.startTime ? values.startTime.format(DATE_TIME_FORMAT) : null,
    endTime: values.endTime ? values.endTime.format(DATE_TIME_FORMAT) : null,
    priority: values.priority,
    msgType: values.msgType,
    // The Vue2 form sends the ids with a trailing comma; the server accepts both.
    userIds: values.msgType === 'USER' ? `${values.userIds ?? ''},` : null,
    msgAbstract: values.msgAbstract?.trim() || null,
    msgContent: values.msgContent ?? '',
  };
}

/** Add or edit an announcement, its content as rich text. */
export function AnnouncementFormModal({ editing, saving, onCancel, onSubmit }: AnnouncementFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const msgType = Form.useWatch('msgType', form);

  useEffect(() => {
    if (editing !== null) form.setFieldsValue(toFormValues(editing));
  }, [editing, form]);

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? '新增' : '编辑'}
      width={900}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form<FormValues>
        form={form}
        name="announcement-form"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 19 }}
        onFinish={(values) => editing !== null && onSubmit(toRequest(values, editing))}
      >
        <Form.Item label="标题" name="titile" rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: 100 }]}>
          <Input placeholder="请输入标题" />
        </Form.Item>
        <Form.Item label="消息类型" name="msgCategory" rules={[{ required: true }]}>
          <Radio.Group options={[{ value: '1', label: '通知公告' }, { value: '2', label: '系统消息' }]} />
        </Form.Item>
        <Form.Item label="开始时间" name="startTime">
          <DatePicker showTime format={DATE_TIME_FORMAT} placeholder="请选择开始时间" />
        </Form.Item>
        <Form.Item
          label="结束时间"
          name="endTime"
          dependencies={['startTime']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, end: Dayjs | null | undefined) => {
                const start = getFieldValue('startTime') as Dayjs | null | undefined;
                return !end || !start || !end.isBefore(start) ? Promise.resolve() : Promise.reject(new Error('结束时间不能早于开始时间'));
              },
            }),
          ]}
        >
          <DatePicker showTime format={DATE_TIME_FORMAT} placeholder="请选择结束时间" />
        </Form.Item>
        <Form.Item label="优先级" name="priority" rules={[{ required: true }]}>
          <Radio.Group options={[{ value: 'L', label: '低' }, { value: 'M', label: '中' }, { value: 'H', label: '高' }]} />
        </Form.Item>
        <Form.Item label="通告类型" name="msgType" rules={[{ required: true }]}>
          <Radio.Group options={[{ value: 'ALL', label: '全体用户' }, { value: 'USER', label: '指定用户' }]} />
        </Form.Item>
        {msgType === 'USER' && (
          <Form.Item label="指定用户" name="userIds" rules={[{ required: true, message: '请选择用户' }]}>
            {/* 001's 选择用户: users found by department or name in a modal, as upstream's JSelectUserByDep. */}
            <UserPicker storeField="id" placeholder="请选择用户" />
          </Form.Item>
        )}
        <Form.Item label="摘要" name="msgAbstract" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} placeholder="请输入摘要" />
        </Form.Item>
        <Form.Item label="内容" name="msgContent">
          <AnnouncementContentEditor />
        </Form.Item>
      </Form>
    </Modal>
  );
}

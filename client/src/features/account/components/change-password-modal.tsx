// 修改密码 (spec 000 §5, 001 §2): old password, new password and its confirmation, sent to sys/user/updatePassword.
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { PASSWORD_MODAL_WIDTH } from '@/shared/config/widget-constants';
import { PasswordText } from '../model/change-password-text';
import { confirmMatches } from '../model/confirm-password-rule';
import { requestUpdatePassword } from '../api/password-api';

interface PasswordFields {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

interface ChangePasswordModalProps {
  /** The signed-in user; the modal is only opened with one (see openChangePassword). */
  username: string;
  open: boolean;
  onClose: () => void;
}

export function ChangePasswordModal({ username, open, onClose }: ChangePasswordModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordFields>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const fields = await form.validateFields();
    setSaving(true);
    try {
      const text = await requestUpdatePassword({ username, ...fields });
      void message.success(text || '密码修改成功!');
      onClose();
    } catch {
      // The HTTP layer has shown the server's reason (e.g. 旧密码输入错误!); the modal stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={PasswordText.title}
      width={PASSWORD_MODAL_WIDTH}
      open={open}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      // A fresh form on every opening (destroyed when hidden, fields not preserved).
      destroyOnHidden
    >
      <Form<PasswordFields> form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} preserve={false}>
        <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: PasswordText.oldPasswordRequired }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={[{ required: true, message: PasswordText.newPasswordRequired }]}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={[{ required: true, message: PasswordText.confirmRequired }, confirmMatches(() => form.getFieldValue('password'))]}
        >
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

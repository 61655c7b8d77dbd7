import { Form, Input, Modal } from 'antd';
import { ruleOf } from '@/shared/validation/form-rules';
import { confirmChecks, passwordChecks } from '@/widgets/user-form';

interface PasswordModalProps {
  /** The user whose password is reset; null: closed. */
  username: string | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (password: string, confirmpassword: string) => void;
}

interface FormValues {
  password: string;
  confirmpassword: string;
}

/** 修改密码 of another user by an administrator (upstream's PasswordModal, changePassword). */
export function PasswordModal({ username, saving, onCancel, onSubmit }: PasswordModalProps) {
  const [form] = Form.useForm<FormValues>();
  const password = Form.useWatch('password', form);
  return (
    <Modal title="重新设定密码" open={username !== null} onCancel={onCancel} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden width={600}>
      {username !== null && (
        <Form form={form} name="user-password" preserve={false} labelCol={{ flex: '90px' }} onFinish={(values) => onSubmit(values.password, values.confirmpassword)}>
          <Form.Item label="用户账号">
            <Input value={username} disabled />
          </Form.Item>
          <Form.Item label="登录密码" name="password" required rules={[ruleOf(passwordChecks)]}>
            <Input.Password placeholder="请输入登录密码" autoComplete="new-password" maxLength={128} />
          </Form.Item>
          <Form.Item label="确认密码" name="confirmpassword" required dependencies={['password']} rules={[ruleOf(confirmChecks(password))]}>
            <Input.Password placeholder="请重新输入登录密码" autoComplete="new-password" maxLength={128} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

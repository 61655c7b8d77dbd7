// 基本设置 (menu account/settings/BaseSetting, also account/settings/Index): the user's own name, email, mobile.
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { formRules } from '@/shared/validation/form-rules';
import { useCurrentUser } from '@/widgets/shell';
import { requestSaveOwnProfile } from '../api/own-profile-api';
import { AccountSettingsLayout } from '../components/account-settings-layout';

interface BaseFields {
  realname: string;
  email: string;
  phone: string;
  profile: string;
}

export function BaseSettingPage() {
  const { message } = App.useApp();
  const { info: user, replaceInfo: updateUserInfo } = useCurrentUser();
  const [saving, setSaving] = useState(false);

  const save = async ({ realname, email, phone }: BaseFields) => {
    if (!user) return;
    setSaving(true);
    try {
      updateUserInfo(await requestSaveOwnProfile(user, { realname, email: email || null, phone: phone || null }));
      void message.success('基本信息已更新');
    } catch {
      // The HTTP layer has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccountSettingsLayout title="基本设置">
      <Form<BaseFields>
        layout="vertical"
        style={{ maxWidth: 440 }}
        initialValues={{ realname: user?.realname ?? '', email: user?.email ?? '', phone: user?.phone ?? '', profile: '' }}
        onFinish={(fields) => void save(fields)}
      >
        <Form.Item label="昵称" name="realname" rules={[{ required: true, message: '请输入昵称' }]}>
          <Input placeholder="给自己起个名字" />
        </Form.Item>
        <Form.Item label="电子邮件" name="email" rules={formRules('email')}>
          <Input placeholder="请输入电子邮件" />
        </Form.Item>
        <Form.Item label="手机号" name="phone" rules={formRules('mobile')}>
          <Input placeholder="请输入手机号" maxLength={11} />
        </Form.Item>
        <Form.Item label="个人简介" name="profile" rules={formRules('anyUpTo255')}>
          <Input.TextArea rows={4} placeholder="个人简介" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          更新基本信息
        </Button>
      </Form>
    </AccountSettingsLayout>
  );
}

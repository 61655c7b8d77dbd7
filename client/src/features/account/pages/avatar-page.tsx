// 头像设置 (menu account/settings/Avatar): upload a picture, then save it as the user's avatar.
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { staticFileUrl } from '@/api/static-url';
import { useCurrentUser } from '@/widgets/shell';
import { requestSaveOwnProfile, requestUploadAvatar } from '../api/own-profile-api';
import { AccountSettingsLayout } from '../components/account-settings-layout';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export function AvatarPage() {
  const { message } = App.useApp();
  const { info: user, replaceInfo: updateUserInfo } = useCurrentUser();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!user) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      void message.warning('请上传图片文件');
      return;
    }
    setBusy(true);
    try {
      const path = await requestUploadAvatar(file);
      updateUserInfo(await requestSaveOwnProfile(user, { avatar: path }));
      void message.success('头像已更新');
    } catch {
      // The HTTP layer has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSettingsLayout title="头像设置">
      <Flex vertical gap={16} align="start">
        <Avatar size={120} src={staticFileUrl(user?.avatar) || undefined} icon={<UserOutlined />} />
        <Upload accept={IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
          <Button icon={<UploadOutlined />} loading={busy}>
            更换头像
          </Button>
        </Upload>
      </Flex>
    </AccountSettingsLayout>
  );
}

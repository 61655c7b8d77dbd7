import { Flex } from 'antd';
import { useState } from 'react';
import { UserPicker } from '@/widgets/user-picker';
import { GallerySample } from '../components/gallery-sample';

/** The select-user-by-department picker: usernames stored (with a stored value echoed), ids stored, single. */
export default function UserPickerGallery() {
  const [usernames, setUsernames] = useState<string | undefined>('admin,zhangsan');
  const [ids, setIds] = useState<string>();
  const [single, setSingle] = useState<string>();

  return (
    <Flex vertical gap={16}>
      <GallerySample title="存账号" value={usernames}>
        <UserPicker value={usernames} onChange={setUsernames} aria-label="用户（存账号）" />
      </GallerySample>
      <GallerySample title="存ID" value={ids}>
        <UserPicker value={ids} onChange={setIds} storeField="id" aria-label="用户（存ID）" />
      </GallerySample>
      <GallerySample title="单选" value={single}>
        <UserPicker value={single} onChange={setSingle} multi={false} aria-label="用户（单选）" />
      </GallerySample>
    </Flex>
  );
}

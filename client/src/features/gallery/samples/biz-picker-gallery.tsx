import { Flex } from 'antd';
import { useState } from 'react';
import { BizPicker, PositionPicker, RolePicker, type BizPickerConfig, type ChosenPosition } from '@/widgets/biz-picker';
import { GallerySample } from '../components/gallery-sample';

/** A select-biz configuration over the user list: four query fields (two behind 展开), a dictionary one among them. */
const USER_CONFIG: BizPickerConfig = {
  name: '用户',
  listUrl: '/sys/user/list',
  valueKey: 'username',
  displayKey: 'realname',
  columns: [
    { title: '账号', dataIndex: 'username', width: 120 },
    { title: '姓名', dataIndex: 'realname', width: 120 },
    { title: '性别', dataIndex: 'sex_dictText', width: 80 },
    { title: '手机号码', dataIndex: 'phone', width: 130 },
  ],
  queryConfig: [
    { key: 'username', label: '账号' },
    { key: 'realname', label: '姓名' },
    { key: 'sex', label: '性别', dictCode: 'sex' },
    { key: 'phone', label: '手机号码' },
  ],
};

/** The business-entity picker (select-biz) and the role and position pickers built on it. */
export default function BizPickerGallery() {
  const [users, setUsers] = useState<string | undefined>('admin');
  const [roles, setRoles] = useState<string>();
  const [position, setPosition] = useState<{ value?: string; positions: ChosenPosition[] }>({ value: 'gm', positions: [] });

  return (
    <Flex vertical gap={16}>
      <GallerySample title="业务实体多选" value={users}>
        <BizPicker config={USER_CONFIG} multiple value={users} onChange={setUsers} aria-label="业务实体" />
      </GallerySample>
      <GallerySample title="角色" value={roles}>
        <RolePicker value={roles} onChange={setRoles} aria-label="角色" />
      </GallerySample>
      <GallerySample title="职务" value={position}>
        <PositionPicker value={position.value} onChange={(value, positions) => setPosition({ value, positions })} aria-label="职务" />
      </GallerySample>
    </Flex>
  );
}

import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Drawer, Empty, Grid, Spin } from 'antd';
import { useState } from 'react';
import { saveUserDepartRoles } from '../api/depart-mutations';
import { departQueries, type DepartRole, type DepartUser } from '../api/depart-queries';

const DRAWER_WIDTH = 365;

/** 部门角色分配 (upstream DeptRoleUserModal): which of the selected department's roles the user holds. */
export function UserDepartRolesDrawer({ departId, user, onClose }: { departId: string; user: DepartUser | null; onClose: () => void }) {
  const isPhone = !Grid.useBreakpoint().sm;
  const offered = useQuery({ ...departQueries.rolesOffered(departId, user?.id ?? ''), enabled: user !== null });
  const held = useQuery({ ...departQueries.userRoles(departId, user?.id ?? ''), enabled: user !== null });
  const ready = user && offered.data && held.data && !held.isFetching;
  return (
    <Drawer title="部门角色分配" open={user !== null} onClose={onClose} size={isPhone ? '100%' : DRAWER_WIDTH} destroyOnHidden data-testid="user-depart-roles">
      {ready ? <RoleChecks key={user.id} departId={departId} userId={user.id} roles={offered.data} held={held.data} onSaved={onClose} /> : <Spin />}
    </Drawer>
  );
}

function RoleChecks({ departId, userId, roles, held, onSaved }: { departId: string; userId: string; roles: DepartRole[]; held: string[]; onSaved: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<string[]>(held);
  const save = useMutation({
    mutationFn: () => saveUserDepartRoles(userId, checked, held),
    onSuccess: async (text) => {
      message.success(text || '添加成功！');
      await queryClient.invalidateQueries({ queryKey: departQueries.userRoles(departId, userId).queryKey });
      onSaved();
    },
  });
  if (roles.length === 0) return <Empty description="无配置信息" />;
  return (
    <>
      <Checkbox.Group value={checked} onChange={(values) => setChecked(values.map(String))} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {roles.map((role) => (
          <Checkbox key={role.id} value={role.id}>
            {role.roleName}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Button type="primary" size="small" icon={<SaveOutlined />} loading={save.isPending} onClick={() => save.mutate()} style={{ marginTop: 16 }}>
        点击保存
      </Button>
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { DepartSelectModal } from '@/widgets/depart-picker';
import { saveAuthorisedDeparts } from '../api/depart-mutations';
import { departQueries, type DepartUser } from '../api/depart-queries';

/** 授权部门: the departments a user may see beyond their own (the fork's sys_auth_relation), picked in the department modal. */
export function AuthorisedDepartsModal({ user, onClose }: { user: DepartUser | null; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const authorised = useQuery({ ...departQueries.authorised(user?.id ?? ''), enabled: user !== null });
  const save = useMutation({
    mutationFn: (departIds: string[]) => saveAuthorisedDeparts(user?.id ?? '', departIds),
    onSuccess: async (text) => {
      message.success(text || '保存成功！');
      onClose();
      await queryClient.invalidateQueries({ queryKey: [...departQueries.all, 'authorised'] });
    },
  });
  return (
    <DepartSelectModal
      open={user !== null && authorised.data !== undefined}
      title={`授权部门 - ${user?.realname ?? ''}`}
      multi
      checked={authorised.data ?? []}
      onOk={(departs) => save.mutate(departs.map((depart) => depart.key))}
      onCancel={onClose}
    />
  );
}

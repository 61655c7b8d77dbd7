// 薪资项目 of one group in a drawer beside 薪资组: the items' own list (the resource kit, the group fixed in every
// request) with 新增 / 编辑 / 删除 by the payroll:item permissions; the form's save carries the group.
import { Drawer, Grid } from 'antd';
import { useMemo } from 'react';
import { ResourceForm, ResourceList, type ResourceFormProps } from '@/widgets/resource';
import type { SalaryGroup, SalaryItem } from '../api/payroll-api';
import { salaryItemResource } from '../model/salary-item-resource';

type ItemForm = Partial<SalaryItem> & { id?: string | null };

export function SalaryItemsDrawer({ group, onClose }: { group: SalaryGroup | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const resource = useMemo(() => (group ? salaryItemResource(group.id) : null), [group]);
  // The item form with the group added to what it saves (an item never moves to another group).
  const ItemFormSlot = useMemo(
    () =>
      function ItemFormWithGroup({ editing, saving, onCancel, onSubmit }: ResourceFormProps<SalaryItem, ItemForm>) {
        if (!resource || !group) return null;
        return <ResourceForm resource={resource} editing={editing} saving={saving} onCancel={onCancel} onSubmit={(row) => onSubmit({ ...(row as ItemForm), groupId: group.id })} />;
      },
    [resource, group],
  );
  return (
    <Drawer open={group !== null} onClose={onClose} title={group ? `薪资项目 — ${group.name}` : '薪资项目'} size={screens.md ? 860 : '100%'} destroyOnHidden data-testid="salary-items-drawer">
      {resource && <ResourceList<SalaryItem, ItemForm> resource={resource} form={ItemFormSlot} />}
    </Drawer>
  );
}

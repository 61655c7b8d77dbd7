// /pay/salaryGroup (menu component pay/SalaryGroupList): 薪资组, each row's 薪资项目 in a drawer.
import { UnorderedListOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { RowLink } from '@/widgets/list-page';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import type { SalaryGroup } from '../api/payroll-api';
import { SalaryItemsDrawer } from '../components/salary-items-drawer';
import { salaryGroupResource } from '../model/salary-group-resource';

export function SalaryGroupListPage() {
  const [itemsOf, setItemsOf] = useState<SalaryGroup | null>(null);
  const reload = useResourceReload(salaryGroupResource);
  return (
    <ResourceList
      resource={salaryGroupResource}
      rowActions={(row) => (
        <RowLink onClick={() => setItemsOf(row)} data-testid="salary-items-link">
          <UnorderedListOutlined /> 薪资项目
        </RowLink>
      )}
    >
      <SalaryItemsDrawer
        group={itemsOf}
        onClose={() => {
          setItemsOf(null);
          // The group's item count changes with the items.
          void reload();
        }}
      />
    </ResourceList>
  );
}

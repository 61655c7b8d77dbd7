// /budget/list (menu component finance/BudgetList): 预算编制. The kit's list and form, with 下载模板 beside 导入 so
// the import starts from the template's layout.
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useCallback } from 'react';
import { useAccess } from '@/widgets/access';
import { ResourceList } from '@/widgets/resource';
import { downloadBudgetTemplate } from '../api/finance-api';
import { budgetResource } from '../model/budget-resource';

export function BudgetListPage() {
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const afterChange = useCallback(() => queryClient.invalidateQueries({ queryKey: ['finance'] }), [queryClient]);
  const toolbar = can('mis:budget:import') ? (
    <Button icon={<DownloadOutlined />} onClick={() => void downloadBudgetTemplate()} data-testid="budget-template">
      下载模板
    </Button>
  ) : null;
  return <ResourceList resource={budgetResource} toolbar={toolbar} afterChange={afterChange} />;
}

// /budget/list (menu component finance/BudgetList): 预算编制. The kit's list and form, with 下载模板 beside 导入 so
// the import starts from the template's layout.
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAccess } from '@/widgets/access';
import { ResourceList } from '@/widgets/resource';
import { downloadBudgetTemplate } from '../api/finance-api';
import { useFinanceChanged } from '../hooks/use-finance-changed';
import { budgetResource } from '../model/budget-resource';

export function BudgetListPage() {
  const { can } = useAccess();
  const changed = useFinanceChanged();
  const toolbar = can('mis:budget:import') ? (
    <Button icon={<DownloadOutlined />} onClick={() => void downloadBudgetTemplate()} data-testid="budget-template">
      下载模板
    </Button>
  ) : null;
  return <ResourceList resource={budgetResource} toolbar={toolbar} afterChange={changed} />;
}

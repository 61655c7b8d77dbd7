// /pay/salaryImport (menu component pay/SalaryImport): 薪资导入 — the month's imported figures and the import dialog.
import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useAccess } from '@/widgets/access';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import { VariableImportModal } from '../components/variable-import-modal';
import { salaryVariableResource } from '../model/salary-variable-resource';

export function SalaryImportPage() {
  const { can } = useAccess();
  const [importing, setImporting] = useState(false);
  const reload = useResourceReload(salaryVariableResource);
  return (
    <ResourceList
      resource={salaryVariableResource}
      toolbar={
        can('payroll:variable:import') && (
          <Button type="primary" icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="variable-import">
            导入
          </Button>
        )
      }
    >
      <VariableImportModal open={importing} onClose={() => setImporting(false)} onImported={() => void reload()} />
    </ResourceList>
  );
}

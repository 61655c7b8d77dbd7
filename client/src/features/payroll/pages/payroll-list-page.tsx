// /pay/payroll (menu component pay/PayrollList): 薪资核算 — the computed months, 核算 with its progress, and each
// batch's 工资条, 锁定, 解锁 and 发送工资条.
import { CalculatorOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useAccess } from '@/widgets/access';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import { BatchActions } from '../components/batch-actions';
import { ComputeDialog } from '../components/compute-dialog';
import { payrollBatchResource } from '../model/payroll-batch-resource';

export function PayrollListPage() {
  const { can } = useAccess();
  const [computing, setComputing] = useState(false);
  const reload = useResourceReload(payrollBatchResource);
  return (
    <ResourceList
      resource={payrollBatchResource}
      toolbar={
        can('payroll:batch:compute') && (
          <Button type="primary" icon={<CalculatorOutlined />} onClick={() => setComputing(true)} data-testid="payroll-compute">
            核算
          </Button>
        )
      }
      rowActions={(row) => <BatchActions row={row} onChanged={() => void reload()} />}
    >
      <ComputeDialog open={computing} onClose={() => setComputing(false)} onComputed={() => void reload()} />
    </ResourceList>
  );
}

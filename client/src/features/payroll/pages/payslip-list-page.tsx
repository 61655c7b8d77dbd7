// /pay/payslip (menu component pay/PayslipList): 工资条 — the payslips, each opened in a drawer; exported.
import { EyeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { RowLink } from '@/widgets/list-page';
import { ResourceList } from '@/widgets/resource';
import type { Payslip } from '../api/payroll-api';
import { PayslipDrawer } from '../components/payslip-drawer';
import { payslipResource } from '../model/payslip-resource';

export function PayslipListPage() {
  const [open, setOpen] = useState<Payslip | null>(null);
  return (
    <ResourceList
      resource={payslipResource}
      rowActions={(row) => (
        <RowLink onClick={() => setOpen(row)} data-testid="payslip-view">
          <EyeOutlined /> 查看
        </RowLink>
      )}
    >
      <PayslipDrawer payslip={open} onClose={() => setOpen(null)} />
    </ResourceList>
  );
}

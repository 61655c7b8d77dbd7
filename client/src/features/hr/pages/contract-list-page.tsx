// /mis/employee/getEmpContract (menu component mis/employee/EmpContractList): 员工合同.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAccess } from '@/widgets/access';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import type { Contract } from '../api/lifecycle-api';
import { ContractRenewLink } from '../components/contract-renew-link';
import { ContractTerminateLink } from '../components/contract-terminate-link';
import { contractResource } from '../model/contract-resource';

export function ContractListPage() {
  const { can } = useAccess();
  const mayRenew = can('hrm:contract:renew');
  const mayTerminate = can('hrm:contract:terminate');
  const reload = useResourceReload(contractResource);
  const queryClient = useQueryClient();
  // A renewal or a termination moves the employee's 合同到期日 on the roster too.
  const onDone = useCallback(() => Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ['roster'] })]), [reload, queryClient]);
  const contractLinks = useCallback(
    (row: Contract) => [
      // 生效中 and 已到期 contracts are renewed; only one in force is terminated.
      mayRenew && (row.status === '1' || row.status === '2') ? <ContractRenewLink key="renew" contract={row} onDone={onDone} /> : null,
      mayTerminate && row.status === '1' ? <ContractTerminateLink key="terminate" contract={row} onDone={onDone} /> : null,
    ],
    [mayRenew, mayTerminate, onDone],
  );
  return <ResourceList resource={contractResource} rowActions={contractLinks} />;
}

// A batch row's own links: its payslips; 锁定 while computed, 解锁 (its own permission) and 发送工资条 once locked.
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '@/widgets/access';
import { RowActions, RowConfirmLink, RowLink } from '@/widgets/list-page';
import { lockPayroll, sendPayslips, unlockPayroll, type PayrollBatch } from '../api/payroll-api';

export function BatchActions({ row, onChanged }: { row: PayrollBatch; onChanged: () => void }) {
  const { can } = useAccess();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const done = (text: string) => {
    message.success(text);
    onChanged();
  };
  const lock = useMutation({ mutationFn: () => lockPayroll(row.id), onSuccess: done });
  const unlock = useMutation({ mutationFn: () => unlockPayroll(row.id), onSuccess: done });
  const send = useMutation({
    mutationFn: () => sendPayslips(row.id),
    onSuccess: ({ message: text, result }) => {
      onChanged();
      const missing = result?.withoutAccount ?? [];
      if (missing.length === 0) {
        message.success(text);
        return;
      }
      modal.info({
        title: text,
        content: `${missing.length} 名员工没有系统账号，未发送：${missing.slice(0, 20).join('、')}${missing.length > 20 ? ' 等' : ''}。请为其开通账号（工号或手机号与花名册一致）后再次发送。`,
        okText: '知道了',
      });
    },
  });
  const locked = row.status === '2';
  // Its own RowActions: the links stay apart, divided as the kit's own are.
  return (
    <RowActions>
      <RowLink onClick={() => navigate(`/pay/payslip?month=${row.month}&groupId=${row.groupId}`)} data-testid="batch-payslips">
        工资条
      </RowLink>
      {!locked && can('payroll:batch:lock') && (
        <RowConfirmLink title="锁定后该月工资不能再导入、修改或重新核算，确定锁定吗?" onConfirm={() => lock.mutateAsync()}>
          锁定
        </RowConfirmLink>
      )}
      {locked && can('payroll:batch:send') && (
        <RowConfirmLink title="确定将工资条发送给本批员工吗?" onConfirm={() => send.mutateAsync()}>
          发送工资条
        </RowConfirmLink>
      )}
      {locked && can('payroll:batch:unlock') && (
        <RowConfirmLink title="解锁后可重新导入和核算，确定解锁吗?" onConfirm={() => unlock.mutateAsync()} danger>
          解锁
        </RowConfirmLink>
      )}
    </RowActions>
  );
}

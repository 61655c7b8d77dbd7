// 核算: the month and the group, then the computation with a progress indicator while the server works (its time
// grows with the group: 10 000 employees take about a second); the answer's headcount and the members without
// imported figures (computed with full attendance) are said when it ends.
import { CalculatorOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Flex, Form, Modal, Progress, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { computePayroll, salaryGroups, type ComputeResult } from '../api/payroll-api';
import { progressAt } from '../model/compute-progress';
import { currentMonth, monthOptions } from '../model/months';

function useElapsed(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const started = performance.now();
    const timer = window.setInterval(() => setElapsed(performance.now() - started), 100);
    return () => window.clearInterval(timer);
  }, [running]);
  return elapsed;
}

function ComputeForm({ onClose, onComputed }: { onClose: () => void; onComputed: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ month: string; groupId: string }>();
  const groups = useQuery({ queryKey: ['salary-group', 'options'], queryFn: salaryGroups });
  const [done, setDone] = useState<ComputeResult | null>(null);
  const compute = useMutation({
    mutationFn: ({ month, groupId }: { month: string; groupId: string }) => computePayroll(month, groupId),
    onSuccess: ({ message: text, result }) => {
      message.success(text);
      setDone(result);
      onComputed();
    },
  });
  const elapsed = useElapsed(compute.isPending);
  const chosen = Form.useWatch('groupId', form);
  const headcount = groups.data?.find((g) => g.id === chosen)?.memberCount ?? 1000;
  return (
    <Modal
      open
      title="薪资核算"
      width={560}
      onCancel={compute.isPending ? undefined : onClose}
      closable={!compute.isPending}
      maskClosable={false}
      okText={done ? '完成' : '开始核算'}
      cancelText="关闭"
      okButtonProps={{ icon: <CalculatorOutlined />, loading: compute.isPending, 'data-testid': 'compute-start' }}
      cancelButtonProps={{ disabled: compute.isPending }}
      onOk={() => (done ? onClose() : form.submit())}
    >
      <Form form={form} layout="vertical" initialValues={{ month: currentMonth() }} onFinish={(values) => compute.mutate(values)} disabled={compute.isPending || done !== null}>
        <Form.Item name="month" label="所属月份" rules={[{ required: true, message: '请选择所属月份!' }]}>
          <Select aria-label="所属月份" options={monthOptions()} />
        </Form.Item>
        <Form.Item name="groupId" label="薪资组" rules={[{ required: true, message: '请选择薪资组!' }]}>
          <Select aria-label="薪资组" placeholder="请选择薪资组" loading={groups.isLoading} options={(groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name}（${g.memberCount}人）` }))} />
        </Form.Item>
      </Form>
      {compute.isPending && (
        <Flex vertical gap={4} data-testid="compute-progress">
          <Progress percent={progressAt(elapsed, headcount * 0.3 + 300)} status="active" aria-label="核算进度" />
          <Typography.Text type="secondary">正在核算工资：计算应发、社保公积金、个税（累计预扣法）和实发…</Typography.Text>
        </Flex>
      )}
      {done && (
        <Alert
          type="success"
          showIcon
          data-testid="compute-outcome"
          title={`已核算 ${done.computed} 人，用时 ${(done.elapsedMs / 1000).toFixed(2)} 秒`}
          description={done.withoutVariables > 0 ? `其中 ${done.withoutVariables} 人未导入当月数据，按全勤、无绩效奖金核算。` : '全部员工均已导入当月数据。'}
        />
      )}
    </Modal>
  );
}

export function ComputeDialog({ open, onClose, onComputed }: { open: boolean; onClose: () => void; onComputed: () => void }) {
  return open ? <ComputeForm onClose={onClose} onComputed={onComputed} /> : null;
}

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { QuartzJob } from '../api/job-api';
import { JobFormModal } from './job-form-modal';

const JOB: QuartzJob = {
  id: 'job-1',
  jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
  cronExpression: '0/30 * * * * ?',
  parameter: null,
  description: '示例',
  status: -1,
};

function renderForm() {
  installFakeBackend({
    'GET /sys/dict/getDictItems/{dictCode}': (request) => ({
      data: envelope(
        0,
        request.url?.includes('quartz_status')
          ? [{ value: '0', text: '正常', title: '正常' }, { value: '-1', text: '停止', title: '停止' }]
          : [{ value: 'org.jeecg.modules.quartz.job.SampleJob', text: '示例任务（写日志）', title: '示例任务（写日志）' }],
      ),
    }),
  });
  const onSubmit = vi.fn();
  renderWithProviders(<JobFormModal editing={JOB} saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog', { name: '编辑' });
  const cron = within(dialog).getByLabelText('Cron表达式');
  const confirm = () => userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  return { dialog, cron, confirm, onSubmit };
}

describe('定时任务 form', () => {
  it('refuses an expression Quartz refuses, naming the field', async () => {
    const { dialog, cron, confirm, onSubmit } = renderForm();
    fireEvent.change(cron, { target: { value: '0 0 0 L,5 * ?' } });
    await confirm();
    expect(await within(dialog).findByText('“日”字段有误：“L”和“W”只能单独使用，不能与其他值组成列表')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes what Quartz takes beyond the editor’s tabs and sends the job with its id, spaces tidied', async () => {
    const { cron, confirm, onSubmit } = renderForm();
    fireEvent.change(cron, { target: { value: ' 0 0  22-2 ? * FRI-MON ' } });
    await confirm();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        id: 'job-1',
        jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
        cronExpression: '0 0 22-2 ? * FRI-MON',
        parameter: null,
        description: '示例',
        status: -1,
      }),
    );
  });

  it('设置 opens the cron editor with the expression and its next fire times', async () => {
    const { dialog } = renderForm();
    await userEvent.click(within(dialog).getByRole('button', { name: /设\s*置/ }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const editor = screen.getAllByRole('dialog')[1]!;
    expect(editor).toHaveTextContent('Cron表达式');
    expect(within(editor).getByLabelText('cron表达式')).toHaveValue('0/30 * * * * ?');
    expect(await within(editor).findAllByRole('listitem')).toHaveLength(10);
  });
});

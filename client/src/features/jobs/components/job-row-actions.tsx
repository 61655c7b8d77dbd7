// A job's own links: 启动 (a stopped job) or 停止 (a running one), and 执行一次; each confirmed first, as upstream.
import { App } from 'antd';
import { Access } from '@/widgets/access';
import { RowConfirmLink } from '@/widgets/list-page';
import { executeJob, JobStatus, pauseJob, resumeJob, type QuartzJob } from '../api/job-api';

export const RUN_PERMISSION = 'system:quartzJob:run';

export function JobRowActions({ job, onChanged }: { job: QuartzJob; onChanged: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const act = async (call: (id: string) => Promise<{ message: string }>) => {
    const answer = await call(job.id);
    void message.success(answer.message);
    await onChanged();
  };
  return (
    <Access require={RUN_PERMISSION}>
      {job.status === JobStatus.stopped ? (
        <RowConfirmLink title="是否启动选中任务?" onConfirm={() => act(resumeJob)}>
          启动
        </RowConfirmLink>
      ) : (
        <RowConfirmLink title="是否暂停选中任务?" onConfirm={() => act(pauseJob)}>
          停止
        </RowConfirmLink>
      )}
      <RowConfirmLink title="是否立即执行任务?" onConfirm={() => act(executeJob)}>
        执行一次
      </RowConfirmLink>
    </Access>
  );
}

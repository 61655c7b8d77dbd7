// A job's own links: 启动 (a stopped job) or 停止 (a running one), and 执行一次; each confirmed first, as upstream.
// Given to the list as a fragment, so that its links sit beside 编辑 and 删除 with their separators.
import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useAccess } from '@/widgets/access';
import { RowConfirmLink } from '@/widgets/list-page';
import { executeJob, JobStatus, pauseJob, resumeJob, type QuartzJob } from '../api/job-api';

export const RUN_PERMISSION = 'system:quartzJob:run';

export function useJobRowActions(onChanged: () => Promise<unknown>): (job: QuartzJob) => ReactNode {
  const { message } = App.useApp();
  const { can } = useAccess();
  const allowed = can(RUN_PERMISSION);
  // Kept while nothing it uses changes: the list memoises its columns on it.
  return useCallback(
    (job: QuartzJob) => {
      const act = async (call: (id: string) => Promise<{ message: string }>) => {
        const answer = await call(job.id);
        void message.success(answer.message);
        await onChanged();
      };
      return allowed ? (
      <>
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
      </>
      ) : null;
    },
    [allowed, message, onChanged],
  );
}

// /isystem/QuartzJobList (menu component system/QuartzJobList, under 系统监控 as upstream has it): 定时任务 — search
// by class, description and status; add and edit with the cron editor; 启动 / 停止, 执行一次, delete. The server runs
// the jobs with status 正常 on their schedule and writes each run to 日志管理 (操作日志).
import { ResourceList, useResourceReload } from '@/widgets/resource';
import { JobFormModal } from '../components/job-form-modal';
import { useJobRowActions } from '../hooks/use-job-row-actions';
import { jobResource } from '../model/job-resource';

export function JobListPage() {
  const reload = useResourceReload(jobResource);
  const rowActions = useJobRowActions(reload);
  return <ResourceList resource={jobResource} form={JobFormModal} rowActions={rowActions} />;
}

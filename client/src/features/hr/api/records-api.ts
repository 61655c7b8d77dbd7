// 奖惩记录 and 培训记录: their row types (the lists' own calls are their resources') and one employee's records as
// 员工详情 shows them (/hrm/employee/listRewardPunishByMainId, /hrm/employee/listTrainingByMainId), a page at a time.
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type RewardPunish = Schema<'HrRewardPunish'>;
export type Training = Schema<'HrTraining'>;

/** The rows of one page and how many there are. */
export interface RecordsPage<Row> {
  records: Row[];
  total: number;
}

export const SECTION_PAGE_SIZE = 10;

export const employeeRecordQueries = {
  rewardPunish: (employeeId: string, pageNo: number) => ({
    queryKey: ['hr', 'employee', 'rewardPunish', employeeId, pageNo] as const,
    queryFn: async (): Promise<RecordsPage<RewardPunish>> => {
      const page = (await getAction('/hrm/employee/listRewardPunishByMainId', { query: { employeeId, pageNo, pageSize: SECTION_PAGE_SIZE } })).result;
      return { records: page?.records ?? [], total: page?.total ?? 0 };
    },
  }),
  training: (employeeId: string, pageNo: number) => ({
    queryKey: ['hr', 'employee', 'training', employeeId, pageNo] as const,
    queryFn: async (): Promise<RecordsPage<Training>> => {
      const page = (await getAction('/hrm/employee/listTrainingByMainId', { query: { employeeId, pageNo, pageSize: SECTION_PAGE_SIZE } })).result;
      return { records: page?.records ?? [], total: page?.total ?? 0 };
    },
  }),
};

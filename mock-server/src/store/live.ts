// The not-deleted filter in one place. Upstream's del_flag is 0/1 on most tables and '0'/'1' on a few (departments,
// announcements); a row is live unless it is flagged deleted.
export interface SoftDeletable {
  delFlag?: number | string | null;
}

export const isLive = (row: SoftDeletable): boolean => row.delFlag !== 1 && row.delFlag !== '1';

export const isRecycled = (row: SoftDeletable): boolean => !isLive(row);

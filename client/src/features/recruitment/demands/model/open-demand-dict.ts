// The table dictionary of the 需求大厅's demands still 招聘中, each named by its position and project (rpm_demand's
// `title`): what the candidate form's 招聘需求 and 人才库's 邀请 choose from.
export const OPEN_DEMAND_DICT = "rpm_demand,title,id,status='1'";

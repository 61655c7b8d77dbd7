// The table dictionaries the candidate forms choose from: departments, and projects (departments of org_category 4).
// The same strings as 人力资源's; said here because a feature does not import another (client/src/app/README.md).
export const DEPART_DICT = 'sys_depart,depart_name,id';
export const PROJECT_DICT = "sys_depart,depart_name,id,org_category='4'";
/** The demands still 招聘中, each named by its position and project (需求大厅's rpm_demand). */
export const OPEN_DEMAND_DICT = "rpm_demand,title,id,status='1'";

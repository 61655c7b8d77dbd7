// Table dictionaries several features choose from (JeecgBoot's `table,text,code[,condition]` codes): departments,
// and projects (departments of org_category 4).
export const DEPART_DICT = 'sys_depart,depart_name,id';
export const PROJECT_DICT = "sys_depart,depart_name,id,org_category='4'";

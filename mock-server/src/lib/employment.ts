// Who is on the staff on a day: the dashboard figures and the big screen's headcount agree on it.

/** Whether someone employed from `entryDate` (until the day before `leaveDate`, if any) is on the staff on `day` (yyyy-MM-dd). */
export const activeOn =
  (day: string) =>
  (employee: { entryDate: string; leaveDate: string | null }): boolean =>
    employee.entryDate <= day && (employee.leaveDate === null || employee.leaveDate > day);

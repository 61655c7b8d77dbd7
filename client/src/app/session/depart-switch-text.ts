/** The texts of the department dialog (spec 000 §2.3, 001 §4). */
export const DepartText = {
  chooseTitle: '部门选择',
  switchTitle: (currentName: string) => `部门切换（当前部门 : ${currentName}）`,
  placeholder: '请选择登录部门',
  confirm: '确认',
  close: '关闭',
  hint: '您隶属于多部门，请选择登录部门',
} as const;

export const DEPART_DIALOG_WIDTH = 450;

/** 部门切换（当前部门 : name） when the current department is known, else 部门选择. */
export function departDialogTitle(departs: ReadonlyArray<{ orgCode: string; departName: string }>, currentOrgCode: string | null | undefined): string {
  const current = departs.find((depart) => depart.orgCode === currentOrgCode);
  return current ? DepartText.switchTitle(current.departName) : DepartText.chooseTitle;
}

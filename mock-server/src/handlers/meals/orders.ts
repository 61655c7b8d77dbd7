// 订餐: a roster employee orders a menu before its cut-off (cutoff.ts); cancelling is allowed until the cut-off too;
// only a cancelled order may be deleted. The employee's and the menu's fields are copied when ordered.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { dictValueOf, exportJoined } from '../../domain/joined-rows.js';
import { employees } from '../../entities/employees.js';
import { MEAL_ORDER_FIELDS, mealMenus, mealOrders } from '../../entities/meals.js';
import { cutoffOf, MEAL_NAMES, pastCutoff } from './cutoff.js';

type OrderForm = BodyOf<'misMealOrderAdd'>;
type Session = { username: string } | null;

const LIST = { defaultSort: { column: 'mealDate', order: 'desc' as const }, code: 200 as const };

/** Why the employee may not order the menu now, or null. */
function orderProblem(store: Store, form: OrderForm, now: number): string | null {
  const menu = mealMenus.get(store, form.menuId);
  if (!menu) return '菜谱不存在';
  const employee = employees.live(store).find((e) => e.id === form.employeeId);
  if (!employee) return '花名册中没有该员工';
  if (employee.status === '3') return `${employee.name}已离职，不能订餐`;
  const meal = `${menu.menuDate}${MEAL_NAMES[menu.mealType] ?? ''}`;
  if (pastCutoff(menu.menuDate, menu.mealType, now)) return `已过订餐截止时间（${cutoffOf(menu.menuDate, menu.mealType)}），不能再订${meal}`;
  const taken = mealOrders.all(store).some((o) => o.status === '1' && o.employeeId === employee.id && o.mealDate === menu.menuDate && o.mealType === menu.mealType);
  if (taken) return `${employee.name}已订${meal}，不能重复订餐`;
  return null;
}

function insertOrder(ctx: HandlerContext, form: OrderForm, session: Session) {
  const menu = mealMenus.get(ctx.store, form.menuId);
  const employee = employees.live(ctx.store).find((e) => e.id === form.employeeId);
  if (!menu || !employee) return;
  mealOrders.insert(
    ctx.store,
    {
      menuId: menu.id,
      employeeId: employee.id,
      workNo: employee.workNo,
      employeeName: employee.name,
      departId: employee.projectId || employee.departId,
      canteen: menu.canteen,
      mealDate: menu.menuDate,
      mealType: menu.mealType,
      dishes: menu.dishes,
      price: menu.price,
      status: '1',
    },
    session,
    ctx.now(),
  );
}

export const misMealOrderList: Handler<'misMealOrderList'> = ({ query }, { store }) => pageOf(store, mealOrders.all(store), query, MEAL_ORDER_FIELDS, LIST);

export const misMealOrderAdd: Handler<'misMealOrderAdd'> = ({ body, session }, ctx) => {
  const problem = orderProblem(ctx.store, body, ctx.now());
  if (problem) return fail(problem);
  insertOrder(ctx, body, session);
  return okText('订餐成功！');
};

export const misMealOrderCancel: Handler<'misMealOrderCancel'> = ({ query, session }, ctx) => {
  const order = mealOrders.get(ctx.store, query.id);
  if (!order) return fail(NOT_FOUND);
  if (order.status === '2') return fail('该订餐已取消');
  if (pastCutoff(order.mealDate, order.mealType, ctx.now())) return fail(`已过订餐截止时间（${cutoffOf(order.mealDate, order.mealType)}），不能取消`);
  mealOrders.update(order, { status: '2' }, session, ctx.now());
  return okText('取消成功!');
};

export const misMealOrderDelete: Handler<'misMealOrderDelete'> = ({ query }, { store }) => {
  const order = mealOrders.get(store, query.id);
  if (!order) return fail(NOT_FOUND);
  if (order.status !== '2') return fail('只能删除已取消的订餐');
  mealOrders.remove(store, [order.id]);
  return okText('删除成功!');
};

const COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'employeeName', width: 10 },
  { header: '部门', key: 'departId_dictText', width: 22 },
  { header: '食堂', key: 'canteen_dictText', width: 12 },
  { header: '用餐日期', key: 'mealDate', width: 12 },
  { header: '餐次', key: 'mealType_dictText', width: 8 },
  { header: '菜品', key: 'dishes', width: 50 },
  { header: '单价(元)', key: 'price', width: 10 },
  { header: '状态', key: 'status_dictText', width: 8 },
  { header: '下单时间', key: 'createTime', width: 20 },
];

export const misMealOrderExportXls: Handler<'misMealOrderExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, mealOrders.all(store), query, { title: '订餐', columns: COLUMNS, fields: MEAL_ORDER_FIELDS, options: LIST }, session, now());

const IMPORT_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '食堂', key: 'canteen_dictText', width: 12 },
  { header: '用餐日期', key: 'mealDate', width: 12 },
  { header: '餐次', key: 'mealType_dictText', width: 8 },
];

function importedOrder(store: Store, values: Record<string, string>): OrderForm | string {
  const employee = employees.live(store).find((e) => e.workNo === values.workNo);
  if (!employee) return `花名册中没有工号为${values.workNo ?? ''}的员工`;
  const canteen = dictValueOf(store, 'meal_canteen', values.canteen_dictText ?? '');
  const mealType = dictValueOf(store, 'meal_type', values.mealType_dictText ?? '');
  const menu = mealMenus.all(store).find((m) => m.canteen === canteen && m.mealType === mealType && m.menuDate === values.mealDate);
  if (!menu) return `没有${values.canteen_dictText ?? ''}${values.mealDate ?? ''}${values.mealType_dictText ?? ''}的菜谱`;
  return { menuId: menu.id, employeeId: employee.id };
}

export const misMealOrderImportExcel: Handler<'misMealOrderImportExcel'> = ({ uploads, session }, ctx) =>
  mealOrders.importFile<OrderForm>(uploads, ctx, {
    columns: IMPORT_COLUMNS,
    errorTitle: '订餐导入错误',
    formOf: (values) => importedOrder(ctx.store, values),
    problemOf: (form) => orderProblem(ctx.store, form, ctx.now()),
    create: (form) => insertOrder(ctx, form, session),
  });

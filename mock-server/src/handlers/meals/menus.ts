// 每周菜谱: one canteen's dishes per day and meal, with the price per serving; the weekday, the week's Monday, the
// order cut-off and the live order count are computed when read. A menu with orders keeps its canteen, day and meal.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import { plusDays } from '../../lib/days.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { dictValueOf, exportJoined } from '../../domain/joined-rows.js';
import { MEAL_MENU_FIELDS, mealMenus, mealOrders } from '../../entities/meals.js';
import type { MealMenuRecord } from '../../store/records/meals.js';
import { cutoffOf, MEAL_NAMES } from './cutoff.js';

type MenuForm = BodyOf<'misMealMenuAdd'>;
type Session = { username: string } | null;

const LIST = { defaultSort: { column: 'menuDate', order: 'asc' as const }, code: 200 as const };
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

function liveOrders(store: Store): Map<string, number> {
  const counts = new Map<string, number>();
  for (const o of mealOrders.all(store)) if (o.status === '1') counts.set(o.menuId, (counts.get(o.menuId) ?? 0) + 1);
  return counts;
}

function menuRows(store: Store, rows: MealMenuRecord[]) {
  const counts = liveOrders(store);
  return rows.map((menu) => {
    const day = new Date(`${menu.menuDate}T00:00:00Z`).getUTCDay();
    return { ...menu, weekday: WEEKDAYS[day] ?? '', weekStart: plusDays(menu.menuDate, -((day + 6) % 7)), cutoffTime: cutoffOf(menu.menuDate, menu.mealType), orderCount: counts.get(menu.id) ?? 0 };
  });
}

const sorted = (rows: ReturnType<typeof menuRows>) => [...rows].sort((a, b) => a.menuDate.localeCompare(b.menuDate) || a.canteen.localeCompare(b.canteen) || a.mealType.localeCompare(b.mealType));

function menuProblem(store: Store, form: MenuForm, except?: string): string | null {
  if (mealMenus.all(store).some((m) => m.canteen === form.canteen && m.menuDate === form.menuDate && m.mealType === form.mealType && m.id !== except))
    return `该食堂${form.menuDate}${MEAL_NAMES[form.mealType] ?? ''}已有菜谱`;
  return null;
}

const valuesOf = (form: MenuForm) => ({ canteen: form.canteen, menuDate: form.menuDate, mealType: form.mealType, dishes: form.dishes.trim(), price: form.price, remark: form.remark?.trim() || null });
const insertMenu = (ctx: HandlerContext, form: MenuForm, session: Session) => mealMenus.insert(ctx.store, valuesOf(form), session, ctx.now());

export const misMealMenuList: Handler<'misMealMenuList'> = ({ query }, { store }) => pageOf(store, sorted(menuRows(store, mealMenus.all(store))), query, MEAL_MENU_FIELDS, LIST);

export const misMealMenuAdd: Handler<'misMealMenuAdd'> = ({ body, session }, ctx) => {
  const problem = menuProblem(ctx.store, body);
  if (problem) return fail(problem);
  insertMenu(ctx, body, session);
  return okText('添加成功！');
};

export const misMealMenuEdit: Handler<'misMealMenuEdit'> = ({ body, session }, ctx) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const menu = mealMenus.get(ctx.store, body.id);
  if (!menu) return fail(NOT_FOUND);
  const ordered = liveOrders(ctx.store).get(menu.id) ?? 0;
  if (ordered > 0 && (menu.canteen !== body.canteen || menu.menuDate !== body.menuDate || menu.mealType !== body.mealType)) return fail(`该菜谱已有${ordered}份订餐，不能修改食堂、日期或餐次`);
  const problem = menuProblem(ctx.store, body, menu.id);
  if (problem) return fail(problem);
  mealMenus.update(menu, valuesOf(body), session, ctx.now());
  return okText('编辑成功!');
};

export const misMealMenuDelete: Handler<'misMealMenuDelete'> = ({ query }, { store }) => {
  const menu = mealMenus.get(store, query.id);
  if (!menu) return fail(NOT_FOUND);
  const ordered = liveOrders(store).get(menu.id) ?? 0;
  if (ordered > 0) return fail(`该菜谱已有${ordered}份订餐，不能删除`);
  mealOrders.removeWhere(store, (o) => o.menuId === menu.id);
  mealMenus.remove(store, [menu.id]);
  return okText('删除成功!');
};

const COLUMNS: ExcelColumn[] = [
  { header: '食堂', key: 'canteen_dictText', width: 12 },
  { header: '日期', key: 'menuDate', width: 12 },
  { header: '星期', key: 'weekday', width: 8 },
  { header: '餐次', key: 'mealType_dictText', width: 8 },
  { header: '菜品', key: 'dishes', width: 50 },
  { header: '单价(元)', key: 'price', width: 10 },
  { header: '订餐截止', key: 'cutoffTime', width: 18 },
  { header: '已订份数', key: 'orderCount', width: 10 },
];

export const misMealMenuExportXls: Handler<'misMealMenuExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, sorted(menuRows(store, mealMenus.all(store))), query, { title: '每周菜谱', columns: COLUMNS, fields: MEAL_MENU_FIELDS, options: LIST }, session, now());

function importedMenu(store: Store, values: Record<string, string>): MenuForm | string {
  const canteen = dictValueOf(store, 'meal_canteen', values.canteen_dictText ?? '');
  if (!canteen) return `食堂不正确：${values.canteen_dictText ?? ''}`;
  const mealType = dictValueOf(store, 'meal_type', values.mealType_dictText ?? '');
  if (!mealType) return `餐次不正确：${values.mealType_dictText ?? ''}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.menuDate ?? '')) return '日期格式应为yyyy-MM-dd';
  if (!values.dishes) return '菜品不能为空';
  const price = Number(values.price);
  if (values.price === undefined || values.price === '' || !Number.isFinite(price) || price < 0) return '单价应为不小于0的数字';
  return { canteen: canteen as MenuForm['canteen'], menuDate: values.menuDate ?? '', mealType: mealType as MenuForm['mealType'], dishes: values.dishes, price };
}

export const misMealMenuImportExcel: Handler<'misMealMenuImportExcel'> = ({ uploads, session }, ctx) =>
  mealMenus.importFile<MenuForm>(uploads, ctx, {
    columns: COLUMNS.filter((c) => ['canteen_dictText', 'menuDate', 'mealType_dictText', 'dishes', 'price'].includes(c.key)),
    errorTitle: '菜谱导入错误',
    formOf: (values) => importedMenu(ctx.store, values),
    problemOf: (form) => menuProblem(ctx.store, form),
    create: (form) => insertMenu(ctx, form, session),
  });

// 餐饮管理 (A-GEN-11): menus, orders before the cut-off, the day's counts per canteen and department, the month's
// meal-allowance statement; export and import of each list.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expect400, expectFail, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX, type OperationId } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const serving = () => mock.app.store.data.employees.filter((e) => e.delFlag === 0 && e.status !== '3');

async function menuOf(day: string, mealType: string, canteen = '1') {
  const [menu] = resultOf(await get('misMealMenuList', `/v1/mis/mealMenu/list?menuDate=${day}&mealType=${mealType}&canteen=${canteen}`)).records;
  expect(menu, `${day} ${mealType}`).toBeDefined();
  return menu!;
}

async function importFile(op: OperationId, url: string, rows: string[][]) {
  const form = multipart({}, { name: 'x.xlsx', type: XLSX, content: await workbook(rows) });
  return call(mock.app, op, { method: 'POST', url, token: mock.token, headers: form.headers, payload: form.payload });
}

describe('meals', () => {
  it('A-GEN-11 lists the weekly menus with weekday, week, cut-off and order counts', async () => {
    const page = resultOf(await get('misMealMenuList', '/v1/mis/mealMenu/list?pageSize=500'));
    expect(page.total).toBe(28 * 9);
    const lunch = await menuOf(chinaDay(1), '2');
    expect(lunch).toMatchObject({ canteen_dictText: '总部食堂', mealType_dictText: '午餐', cutoffTime: `${chinaDay(1)} 09:30`, price: 18 });
    expect(lunch.weekday).toMatch(/^周[一二三四五六日]$/);
    const breakfast = await menuOf(chinaDay(1), '1');
    expect(breakfast.cutoffTime).toBe(`${chinaDay(0)} 20:00`);
    const counted = page.records.find((m) => m.orderCount > 0);
    expect(mock.app.store.data.mealOrders.filter((o) => o.menuId === counted?.id && o.status === '1').length).toBe(counted?.orderCount);
    expect400(await get('misMealMenuList', '/v1/mis/mealMenu/list?menuDate=tomorrow'), '参数错误：query.menuDate 格式不正确');
    expectFail(await get('misMealMenuList', '/v1/mis/mealMenu/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
  });

  it('A-GEN-11 adds, edits and deletes a menu; one per canteen, day and meal; a menu with orders keeps its slot', () =>
    mock.fromSeed(async () => {
      const day = chinaDay(30);
      expect((await send('misMealMenuAdd', 'POST', '/v1/mis/mealMenu/add', { canteen: '2', menuDate: day, mealType: '2', dishes: '红烧肉、米饭', price: '16' })).body).toMatchObject({ success: true, message: '添加成功！' });
      expectFail(await send('misMealMenuAdd', 'POST', '/v1/mis/mealMenu/add', { canteen: '2', menuDate: day, mealType: '2', dishes: '另一份', price: 16 }), `该食堂${day}午餐已有菜谱`);
      expect400(await send('misMealMenuAdd', 'POST', '/v1/mis/mealMenu/add', { canteen: '9', menuDate: day, mealType: '2', dishes: 'x', price: 1 }), '参数错误：body.canteen 取值应为 1/2/3 之一');
      const menu = await menuOf(day, '2', '2');
      expect((await send('misMealMenuEdit', 'PUT', '/v1/mis/mealMenu/edit', { id: menu.id, canteen: '2', menuDate: day, mealType: '3', dishes: '宫保鸡丁、米饭', price: 14 })).body).toMatchObject({ success: true, message: '编辑成功!' });
      expectFail(await send('misMealMenuEdit', 'PUT', '/v1/mis/mealMenu/edit', { canteen: '2', menuDate: day, mealType: '3', dishes: 'x', price: 1 }), '参数错误：body.id 不能为空');
      expectFail(await send('misMealMenuEdit', 'PUT', '/v1/mis/mealMenu/edit', { id: 'nope', canteen: '2', menuDate: day, mealType: '3', dishes: 'x', price: 1 }), '未找到对应数据');
      const ordered = await menuOf(chinaDay(1), '2');
      await send('misMealOrderAdd', 'POST', '/v1/mis/mealOrder/add', { menuId: ordered.id, employeeId: serving()[200]?.id });
      const now = await menuOf(chinaDay(1), '2');
      expectFail(await send('misMealMenuEdit', 'PUT', '/v1/mis/mealMenu/edit', { id: now.id, canteen: '1', menuDate: chinaDay(2), mealType: '2', dishes: 'x', price: 1 }), `该菜谱已有${now.orderCount}份订餐，不能修改食堂、日期或餐次`);
      expectFail(await send('misMealMenuDelete', 'DELETE', `/v1/mis/mealMenu/delete?id=${now.id}`), `该菜谱已有${now.orderCount}份订餐，不能删除`);
      expect((await send('misMealMenuDelete', 'DELETE', `/v1/mis/mealMenu/delete?id=${menu.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
      expectFail(await send('misMealMenuDelete', 'DELETE', `/v1/mis/mealMenu/delete?id=${menu.id}`), '未找到对应数据');
      expect400(await send('misMealMenuDelete', 'DELETE', '/v1/mis/mealMenu/delete'), '参数错误：query.id 不能为空');
    }));

  it('A-GEN-11 orders before the cut-off, refuses after it naming the time, once per meal; cancels and deletes', () =>
    mock.fromSeed(async () => {
      const employee = serving()[300]!;
      const lunch = await menuOf(chinaDay(1), '2');
      expect((await send('misMealOrderAdd', 'POST', '/v1/mis/mealOrder/add', { menuId: lunch.id, employeeId: employee.id })).body).toMatchObject({ success: true, message: '订餐成功！' });
      expectFail(await send('misMealOrderAdd', 'POST', '/v1/mis/mealOrder/add', { menuId: lunch.id, employeeId: employee.id }), `${employee.name}已订${chinaDay(1)}午餐，不能重复订餐`);
      const past = await menuOf(chinaDay(-1), '2');
      expectFail(await send('misMealOrderAdd', 'POST', '/v1/mis/mealOrder/add', { menuId: past.id, employeeId: employee.id }), `已过订餐截止时间（${chinaDay(-1)} 09:30），不能再订${chinaDay(-1)}午餐`);
      expectFail(await send('misMealOrderAdd', 'POST', '/v1/mis/mealOrder/add', { menuId: 'nope', employeeId: employee.id }), '菜谱不存在');
      expectFail(await send('misMealOrderAdd', 'POST', '/v1/mis/mealOrder/add', { menuId: lunch.id, employeeId: 'nope' }), '花名册中没有该员工');
      const left = mock.app.store.data.employees.find((e) => e.delFlag === 0 && e.status === '3')!;
      expectFail(await send('misMealOrderAdd', 'POST', '/v1/mis/mealOrder/add', { menuId: lunch.id, employeeId: left.id }), `${left.name}已离职，不能订餐`);
      expect400(await send('misMealOrderAdd', 'POST', '/v1/mis/mealOrder/add', { menuId: lunch.id }), '参数错误：body.employeeId 不能为空');
      const [order] = resultOf(await get('misMealOrderList', `/v1/mis/mealOrder/list?employeeName=${encodeURIComponent(employee.name)}&mealDate=${chinaDay(1)}`)).records;
      expect(order).toMatchObject({ workNo: employee.workNo, status: '1', status_dictText: '已订', mealType_dictText: '午餐', price: 18 });
      expectFail(await send('misMealOrderDelete', 'DELETE', `/v1/mis/mealOrder/delete?id=${order?.id}`), '只能删除已取消的订餐');
      expect((await send('misMealOrderCancel', 'PUT', `/v1/mis/mealOrder/cancel?id=${order?.id}`)).body).toMatchObject({ success: true, message: '取消成功!' });
      expectFail(await send('misMealOrderCancel', 'PUT', `/v1/mis/mealOrder/cancel?id=${order?.id}`), '该订餐已取消');
      const eaten = mock.app.store.data.mealOrders.find((o) => o.status === '1' && o.mealType === '2' && o.mealDate < chinaDay(0))!;
      expectFail(await send('misMealOrderCancel', 'PUT', `/v1/mis/mealOrder/cancel?id=${eaten.id}`), `已过订餐截止时间（${eaten.mealDate} 09:30），不能取消`);
      expect((await send('misMealOrderDelete', 'DELETE', `/v1/mis/mealOrder/delete?id=${order?.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
      expectFail(await send('misMealOrderCancel', 'PUT', '/v1/mis/mealOrder/cancel?id=nope'), '未找到对应数据');
      expectFail(await send('misMealOrderDelete', 'DELETE', '/v1/mis/mealOrder/delete?id=nope'), '未找到对应数据');
    }));

  it('A-GEN-11 counts the day per canteen and department by meal, from the live orders', async () => {
    const day = mock.app.store.data.mealOrders.find((o) => o.status === '1')!.mealDate;
    const page = resultOf(await get('misMealCountList', `/v1/mis/mealCount/list?mealDate=${day}&pageSize=200`));
    const live = mock.app.store.data.mealOrders.filter((o) => o.status === '1' && o.mealDate === day);
    expect(page.records.reduce((sum, r) => sum + r.total, 0)).toBe(live.length);
    const row = page.records[0]!;
    expect(row.total).toBe(row.breakfast + row.lunch + row.dinner);
    expect(row.canteen_dictText).toMatch(/食堂$/);
    expect(row.departId_dictText).toBeTruthy();
    expect(resultOf(await get('misMealCountList', `/v1/mis/mealCount/list?mealDate=${day}&canteen=1`)).records.every((r) => r.canteen === '1')).toBe(true);
    expect(resultOf(await get('misMealCountList', '/v1/mis/mealCount/list')).records.every((r) => r.mealDate === chinaDay(0))).toBe(true);
    expect400(await get('misMealCountList', '/v1/mis/mealCount/list?mealDate=2026-1-1'), '参数错误：query.mealDate 格式不正确');
  });

  it('A-GEN-11 states the month per employee: meals, amount, the allowance capped per meal, the personal part', async () => {
    const month = mock.app.store.data.mealOrders.find((o) => o.status === '1')!.mealDate.slice(0, 7);
    const page = resultOf(await get('misMealAllowanceList', `/v1/mis/mealAllowance/list?month=${month}&pageSize=200`));
    expect(page.total).toBeGreaterThan(10);
    const row = page.records[0]!;
    const mine = mock.app.store.data.mealOrders.filter((o) => o.status === '1' && o.employeeId === row.employeeId && o.mealDate.startsWith(month));
    const standard: Record<string, number> = { '1': 5, '2': 15, '3': 12 };
    expect(row.mealCount).toBe(mine.length);
    expect(row.mealAmount).toBeCloseTo(mine.reduce((s, o) => s + o.price, 0), 2);
    expect(row.allowanceAmount).toBeCloseTo(mine.reduce((s, o) => s + Math.min(o.price, standard[o.mealType] ?? 0), 0), 2);
    expect(row.personalAmount).toBeCloseTo(row.mealAmount - row.allowanceAmount, 2);
    expect400(await get('misMealAllowanceList', '/v1/mis/mealAllowance/list?month=2026-13'), '参数错误：query.month 格式不正确');
    expect(resultOf(await get('misMealAllowanceList', '/v1/mis/mealAllowance/list?month=2001-01')).total).toBe(0);
  });

  it('A-GEN-11 exports every list and imports menus and orders row by row; computed lists refuse their rows', () =>
    mock.fromSeed(async () => {
      const month = chinaDay(0).slice(0, 7);
      const exports: Array<[OperationId, string, string, string[]]> = [
        ['misMealMenuExportXls', '/v1/mis/mealMenu/exportXls?canteen=1', '每周菜谱', ['食堂', '日期', '星期', '餐次', '菜品', '单价(元)', '订餐截止', '已订份数']],
        ['misMealOrderExportXls', '/v1/mis/mealOrder/exportXls', '订餐', ['工号', '姓名', '部门', '食堂', '用餐日期', '餐次', '菜品', '单价(元)', '状态', '下单时间']],
        ['misMealCountExportXls', `/v1/mis/mealCount/exportXls?mealDate=${chinaDay(-1)}`, '订餐统计', ['用餐日期', '食堂', '部门', '早餐', '午餐', '晚餐', '合计']],
        ['misMealAllowanceExportXls', `/v1/mis/mealAllowance/exportXls?month=${month}`, '餐补结算', ['结算月份', '工号', '姓名', '部门', '早餐', '午餐', '晚餐', '用餐次数', '餐费合计(元)', '餐补金额(元)', '个人支付(元)']],
      ];
      for (const [op, url, title, headers] of exports) {
        const sheet = await readSheet((await callRaw(mock.app, op, { url, token: mock.token })).raw);
        expect(sheet[0]?.[0], op).toBe(title);
        expect(sheet[2]).toEqual(headers);
      }
      const refused = await callRaw(mock.app, 'misMealOrderExportXls', { url: '/v1/mis/mealOrder/exportXls?column=salary', token: mock.token });
      expect(JSON.parse(refused.raw.toString())).toMatchObject({ success: false });
      const day = chinaDay(40);
      const menus = await importFile('misMealMenuImportExcel', '/v1/mis/mealMenu/importExcel', [['食堂', '日期', '餐次', '菜品', '单价(元)'], ['总部食堂', day, '午餐', '鱼香肉丝、米饭', '18'], ['西站食堂', day, '午餐', 'x', '1'], ['总部食堂', day, '午餐', '重复', '18']]);
      expect(menus.body).toMatchObject({ success: true, code: 201, result: { totalCount: 3, successCount: 1, errorCount: 2 } });
      const employee = serving()[400]!;
      const orders = await importFile('misMealOrderImportExcel', '/v1/mis/mealOrder/importExcel', [['工号', '食堂', '用餐日期', '餐次'], [employee.workNo ?? '', '总部食堂', day, '午餐'], ['NOPE', '总部食堂', day, '午餐']]);
      expect(orders.body).toMatchObject({ success: true, code: 201, result: { successCount: 1, errorCount: 1 } });
      const counts = await importFile('misMealCountImportExcel', '/v1/mis/mealCount/importExcel', [['用餐日期', '食堂'], [day, '总部食堂']]);
      expect(counts.body).toMatchObject({ success: true, code: 201, result: { successCount: 0, errorCount: 1 } });
      const allowances = await importFile('misMealAllowanceImportExcel', '/v1/mis/mealAllowance/importExcel', [['结算月份', '工号'], [month, 'x']]);
      expect(allowances.body).toMatchObject({ success: true, code: 201, result: { successCount: 0, errorCount: 1 } });
      const empty = multipart({ note: 'x' });
      expectFail(await call(mock.app, 'misMealMenuImportExcel', { method: 'POST', url: '/v1/mis/mealMenu/importExcel', token: mock.token, headers: empty.headers, payload: empty.payload }), '参数错误：body.file 不能为空（请上传Excel文件）');
    }));
});

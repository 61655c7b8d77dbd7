import { expect, galleryTest as test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { EditableGrid } from '../../pages/editable-grid';
import { settledOption } from '../../pages/select-dropdown';

async function openTable(page: Page, title = '全部列类型'): Promise<EditableGrid> {
  const grid = page.getByRole('grid', { name: title });
  await expect(grid.locator('[data-row-index="0"]')).toBeVisible({ timeout: 45_000 });
  return new EditableGrid(grid);
}

/** A click outside the grid (the gallery page's heading), which ends editing. */
const clickElsewhere = (page: Page) => page.getByRole('heading').first().click();

const output = (page: Page, title = '全部列类型') => page.getByTestId(`sample-value-${title}`);

test.describe('组件示例 → 可编辑表格', () => {
  test.use({ widget: 'editable-table' });
  // Several steps per scenario against the mock; a loaded machine needs more than the default.
  test.describe.configure({ timeout: 90_000 });

  test('B-GRID-34 B-GRID-49 B-GRID-50 B-GRID-52 B-GRID-25 always editing: every cell looks editable, rows 61px, row numbers 60px, at most 400px high, hidden columns absent', async ({ page }) => {
    const table = await openTable(page);
    await expect(table.row(0)).toHaveCSS('height', '61px');
    expect(await table.grid.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(400);
    const numberCell = table.row(0).getByRole('gridcell').filter({ hasText: /^1$/ });
    await expect(numberCell).toHaveCSS('width', '60px');
    await expect((await table.cell(0, 'name')).locator('div').first()).toHaveCSS('border-top-width', '1px');
    await expect(table.grid.getByRole('columnheader', { name: '隐藏' })).toHaveCount(0);
    await keepScreenshot(page, 'gallery-editable-table-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(table.row(0)).toBeVisible();
    await keepScreenshot(page, 'gallery-editable-table-375');
  });

  test('B-GRID-06 B-GRID-07 B-RULE-26 B-RULE-19 B-RULE-23 keyboard: Tab moves to the next cell, Enter commits and moves down, Escape reverts; a number cell refuses letters; a failed cell shows its message', async ({ page }) => {
    const table = await openTable(page);
    const name = await table.edit(2, 'name');
    await expect(name).toBeFocused();
    await name.fill('王小五');
    await page.keyboard.press('Tab');
    const age = (await table.cell(2, 'age')).locator('input');
    await expect(age).toBeFocused();
    await age.fill('');
    await page.keyboard.type('4a2');
    await expect(age).toHaveValue('42');
    await page.keyboard.press('Enter');
    await expect((await table.cell(0, 'name'))).toBeVisible();
    expect(await table.text(2, 'name')).toBe('王小五');
    expect(await table.text(2, 'age')).toBe('42');

    const again = await table.edit(1, 'name');
    await again.fill('不要的值');
    await page.keyboard.press('Escape');
    await expect(await table.cell(1, 'name')).not.toHaveAttribute('data-editing', 'true');
    expect(await table.text(1, 'name')).toBe('李四');

    const cleared = await table.edit(0, 'name');
    await cleared.fill('');
    await expect(page.getByRole('tooltip')).toHaveText('姓名不能为空');
    await expect(await table.cell(0, 'name')).toHaveAttribute('aria-invalid', 'true');
    await cleared.fill('张三');
    await expect(await table.cell(0, 'name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('B-GRID-08 B-GRID-09 B-GRID-10 B-GRID-67 B-GRID-05 B-GRID-11 B-GRID-23 B-GRID-24 checkbox, select, list_multi (one tag), chained selects, search select, radio and slot cells', async ({ page }) => {
    const table = await openTable(page);
    const married = (await table.cell(1, 'married')).getByRole('checkbox');
    await expect(married).toHaveAttribute('aria-checked', 'false');
    await married.click();
    await expect(married).toHaveAttribute('aria-checked', 'true');

    await (await table.cell(2, 'sex')).click();
    await (await settledOption(page, '女')).click();
    await clickElsewhere(page);
    expect(await table.text(2, 'sex')).toBe('女');

    await (await table.cell(2, 'skills')).click();
    await (await settledOption(page, 'Python')).click();
    await (await settledOption(page, 'Go')).click();
    const skills = await table.cell(2, 'skills');
    await expect(skills.locator('.ant-select-selection-item')).toHaveCount(2);
    await expect(skills.locator('.ant-select-selection-item').last()).toHaveText('+ 1 ...');
    await clickElsewhere(page);
    expect(await table.text(2, 'skills')).toBe('Python,Go');

    await (await table.cell(0, 'province')).click();
    await (await settledOption(page, '浙江')).click();
    await clickElsewhere(page);
    expect(await table.text(0, 'city')).toBe('');
    await (await table.cell(0, 'city')).click();
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).toHaveText(['杭州', '宁波']);
    await (await settledOption(page, '宁波')).click();
    await clickElsewhere(page);
    expect(await table.text(0, 'city')).toBe('宁波');

    const skill = await table.edit(2, 'skill');
    await skill.fill('ty');
    await (await settledOption(page, 'TypeScript')).click();
    await clickElsewhere(page);
    expect(await table.text(2, 'skill')).toBe('TypeScript');

    const radio = await table.cell(2, 'level');
    await radio.getByRole('radio', { name: '乙' }).click();
    await expect(radio.getByRole('radio', { name: '乙' })).toHaveAttribute('aria-checked', 'true');
    expect(await table.text(1, 'score')).toBe('9k');
  });

  test('B-GRID-13 B-GRID-12 B-GRID-15 B-GRID-16 B-GRID-17 B-GRID-18 B-GRID-42 B-GRID-43 async search, date, datetime and time pickers, the popup text areas 200×150 and 300×210, and the department picker cell', async ({ page }) => {
    const table = await openTable(page);
    const mentor = await table.edit(0, 'mentor');
    await mentor.fill('sq');
    await (await settledOption(page, 'SQL')).click();
    await clickElsewhere(page);
    expect(await table.text(0, 'mentor')).toBe('SQL');

    for (const [key, typed] of [
      ['birthday', '1990-01-02'],
      ['checkIn', '2025-03-04 08:30:00'],
      ['clockIn', '18:05:00'],
    ] as const) {
      const input = await table.edit(2, key);
      await input.fill(typed);
      await page.keyboard.press('Enter');
      await clickElsewhere(page);
      expect(await table.text(2, key)).toBe(typed);
    }

    await table.edit(1, 'remark');
    const small = page.getByTestId('grid-popup-textarea');
    await expect(small).toHaveCSS('width', '200px');
    await expect(small).toHaveCSS('height', '150px');
    await small.fill('第一行\n第二行');
    await clickElsewhere(page);
    expect(await table.text(1, 'remark')).toContain('第一行');
    await table.edit(1, 'note');
    await expect(page.getByTestId('grid-popup-textarea')).toHaveCSS('width', '300px');
    await expect(page.getByTestId('grid-popup-textarea')).toHaveCSS('height', '210px');
    await clickElsewhere(page);

    const depart = await table.cell(0, 'depart');
    await depart.click();
    await depart.getByRole('button', { name: /选\s*择/ }).click();
    const dialog = page.getByRole('dialog', { name: '选择部门' });
    await dialog.getByTestId('depart-tree').getByText('市场部').click();
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(dialog).toBeHidden();
    await clickElsewhere(page);
    expect(await table.text(0, 'depart')).toBe('市场部');
  });

  test('B-GRID-14 the user picker cell: 选择用户 opens the picker, the chosen usernames are stored and the real names shown', async ({ page }) => {
    const table = await openTable(page);
    const user = await table.cell(1, 'user');
    await user.click();
    await user.getByRole('button', { name: '选择用户' }).click();
    const dialog = page.getByRole('dialog', { name: '选择用户' });
    await dialog.getByLabel('账号').fill('zhangsan');
    await dialog.getByLabel('账号').press('Enter');
    await expect(dialog.locator('.ant-table-row')).toHaveCount(1);
    await dialog.locator('.ant-table-row', { hasText: 'zhangsan' }).getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(dialog).toBeHidden();
    await clickElsewhere(page);
    expect(await table.text(1, 'user')).toBe('张三');
    await page.getByRole('button', { name: /取\s*值/ }).click();
    await expect(output(page)).toContainText('"user": "zhangsan"');
  });

  test('B-RULE-20 B-RULE-21 a cell is validated as its value changes, and again when editing leaves it', async ({ page }) => {
    const table = await openTable(page);
    // on change: the phone pattern fails while the cell is still being edited, and passes once corrected
    const phone = await table.edit(0, 'phone');
    await phone.fill('1380013');
    const phoneCell = await table.cell(0, 'phone');
    await expect(phoneCell).toHaveAttribute('data-editing', 'true');
    await expect(phoneCell).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('tooltip')).toHaveText('请输入正确的手机号');
    await phone.fill('13800138000');
    await expect(phoneCell).not.toHaveAttribute('aria-invalid', 'true');
    await clickElsewhere(page);

    // on blur: a new row's empty required name is not changed by entering and leaving it, yet leaving marks it
    await page.getByRole('button', { name: /新\s*增$/ }).first().click();
    await expect(table.row(3)).toBeVisible();
    await table.edit(3, 'name');
    const nameCell = await table.cell(3, 'name');
    await expect(nameCell).not.toHaveAttribute('aria-invalid', 'true');
    await clickElsewhere(page);
    await expect(nameCell).not.toHaveAttribute('data-editing', 'true');
    await expect(nameCell).toHaveAttribute('aria-invalid', 'true');

    // Tab leaves the cell too: the new row's empty age passes (no rule fails on empty), the name stays failed
    await table.edit(3, 'name');
    await page.keyboard.press('Tab');
    await expect(await table.cell(3, 'age')).toHaveAttribute('data-editing', 'true');
    await expect(nameCell).toHaveAttribute('aria-invalid', 'true');
  });

  test('B-GRID-44 B-GRID-45 authPre: for a user lacking the codes, the 工资 column and the 新增 / 删除 buttons are hidden', async ({ page }) => {
    const sample = page.getByTestId('sample-按钮与列权限（受限用户）');
    const grid = sample.getByRole('grid', { name: '按钮与列权限' });
    await expect(grid.locator('[data-row-index="0"]')).toBeVisible({ timeout: 45_000 });
    await expect(grid.getByRole('columnheader', { name: '姓名' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: '手机号' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: '工资' })).toHaveCount(0);
    await expect(grid.locator('[data-key="salary"]')).toHaveCount(0);
    await expect(sample.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
    await expect(sample.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
    // the same columns and buttons in the full table above are there: what is missing here is the permission
    await expect(page.getByTestId('sample-全部列类型').getByRole('button', { name: /新\s*增$/ })).toBeVisible();
  });

  test('B-GRID-39 B-GRID-40 B-GRID-41 B-GRID-38 B-GRID-48 rows: add with saved settings, the drag-sort menu 向上移 / 向下移 / 插入一行, a second insert within 1500 ms warns, drag by handle, remove the selected; getAll\'s deleted ids are the removed stored rows only', async ({ page }) => {
    const table = await openTable(page);
    const name = (index: number) => table.row(index).locator('[data-key="name"]');
    await page.getByRole('button', { name: '新增设置' }).click();
    await page.getByLabel('新增行数').fill('2');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('保存成功', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    await expect(table.row(4)).toBeVisible();
    await expect(table.row(5)).toHaveCount(0);

    // A menu closes with a short fade after its item is clicked: each step waits until no dropdown item is visible,
    // so the next step's item is the only one on screen.
    const noMenuOpen = () => expect(page.locator('.ant-dropdown').getByRole('menuitem')).toHaveCount(0);
    await table.row(1).getByRole('button', { name: '拖动排序' }).click();
    await page.getByRole('menuitem', { name: '向上移' }).click();
    await expect(name(0)).toContainText('李四');
    await noMenuOpen();
    await table.row(0).getByRole('button', { name: '拖动排序' }).click();
    await page.getByRole('menuitem', { name: '向下移' }).click();
    await expect(name(0)).toContainText('张三');
    await noMenuOpen();

    // Two inserts within 1500 ms, made deterministic: both menus are rendered (the first closed, the second open),
    // then their 插入一行 items are clicked in one go.
    await table.row(0).getByRole('button', { name: '拖动排序' }).click();
    await expect(page.getByRole('menuitem', { name: '插入一行' })).toBeVisible();
    await page.keyboard.press('Escape');
    await noMenuOpen();
    await table.row(1).getByRole('button', { name: '拖动排序' }).click();
    await expect(page.getByRole('menuitem', { name: '插入一行' })).toBeVisible();
    await page.evaluate(() => {
      const items = Array.from(document.querySelectorAll<HTMLElement>('[role=menuitem]')).filter((item) => item.textContent === '插入一行');
      for (const item of items) item.click();
    });
    await expect(page.getByText('您点得太快了，请慢一点')).toBeVisible();
    await expect(table.grid.locator('[role=row][data-row-index]')).toHaveCount(6);

    const third = await name(3).textContent();
    await table.row(3).getByRole('button', { name: '拖动排序' }).dragTo(table.row(0));
    await expect(name(0)).toHaveText(third ?? '');

    await table.row(0).getByRole('checkbox', { name: '选择第1行' }).click();
    await expect(table.grid.getByRole('checkbox', { name: '全选' })).toHaveAttribute('aria-checked', 'mixed');
    await page.getByRole('button', { name: /删\s*除/ }).click();
    await expect(table.grid.locator('[role=row][data-row-index]')).toHaveCount(5);
    await page.getByRole('button', { name: /取\s*值/ }).click();
    await expect(output(page)).toContainText('"rejected"');
    // the removed row was 王五 (stored as r3): getAll reports its id
    await page.getByRole('button', { name: '获取全部' }).click();
    await expect(output(page)).toContainText('"rows": 5, "deleteIds": [ "r3" ]');

    // a removed new row (its name empty, so showing the placeholder) leaves no id behind: its id was temporary
    const names = await Promise.all([0, 1, 2, 3, 4].map((index) => table.text(index, 'name')));
    const added = names.indexOf('请输入姓名');
    expect(added).toBeGreaterThanOrEqual(0);
    await table.row(added).getByRole('checkbox', { name: `选择第${added + 1}行` }).click();
    await page.getByRole('button', { name: /删\s*除/ }).click();
    await expect(table.grid.locator('[role=row][data-row-index]')).toHaveCount(4);
    await page.getByRole('button', { name: '获取全部' }).click();
    await expect(output(page)).toContainText('"rows": 4, "deleteIds": [ "r3" ]');
  });

  test('B-GRID-35 B-GRID-36 click-to-edit: a cell becomes editable on click and returns to text on a click elsewhere', async ({ page }) => {
    const table = await openTable(page, '点击编辑');
    const cell = await table.cell(0, 'name');
    await expect(cell.locator('input')).toHaveCount(0);
    await cell.click();
    await expect(cell.locator('input')).toBeFocused();
    await cell.locator('input').fill('张三丰');
    await page.getByRole('heading', { name: '可编辑表格' }).click();
    await expect(cell.locator('input')).toHaveCount(0);
    await expect(cell).toHaveText('张三丰');
    await expect(output(page, '点击编辑')).toContainText('张三丰');
  });
});

import { expect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { EditableGrid } from '../../pages/editable-grid';

test.describe('组件示例 → 可编辑表格: 一万行, 树形表格, 表格表单', () => {
  test.describe.configure({ timeout: 150_000 });

  test('B-GRID-51 10 000 rows: 6 rows in view and about 9 in the document, the last row is reached by scrolling, validate-all reports every error and focuses the first', async ({ openWidget }) => {
    const page = await openWidget('editable-table-large');
    const grid = page.getByRole('grid', { name: '一万行' });
    await expect(grid.locator('[data-row-index="0"]')).toBeVisible({ timeout: 45_000 });
    // decision 28: 400px at 61px a row shows 6 rows between the header and the statistics row; the document holds
    // those and the overscan, about 9
    const rowsInView = await grid.evaluate((element) => {
      const top = (element.querySelector('[role=row]:not([data-row-index])') as HTMLElement).getBoundingClientRect().bottom;
      const bottom = (element.querySelector('[role=row][aria-label="统计"]') as HTMLElement).getBoundingClientRect().top;
      return Array.from(element.querySelectorAll('[role=row][data-row-index]')).filter((row) => {
        const box = row.getBoundingClientRect();
        return box.bottom > top && box.top < bottom;
      }).length;
    });
    expect(rowsInView).toBe(6);
    const inDocument = await grid.locator('[role=row][data-row-index]').count();
    expect(inDocument).toBeGreaterThanOrEqual(7);
    expect(inDocument).toBeLessThanOrEqual(10);
    await grid.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(grid.locator('[data-row-index="9999"] [data-key="code"]')).toHaveText('E10000');
    await page.getByRole('button', { name: '校验全部' }).click();
    // every 97th row (from 5) has a wrong phone and every 131st (from 7) no name: 104 + 77 errors
    await expect(page.getByTestId('sample-value-一万行')).toContainText('校验 10000 行：181 个错误');
    const first = grid.locator('[data-row-index="5"] [data-key="phone"]');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first.locator('input')).toBeFocused();
    await keepScreenshot(page, 'gallery-editable-table-large-1440');
  });

  test('B-TREETAB-01 B-TREETAB-02 B-TREETAB-03 the tree table pages its roots, loads children on first expand and offers position, time and dictionary cells', async ({ openWidget }) => {
    const page = await openWidget('editable-table-tree');
    const grid = page.getByRole('grid', { name: '树形表格' });
    const table = new EditableGrid(grid);
    await expect(grid.locator('[data-row-index="0"]')).toBeVisible({ timeout: 45_000 });
    await expect(grid.locator('[role=row][data-row-index]')).toHaveCount(3);
    expect(await table.text(1, 'name')).toBe('物料树');
    const children = page.waitForRequest((request) => request.url().includes('/sys/category/rootList') && new URL(request.url()).searchParams.get('pid') !== '0');
    await table.row(1).getByRole('button', { name: '展开' }).click();
    await children;
    await expect(grid.locator('[role=row][data-row-index]')).toHaveCount(5);
    expect(await table.text(2, 'name')).toBe('上衣');
    await table.row(1).getByRole('button', { name: '收起' }).click();
    await expect(grid.locator('[role=row][data-row-index]')).toHaveCount(3);

    const rank = await table.cell(0, 'rank');
    await rank.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '中级' }).click();
    await page.getByRole('heading').first().click();
    expect(await table.text(0, 'rank')).toBe('中级');
    const time = await table.edit(0, 'dutyTime');
    await time.fill('08:00:00');
    await page.keyboard.press('Enter');
    await page.getByRole('heading').first().click();
    expect(await table.text(0, 'dutyTime')).toBe('08:00:00');
    const position = await table.cell(0, 'position');
    await position.getByRole('button', { name: /选\s*择/ }).click();
    const positions = page.getByRole('dialog', { name: '选择职务' });
    await positions.getByLabel('职务名称').fill('项目经理');
    await positions.getByRole('button', { name: /查\s*询/ }).click();
    const manager = positions.locator('.ant-table-row', { hasText: 'project_manager' });
    await expect(manager).toContainText('副高级');
    await manager.getByRole('radio').check();
    await positions.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(positions).toBeHidden();
    await expect(position.locator('.ant-select')).toContainText('项目经理');
    await expect(page.getByTestId('sample-value-树形表格')).toContainText('"value": "project_manager"');

    await page.getByRole('heading').first().click();
    await page.locator('.ant-pagination').getByTitle('2').click();
    await expect(grid.locator('[role=row][data-row-index]')).toHaveCount(2);
    expect(await table.text(0, 'name')).toBe('服务行业');
    await keepScreenshot(page, 'gallery-editable-table-tree-1440');
  });

  test('B-FORM-03 B-FORM-04 the table form validates the form, then each sub-table, and shows the first failing tab with its key and errors', async ({ openWidget }) => {
    const page = await openWidget('editable-table-form');
    const sample = page.getByTestId('sample-员工档案');
    await expect(sample.getByRole('tab', { name: '教育经历' })).toBeVisible({ timeout: 45_000 });
    await sample.getByLabel('姓名').first().fill('');
    await sample.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByTestId('sample-value-员工档案')).toContainText('表单校验未通过');
    await sample.getByLabel('姓名').first().fill('张三');

    await sample.getByRole('tab', { name: '工作经历' }).click();
    const work = new EditableGrid(sample.getByRole('grid', { name: '工作经历' }));
    const company = await work.edit(0, 'company');
    await company.fill('');
    await sample.getByRole('tab', { name: '教育经历' }).click();
    await sample.getByRole('button', { name: /提\s*交/ }).click();
    await expect(sample.getByRole('tab', { name: '工作经历' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('sample-value-员工档案')).toContainText('"tabKey": "work"');
    await expect(page.getByTestId('sample-value-员工档案')).toContainText('公司不能为空');

    await (await work.edit(0, 'company')).fill('广州某外包公司');
    await sample.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByTestId('sample-value-员工档案')).toContainText('"certificates"');
    await keepScreenshot(page, 'gallery-editable-table-form-1440');
  });
});

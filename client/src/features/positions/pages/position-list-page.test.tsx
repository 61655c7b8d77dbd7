// 职务管理 on the resource kit, as the screen is mounted: its add form names every required field and refuses a taken
// code, and its buttons follow system:position:*. The e2e journey (职务管理) walks it as admin.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PositionListPage } from './position-list-page';

const POSITION_ACTIONS = ['add', 'edit', 'delete', 'deleteBatch', 'export', 'import'].map((action) => `system:position:${action}`);
/** The user holds `held`; every system:position:* button is a rule that is on, so the others are refused. */
const permissions = (held: string[]) => ({
  user: held.map((action) => ({ action, type: '1' as const })),
  all: POSITION_ACTIONS.map((action) => ({ action, type: '1' as const, status: '1' as const })),
});

const AGENT = { id: 'p1', code: 'cs_agent', name: '客服专员', rank: '1', rank_dictText: '员级', createTime: '2026-01-01 10:00:00' };
let api: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  api = installFakeBackend({
    'GET /sys/position/list': () => ({ data: envelope(200, { records: [AGENT], total: 1 }) }),
    'GET /sys/dict/getDictItems/{code}': () => ({ data: envelope(200, [{ value: '3', text: '中级', title: '中级', label: '中级' }]) }),
    // cs_agent is taken, as in the seed.
    'GET /sys/duplicate/check': (request) =>
      (request.params as { fieldVal?: string }).fieldVal === 'cs_agent' ? { data: envelope(500, null, '该值不可用，系统中已存在！') } : { data: envelope(200, null, '该值可用！') },
  });
});

const page = () => within(screen.getByTestId('position-list-page'));
const agentRow = async () => within((await screen.findByText('cs_agent', { selector: 'td, td *' })).closest('tr') as HTMLElement);

describe('职务管理', () => {
  it('新增: an empty submit names 职务编码, 职务名称 and 职级; a code another position holds is refused', async () => {
    renderWithProviders(<PositionListPage />, { permissions: permissions(POSITION_ACTIONS) });
    await agentRow();
    fireEvent.click(page().getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    const errors = () => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errors()).toEqual(['请输入职务编码!', '请输入职务名称!', '请选择职级!']));

    fireEvent.change(within(dialog).getByPlaceholderText('请输入职务编码'), { target: { value: 'cs_agent' } });
    await waitFor(() => expect(errors()).toEqual(['该值不可用，系统中已存在！', '请输入职务名称!', '请选择职级!']));
    expect(api.calls('get', '/sys/duplicate/check').at(-1)?.params).toMatchObject({ tableName: 'sys_position', fieldVal: 'cs_agent' });
    expect(api.calls('post', '/sys/position/add')).toHaveLength(0);
  });

  it('B-PERM-01 B-PERM-09 a user holding system:position:export only sees 导出: no 新增, no 导入, no 编辑, no 删除', async () => {
    renderWithProviders(<PositionListPage />, { permissions: permissions(['system:position:export']) });
    const row = await agentRow();
    expect(page().getByTestId('list-export')).toBeInTheDocument();
    for (const hidden of [/新\s*增/, /导\s*入/]) expect(page().queryByRole('button', { name: hidden })).toBeNull();
    expect(row.queryByText('编辑')).toBeNull();
    expect(row.queryByText('删除')).toBeNull();
  });

  it('a user holding every button sees 新增, 导入, 编辑 and 删除 too', async () => {
    renderWithProviders(<PositionListPage />, { permissions: permissions(POSITION_ACTIONS) });
    const row = await agentRow();
    for (const shown of [/新\s*增/, /导\s*入/]) expect(page().getByRole('button', { name: shown })).toBeInTheDocument();
    expect(row.getByText('编辑')).toBeInTheDocument();
    expect(row.getByText('删除')).toBeInTheDocument();
  });
});

// A business-entity picker's list given bad answers (issue 11): the table shows the server's message or 加载失败, and
// 查询 with the same (empty) form asks again. Moved from e2e/specs/gallery/picker-bad-answers.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BAD_ANSWERS, badThenGood } from '@/testing/bad-answers';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { BizPickerConfig } from '../model/biz-config';
import { BizSelectModal } from './biz-select-modal';

const USER_CONFIG: BizPickerConfig = {
  name: '用户',
  listUrl: '/sys/user/list',
  valueKey: 'username',
  displayKey: 'realname',
  columns: [
    { title: '账号', dataIndex: 'username', width: 120 },
    { title: '姓名', dataIndex: 'realname', width: 120 },
  ],
  queryConfig: [{ key: 'username', label: '账号' }],
};
const USERS = { records: [{ id: 'u1', username: 'zhangsan', realname: '张三' }], total: 1 };

describe('BizSelectModal given a bad answer', () => {
  it.each(BAD_ANSWERS)('the list answering $name shows $shown in the table; 查询 asks again', async ({ reply, shown }) => {
    const api = installFakeBackend({ 'GET /sys/user/list': badThenGood(reply, () => ({ data: envelope(200, USERS) })) });
    renderWithProviders(<BizSelectModal open config={USER_CONFIG} chosen={[]} multiple onOk={vi.fn()} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '选择用户' });
    await waitFor(() => expect(dialog.querySelector('.ant-table-placeholder')).toHaveTextContent(shown));
    expect(dialog.querySelectorAll('.ant-table-row')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    expect(await within(dialog).findByText('zhangsan')).toBeInTheDocument();
    expect(dialog.querySelectorAll('.ant-table-row')).not.toHaveLength(0);
    expect(api.calls('get', '/sys/user/list')).toHaveLength(2);
  });
});

// The user picker's list given bad answers (issue 11): the table shows the server's message or 加载失败, no rows,
// and the same search again asks again. Moved from e2e/specs/gallery/picker-bad-answers.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BAD_ANSWERS, badThenGood } from '@/testing/bad-answers';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UserSelectModal } from './user-select-modal';

const USERS = { records: [{ id: 'u1', username: 'zhangsan', realname: '张三', sex: 1, phone: '18611111111', orgCodeTxt: '研发部' }], total: 1 };

describe('UserSelectModal given a bad answer', () => {
  it.each(BAD_ANSWERS)("the list answering $name shows $shown in the table; the same search again fills it", async ({ reply, shown }) => {
    const api = installFakeBackend({
      'GET /sys/sysDepart/queryTreeList': () => ({ data: envelope(200, []) }),
      'GET /sys/user/queryUserComponentData': badThenGood(reply, () => ({ data: envelope(200, USERS) })),
    });
    renderWithProviders(<UserSelectModal open chosen={[]} multi={false} onOk={vi.fn()} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '选择用户' });
    await waitFor(() => expect(dialog.querySelector('.ant-table-placeholder')).toHaveTextContent(shown));
    expect(dialog.querySelectorAll('.ant-table-row')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('账号'), '{Enter}');
    expect(await within(dialog).findByText('张三')).toBeInTheDocument();
    expect(dialog.querySelectorAll('.ant-table-row')).toHaveLength(1);
    expect(api.calls('get', '/sys/user/queryUserComponentData')).toHaveLength(2);
  });
});

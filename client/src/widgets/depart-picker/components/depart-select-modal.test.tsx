// The department tree given bad answers (issue 11): the server's message or 加载失败 in place of the tree, no nodes,
// and 关闭 still closes. Moved from e2e/specs/gallery/picker-bad-answers.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BAD_ANSWERS } from '@/testing/bad-answers';
import { installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DepartSelectModal } from './depart-select-modal';

function ClosableModal() {
  const [open, setOpen] = useState(true);
  return <DepartSelectModal open={open} checked={[]} onOk={vi.fn()} onCancel={() => setOpen(false)} />;
}

describe('DepartSelectModal given a bad answer', () => {
  it.each(BAD_ANSWERS)('the tree answering $name shows $shown in place of the tree; 关闭 closes', async ({ reply, shown }) => {
    installFakeBackend({ 'GET /sys/sysDepart/queryTreeList': () => reply });
    renderWithProviders(<ClosableModal />);
    const dialog = await screen.findByRole('dialog', { name: '选择部门' });
    const tree = within(dialog).getByTestId('depart-tree');
    await waitFor(() => expect(tree).toHaveTextContent(shown));
    expect(tree.querySelectorAll('.ant-tree-treenode')).toHaveLength(0);
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer');
    if (!footer) throw new Error('the modal has no footer');
    await userEvent.click(within(footer).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择部门' })).not.toBeInTheDocument());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PromptDialog } from './prompt-dialog';

const REQUIRED = [{ required: true, message: '保存名称不能为空' }];

describe('PromptDialog', () => {
  it('B-PROMPT-01 shows one input, labelled by the title', async () => {
    renderWithProviders(<PromptDialog open title="请输入保存的名称" onOk={vi.fn()} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    expect(within(dialog).getByLabelText('请输入保存的名称')).toBeInTheDocument();
  });

  it.each([
    ['an empty value fails the required rule', '', '保存名称不能为空', null],
    ['a value longer than the caller allows fails its max rule', '名称过长的一个名字', '最多5个字', null],
    ['a value that passes every rule reaches onOk', '我的查询', null, '我的查询'],
  ])('B-PROMPT-02 %s', async (_case, typed, shown, received) => {
    const onOk = vi.fn();
    renderWithProviders(<PromptDialog open title="请输入保存的名称" rules={[...REQUIRED, { max: 5, message: '最多5个字' }]} onOk={onOk} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    if (typed) await userEvent.type(within(dialog).getByRole('textbox'), typed);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    if (shown) {
      expect(await within(dialog).findByText(shown)).toBeInTheDocument();
      expect(onOk).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(onOk).toHaveBeenCalledWith(received));
    }
  });

  it('B-PROMPT-02 a caller that rejects keeps the dialog open with the value for another try', async () => {
    const onOk = vi.fn().mockRejectedValueOnce(new Error('名称已存在')).mockResolvedValueOnce(undefined);
    renderWithProviders(<PromptDialog open title="请输入保存的名称" defaultValue="报表" rules={REQUIRED} onOk={onOk} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByRole('textbox')).toHaveValue('报表');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /确\s*定/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(2));
    expect(onOk).toHaveBeenLastCalledWith('报表');
  });
});

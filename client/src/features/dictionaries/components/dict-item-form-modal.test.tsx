// The item form's rules (字典配置's 新增 / 编辑): 名称 and 数据值 required, a value with special characters refused, a value
// another item of the dictionary holds refused by dictItemCheck. The e2e journey (数据字典) adds an item through it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DictItemFormModal } from './dict-item-form-modal';

describe('the dictionary item form', () => {
  it('names both required fields, then refuses a taken value and one with a special character; a valid item submits', async () => {
    const api = installFakeBackend({
      // position_rank's 中级 holds the value 3.
      'GET /sys/dictItem/dictItemCheck': (request) =>
        (request.params as { itemValue?: string }).itemValue === '3' ? { data: envelope(500, null, '该值不可用，系统中已存在！') } : { data: envelope(200, null, '该值可用！') },
    });
    const onSubmit = vi.fn();
    renderWithProviders(<DictItemFormModal dictId="rank" editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    const errors = () => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
    const confirm = () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const type = (placeholder: string, value: string) => fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });

    confirm();
    await waitFor(() => expect(errors()).toEqual(['请输入名称!', '请输入数据值!']));
    type('请输入数据值', '3');
    await waitFor(() => expect(errors()).toEqual(['请输入名称!', '该值不可用，系统中已存在！']));
    expect(api.calls('get', '/sys/dictItem/dictItemCheck').at(-1)?.params).toMatchObject({ itemValue: '3', dictId: 'rank' });
    type('请输入数据值', '6!');
    await waitFor(() => expect(errors()).toEqual(['请输入名称!', '数据值不能包含特殊字符！']));

    type('请输入数据值', '6');
    type('请输入名称', '特级');
    await waitFor(() => expect(errors()).toEqual([]));
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dictId: 'rank', itemText: '特级', itemValue: '6', description: '', sortOrder: 1, status: 1 }));
  });
});

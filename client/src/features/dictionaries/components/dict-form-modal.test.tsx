// The dictionary form's rules: 字典名称 and 字典编码 required, a code another dictionary holds refused by the duplicate
// check, a code that does not start with a letter refused by its pattern. The e2e journey (数据字典) adds through it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DictFormModal } from './dict-form-modal';

describe('the dictionary form', () => {
  it('names both required fields, then refuses a taken code and one not starting with a letter; a valid form submits', async () => {
    const api = installFakeBackend({
      // sex is taken, as in the seed.
      'GET /sys/duplicate/check': (request) =>
        (request.params as { fieldVal?: string }).fieldVal === 'sex' ? { data: envelope(500, null, '该值不可用，系统中已存在！') } : { data: envelope(200, null, '该值可用！') },
    });
    const onSubmit = vi.fn();
    renderWithProviders(<DictFormModal editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    const errors = () => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
    const confirm = () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const type = (placeholder: string, value: string) => fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });

    confirm();
    await waitFor(() => expect(errors()).toEqual(['请输入字典名称!', '请输入字典编码!']));
    type('请输入字典编码', 'sex');
    await waitFor(() => expect(errors()).toEqual(['请输入字典名称!', '该值不可用，系统中已存在！']));
    expect(api.calls('get', '/sys/duplicate/check').at(-1)?.params).toMatchObject({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' });
    type('请输入字典编码', '9city');
    await waitFor(() => expect(errors()).toEqual(['请输入字典名称!', '字典编码须以字母开头，只能包含字母、数字和下划线!']));

    type('请输入字典编码', 'social_city');
    type('请输入字典名称', '社保城市');
    await waitFor(() => expect(errors()).toEqual([]));
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dictName: '社保城市', dictCode: 'social_city', description: '' }));
  });
});

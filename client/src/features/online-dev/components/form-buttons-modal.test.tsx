// 自定义按钮: a button's action is one of the three declared kinds, never a script; adding one sends the form's id.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { OnlineHead } from '../api/cgform-design-api';
import { FormButtonsModal } from './form-buttons-modal';

const HEAD = { id: 'f1', tableName: 'mis_supplier', tableTxt: '供应商名录' } as OnlineHead;
let backend: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  backend = installFakeBackend({
    'GET /online/cgform/button/list/{code}': () => ({
      data: envelope(0, [
        { id: 'b1', cgformHeadId: 'f1', buttonCode: 'open_site', buttonName: '官网', buttonIcon: '', buttonStyle: 'link', optPosition: 'row', orderNum: 1, buttonStatus: '1', actionType: 'link', actionTarget: 'https://example.com/?id={id}' },
      ]),
    }),
    'POST /online/cgform/button/add': () => ({ data: envelope(200, null, '添加成功！') }),
  });
});

describe('自定义按钮', () => {
  it('lists the buttons with their declared action; 新增 offers only 打开链接 / 调用接口 / 打开表单 and sends the form id', async () => {
    renderWithProviders(<FormButtonsModal head={HEAD} onClose={() => undefined} />);
    const row = (await screen.findByText('open_site')).closest('tr') as HTMLElement;
    expect(within(row).getByText('操作列')).toBeInTheDocument();
    expect(within(row).getByText('打开链接')).toBeInTheDocument();
    expect(within(row).getByText('激活')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findByText('新增按钮')).closest('.ant-modal') as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '动作' }));
    await screen.findByTitle('调用接口');
    const options = [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);
    expect(options).toEqual(['打开链接', '调用接口', '打开表单']);
    fireEvent.click(await screen.findByTitle('调用接口'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '按钮编码' }), { target: { value: 'audit' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '按钮名称' }), { target: { value: '审核' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '动作目标' }), { target: { value: '/online/cgform/api/doButton' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.calls('post', '/online/cgform/button/add')).toHaveLength(1));
    const sent = JSON.parse(String(backend.calls('post', '/online/cgform/button/add')[0]?.data)) as Record<string, unknown>;
    expect(sent).toMatchObject({ cgformHeadId: 'f1', buttonCode: 'audit', buttonName: '审核', actionType: 'api', actionTarget: '/online/cgform/api/doButton', optPosition: 'toolbar' });
  });
});

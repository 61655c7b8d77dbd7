import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ReportEditorModal } from './report-editor-modal';

const PARSED = {
  fields: [
    { fieldName: 'username', fieldTxt: 'username', fieldType: 'String', isShow: 1, isSearch: 0, searchMode: null, dictCode: '', fieldHref: '', isOrder: 0, orderNum: 0 },
    { fieldName: 'sex', fieldTxt: 'sex', fieldType: 'Integer', isShow: 1, isSearch: 0, searchMode: null, dictCode: '', fieldHref: '', isOrder: 0, orderNum: 1 },
  ],
  params: [{ paramName: 'sex', paramTxt: 'sex', paramValue: '', orderNum: 0 }],
};

function renderEditor(parse: (sql: string) => unknown) {
  const backend = installFakeBackend({
    'GET /online/cgreport/head/parseSql': (request) => ({ data: parse(String((request.params as { sql: string }).sql)) }),
  });
  const onSubmit = vi.fn();
  renderWithProviders(<ReportEditorModal editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog', { name: '新增' });
  return { backend, dialog, onSubmit };
}

describe('report editor', () => {
  it('解析SQL fills the fields and parameters, and 确定 sends head, fields and parameters', async () => {
    const { dialog, onSubmit } = renderEditor(() => envelope(200, PARSED));
    await userEvent.type(within(dialog).getByLabelText('报表编码'), 'user_sex');
    await userEvent.type(within(dialog).getByLabelText('报表名字'), '用户');
    fireEvent.change(within(dialog).getByLabelText('报表SQL'), { target: { value: "select username, sex from sys_user where sex = '${sex}'" } });
    await userEvent.click(within(dialog).getByRole('button', { name: '解析SQL' }));
    expect(await screen.findByText('解析成功：2个字段，1个参数')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const model = onSubmit.mock.calls[0]?.[0] as { head: Record<string, unknown>; items: Array<Record<string, unknown>>; params: Array<Record<string, unknown>> };
    expect(model.head).toEqual({ code: 'user_sex', name: '用户', cgrSql: "select username, sex from sys_user where sex = '${sex}'", dbSource: '' });
    expect(model.items.map((item) => [item.fieldName, item.fieldType, item.isShow, item.orderNum])).toEqual([
      ['username', 'String', 1, 0],
      ['sex', 'Integer', 1, 1],
    ]);
    expect(model.params.map((param) => param.paramName)).toEqual(['sex']);
  });

  it('refuses a code that is not letters, digits and _ and an empty SQL, naming the field', async () => {
    const { dialog, onSubmit } = renderEditor(() => envelope(200, PARSED));
    await userEvent.type(within(dialog).getByLabelText('报表编码'), 'bad code');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('报表编码只能包含字母、数字和下划线')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入报表SQL!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the refusal of the SQL beside it and leaves the fields as they were', async () => {
    const { dialog, backend, onSubmit } = renderEditor(() => envelope(500, null, '只允许执行单条查询语句：语句以 DELETE 开头'));
    await userEvent.type(within(dialog).getByLabelText('报表编码'), 'x');
    await userEvent.type(within(dialog).getByLabelText('报表名字'), 'x');
    fireEvent.change(within(dialog).getByLabelText('报表SQL'), { target: { value: 'delete from sys_user' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '解析SQL' }));
    expect(await within(dialog).findByTestId('parse-refusal')).toHaveTextContent('只允许执行单条查询语句：语句以 DELETE 开头');
    expect(backend.calls('get', '/online/cgreport/head/parseSql')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]?.[0] as { items: unknown[] }).items).toEqual([]);
  });
});

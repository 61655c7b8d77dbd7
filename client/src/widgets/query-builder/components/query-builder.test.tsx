import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useSuperQuery } from '../hooks/use-super-query';
import { readSavedQueries, savedQueryKey, writeSavedQueries } from '../model/saved-queries';
import { DATE_FORMATS, SWITCH_OPTIONS } from '../model/value-widget';
import { SuperQueryButton } from './super-query-button';

// A busy shared machine can take more than the default second to answer a fake call and repaint.

const FIELDS = [
  { value: 'name', text: '职务名称', type: 'string' },
  { value: 'rank', text: '职级', type: 'list', options: [{ label: '中级', value: '3' }] },
];

function Harness() {
  const state = useSuperQuery();
  return (
    <>
      <SuperQueryButton fields={FIELDS} state={state} saveCode="test" />
      <output data-testid="sent">{JSON.stringify(state.query)}</output>
    </>
  );
}

describe('the advanced query', () => {
  it('B-QUERY-22 B-QUERY-24 sets the active flag once a non-empty list is emitted, and reset clears it', () => {
    const { result } = renderHook(() => useSuperQuery());
    expect(result.current.active).toBe(false);
    act(() => result.current.apply('and', [{ key: 'a', field: 'name', rule: 'eq' }]));
    expect(result.current.active).toBe(false);
    act(() => result.current.apply('or', [{ key: 'a', field: 'name', rule: 'eq', val: 'x' }]));
    expect(result.current).toMatchObject({ active: true, query: { matchType: 'or', params: [{ field: 'name', rule: 'eq', val: 'x' }] } });
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ active: false, query: null });
  });

  it('B-QUERY-42 B-QUERY-43 B-QUERY-45 formats datetime and time values and offers Y/N for switches', () => {
    expect(DATE_FORMATS).toMatchObject({ datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' });
    expect(SWITCH_OPTIONS.map((option) => option.value)).toEqual(['Y', 'N']);
  });

  it('B-QUERY-01 B-QUERY-08 B-QUERY-32 B-QUERY-33 opens 高级查询构造器, refuses empty queries and saves, shows the empty state after reset', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByTestId('super-query-button'));
    expect(await screen.findByText('高级查询构造器')).toBeInTheDocument();
    expect(screen.getAllByTestId('query-condition')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await screen.findByText('不能查询空条件')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存查询条件' }));
    expect(await screen.findByText('空条件不能保存')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重 置' }));
    expect(await screen.findByText('没有任何查询条件')).toBeInTheDocument();
    expect(screen.getByTestId('sent')).toHaveTextContent('null');
  });

  it('B-QUERY-07 B-QUERY-34 asks a name to save, refuses an empty one and stores the query', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByTestId('super-query-button'));
    await screen.findByText('高级查询构造器');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择查询字段' }));
    fireEvent.click(await screen.findByTitle('职务名称'));
    fireEvent.change(screen.getByPlaceholderText('请输入值'), { target: { value: '经理' } });
    fireEvent.click(screen.getByRole('button', { name: '保存查询条件' }));
    const nameInput = await screen.findByRole('textbox', { name: '请输入保存的名称' });
    fireEvent.click(screen.getAllByRole('button', { name: '确 定' }).at(-1) as HTMLElement);
    expect(await screen.findByText('保存名称不能为空')).toBeInTheDocument();
    fireEvent.change(nameInput, { target: { value: '经理们' } });
    fireEvent.keyDown(nameInput, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(readSavedQueries(savedQueryKey('test')).map((q) => q.title)).toEqual(['经理们']));
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(screen.getByTestId('sent')).toHaveTextContent('{"matchType":"and","params":[{"field":"name","rule":"eq","val":"经理","type":"string"}]}'));
  });

  it('B-QUERY-30 choosing a saved query loads its match type and conditions', async () => {
    writeSavedQueries(savedQueryKey('test'), [
      {
        title: '中级经理',
        matchType: 'or',
        records: [
          { key: 'a', field: 'name', rule: 'like', val: '经理', type: 'string' },
          { key: 'b', field: 'rank', rule: 'eq', val: '3', type: 'list' },
        ],
      },
    ]);
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByTestId('super-query-button'));
    await screen.findByText('高级查询构造器');
    expect(screen.getAllByTestId('query-condition')).toHaveLength(1);
    fireEvent.click(screen.getByText('中级经理'));
    await waitFor(() => expect(screen.getAllByTestId('query-condition')).toHaveLength(2));
    expect(screen.getByText('OR（条件中的任意一个匹配）')).toBeInTheDocument();
    expect(screen.getByDisplayValue('经理')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('sent').textContent ?? 'null')).toEqual({
        matchType: 'or',
        params: [
          { field: 'name', rule: 'like', val: '经理', type: 'string' },
          { field: 'rank', rule: 'eq', val: '3', type: 'list' },
        ],
      }),
    );
  });
});

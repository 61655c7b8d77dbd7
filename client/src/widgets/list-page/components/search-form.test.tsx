import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Filters } from '../model/list-state';
import type { SearchSchema } from '../model/search-schema';
import { SearchForm } from './search-form';

const TWO_TEXTS: SearchSchema = [
  { kind: 'text', name: 'dictName', label: '字典名称', match: 'like' },
  { kind: 'text', name: 'dictCode', label: '字典编号', match: 'like' },
];

/**
 * A screen whose address follows the form a moment later, as the list screens' does (useListUrlState): what the form
 * sends waits until "地址跟上" is pressed; "后退" moves the address by itself.
 */
// the inputs are looked up each time: resetting a form mounts its inputs anew
const name = () => screen.getByPlaceholderText('请输入字典名称');
const code = () => screen.getByPlaceholderText('请输入字典编号');

function ScreenWithLaggingAddress({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const [filters, setFilters] = useState<Filters>({ dictName: '状态' });
  const [sent, setSent] = useState<Filters | null>(null);
  return (
    <>
      <SearchForm
        schema={TWO_TEXTS}
        filters={filters}
        onSearch={(next) => {
          onSearch(next);
          setSent(next);
        }}
        onReset={() => setSent({})}
      />
      <button type="button" onClick={() => sent && setFilters(sent)}>
        地址跟上
      </button>
      <button type="button" onClick={() => setFilters({ dictName: '地区' })}>
        后退
      </button>
    </>
  );
}

// A busy shared machine can take more than the default second to load the lazy date picker and repaint.

describe('the search form', () => {
  it('B-LIST-29 shows and sends dates as YYYY-MM-DD', async () => {
    const onSearch = vi.fn();
    renderWithProviders(
      <SearchForm schema={[{ kind: 'date-range', name: 'createTime', label: '创建时间' }]} filters={{ createTime: ['2024-01-02', '2024-01-05'] }} onSearch={onSearch} onReset={vi.fn()} />,
    );
    expect(await screen.findByPlaceholderText('开始日期')).toHaveValue('2024-01-02');
    expect(screen.getByPlaceholderText('结束日期')).toHaveValue('2024-01-05');
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ createTime: ['2024-01-02', '2024-01-05'] }));
  });

  it('a month field shows the month in a month picker and sends it as yyyy-MM; 重置 clears it', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchForm schema={[{ kind: 'month', name: 'month', label: '结算月份' }]} filters={{ month: '2026-10' }} onSearch={onSearch} onReset={vi.fn()} />);
    const box = await screen.findByPlaceholderText('请选择结算月份');
    expect(box).toHaveValue('2026-10');
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ month: '2026-10' }));
    fireEvent.click(box);
    fireEvent.click(await screen.findByTitle('2026-12'));
    await waitFor(() => expect(box).toHaveValue('2026-12'));
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ month: '2026-12' }));
    fireEvent.click(screen.getByRole('button', { name: '重 置' }));
    // resetting mounts the inputs anew
    await waitFor(() => expect(screen.getByPlaceholderText('请选择结算月份')).toHaveValue(''));
  });

  it('重置 clears the fields at the click, and what is typed before the address catches up stays', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<ScreenWithLaggingAddress onSearch={onSearch} />);
    await waitFor(() => expect(name()).toHaveValue('状态'));

    fireEvent.click(screen.getByRole('button', { name: '重 置' }));
    expect(name()).toHaveValue('');
    fireEvent.change(code(), { target: { value: 'status' } });
    fireEvent.click(screen.getByRole('button', { name: '地址跟上' }));
    expect(code()).toHaveValue('status');

    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ dictCode: 'status' }));
    fireEvent.change(code(), { target: { value: 'status_2' } });
    fireEvent.click(screen.getByRole('button', { name: '地址跟上' }));
    expect(code()).toHaveValue('status_2');
  });

  it('the fields follow an address that moved by itself (back, forward)', async () => {
    renderWithProviders(<ScreenWithLaggingAddress onSearch={vi.fn()} />);
    await waitFor(() => expect(name()).toHaveValue('状态'));
    fireEvent.change(code(), { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('button', { name: '后退' }));
    await waitFor(() => expect(name()).toHaveValue('地区'));
    expect(code()).toHaveValue('');
  });
});

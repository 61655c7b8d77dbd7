import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { ColumnOption, EditableColumn } from '../model/column';
import { AsyncSearchEditor } from './async-search-editor';

describe('sel_search_async editor (001 §5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the last keyword once typing has paused 800 ms, asking for a page of 10, and offers the answer', async () => {
    const search = vi.fn(async (keyword: string, pageSize: number): Promise<ColumnOption[]> => [{ value: 'gm', text: `${keyword}:${pageSize}` }]);
    const column: EditableColumn = { key: 'position', type: 'sel_search_async', title: '职务', search };
    renderWithProviders(<AsyncSearchEditor column={column} value="" onChange={() => undefined} />);
    const input = screen.getByRole('combobox', { name: '职务' });
    fireEvent.change(input, { target: { value: '总' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.change(input, { target: { value: '总经' } });
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('总经', 10);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('总经:10')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, configure } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SearchForm } from './search-form';

// A busy shared machine can take more than the default second to load the lazy date picker and repaint.
configure({ asyncUtilTimeout: 10_000 });

describe('the search form', { timeout: 30_000 }, () => {
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
});

// The search form's number range (人才库's 期望月薪): two inputs, either bound alone, sent as two strings; the
// address's range fills them back.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { SearchSchema } from '../model/search-schema';
import { SearchForm } from './search-form';

const SALARY: SearchSchema = [{ kind: 'number-range', name: 'expectedSalary', label: '期望月薪' }];

describe('a number range in the search form', () => {
  it('sends both bounds, or one alone, and shows the range it was given', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchForm schema={SALARY} filters={{ expectedSalary: ['5000', ''] }} onSearch={onSearch} onReset={() => undefined} />);
    const low = await screen.findByLabelText('期望月薪最低');
    const high = screen.getByLabelText('期望月薪最高');
    await waitFor(() => expect(low).toHaveValue('5000'));
    expect(high).toHaveValue('');
    fireEvent.change(high, { target: { value: '8000' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ expectedSalary: ['5000', '8000'] }));
    fireEvent.change(low, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ expectedSalary: ['', '8000'] }));
    fireEvent.change(high, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({}));
  });
});

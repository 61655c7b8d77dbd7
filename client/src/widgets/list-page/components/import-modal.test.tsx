import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ImportButton } from './import-button';

// A busy shared machine can take more than the default second to answer a fake call and repaint.

const chooseFile = (name: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
};

describe('the import modal', () => {
  it('B-IMPORT-05 keeps 开始上传 disabled until an Excel file is chosen, and B-IMPORT-04 refuses other files', async () => {
    renderWithProviders(<ImportButton url="/sys/position/importExcel" onImported={vi.fn()} />);
    fireEvent.click(screen.getByTestId('list-import'));
    expect(await screen.findByText('导入EXCEL')).toBeInTheDocument();
    expect(screen.getByTestId('import-start')).toBeDisabled();
    chooseFile('职务.csv');
    expect(await screen.findByText('只能导入 .xls 或 .xlsx 文件')).toBeInTheDocument();
    expect(screen.getByTestId('import-start')).toBeDisabled();
    chooseFile('职务.xlsx');
    await waitFor(() => expect(screen.getByTestId('import-start')).toBeEnabled());
  });

  it('B-IMPORT-01 starts empty each time it opens', async () => {
    renderWithProviders(<ImportButton url="/sys/position/importExcel" onImported={vi.fn()} />);
    fireEvent.click(screen.getByTestId('list-import'));
    chooseFile('职务.xlsx');
    expect(await screen.findByText('职务.xlsx')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关 闭' }));
    await waitFor(() => expect(screen.queryByText('职务.xlsx')).toBeNull());
    fireEvent.click(screen.getByTestId('list-import'));
    expect(await screen.findByText('导入EXCEL')).toBeInTheDocument();
    expect(screen.queryByText('职务.xlsx')).toBeNull();
    expect(screen.getByTestId('import-start')).toBeDisabled();
  });
});

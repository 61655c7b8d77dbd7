import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/http';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Upload } from './upload';

let answers: unknown[] = [];
let release: (() => void) | undefined;

beforeEach(() => {
  answers = [];
  release = undefined;
  http.defaults.adapter = async (config) => {
    const data = answers.shift();
    if (release === undefined) await new Promise<void>((resolve) => (release = resolve));
    return { data, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
});

const pick = (container: HTMLElement, ...files: File[]) => {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

describe('Upload', () => {
  it('B-UPLOAD-10 emits the path only once the upload is done, then delete emits the empty value', async () => {
    const onChange = vi.fn();
    answers = [{ success: true, code: 0, message: 'temp/合同文本_1.pdf', result: null, timestamp: 0 }];
    const { container } = renderWithProviders(<Upload onChange={onChange} />);
    pick(container, new File(['x'], '合同文本正式版.pdf', { type: 'application/pdf' }));
    await screen.findByTestId('upload-progress');
    expect(onChange).not.toHaveBeenCalled();
    release?.();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('temp/合同文本_1.pdf'));
    expect(screen.getByText('合同文本正...')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '删除 合同文本正式版.pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('B-UPLOAD-08 a success:false answer marks the file in error and emits nothing', async () => {
    const onChange = vi.fn();
    answers = [{ success: false, code: 500, message: '上传失败！', result: null, timestamp: 0 }];
    const { container } = renderWithProviders(<Upload onChange={onChange} />);
    release = () => {};
    pick(container, new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('a.txt');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('B-UPLOAD-17 image mode refuses a non-image with 请上传图片 and sends nothing', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Upload kind="image" onChange={onChange} />);
    pick(container, new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('请上传图片')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it('echoes a stored value and hides delete and download when switched off', () => {
    renderWithProviders(<Upload value="temp/a_1.pdf,temp/b_2.pdf" allowDownload={false} allowRemove={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^下载/ })).toBeNull();
  });
});

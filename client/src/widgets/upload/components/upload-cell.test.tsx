import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/http';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UploadCell } from './upload-cell';

let sent: InternalAxiosRequestConfig[] = [];
let answers: unknown[] = [];

beforeEach(() => {
  sent = [];
  answers = [];
  window.localStorage.setItem('pro__Access-Token', JSON.stringify({ value: 'tok-7', expire: null }));
  http.defaults.adapter = async (config) => {
    sent.push(config);
    return { data: answers.shift(), status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
});

afterEach(() => window.localStorage.clear());

const stored = (path: string) => ({ success: true, code: 0, message: path, result: null, timestamp: 0 });
const pick = (container: HTMLElement, ...files: File[]) => fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files } });
const tokenOf = (config: InternalAxiosRequestConfig | undefined) => AxiosHeaders.from(config?.headers).get('X-Access-Token') ?? undefined;

describe('UploadCell (a table cell)', () => {
  it.each([
    ['sends no token unless the column asks', undefined, undefined],
    ['sends the token when the column asks', true, 'tok-7'],
  ])('B-UPLOAD-26 %s', async (_rule, token, expected) => {
    answers = [stored('temp/a_1.txt')];
    const onChange = vi.fn();
    const { container } = renderWithProviders(<UploadCell token={token} onChange={onChange} />);
    pick(container, new File(['x'], 'a.txt', { type: 'text/plain' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/a_1.txt'));
    expect(tokenOf(sent[0])).toBe(expected);
  });

  it("uploads to the column's action with its data and takes the path from its responseName", async () => {
    answers = [{ success: true, code: 200, message: '上传成功', result: { filePath: 'certificates/scan_1.png' }, timestamp: 0 }];
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <UploadCell kind="image" onChange={onChange} target={{ action: '/hrm/upload/certificate', data: { biz: 'certificates' }, responseName: 'result.filePath' }} />,
    );
    pick(container, new File(['x'], 'scan.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('certificates/scan_1.png'));
    expect(sent[0]?.url).toBe('/hrm/upload/certificate');
    expect((sent[0]?.data as FormData).get('biz')).toBe('certificates');
  });

  it('a file cell holds one file: its button gives way to the shortened name, download and delete; delete empties the cell', async () => {
    answers = [stored('temp/劳务合同正式版_1.pdf')];
    const onChange = vi.fn();
    const { container } = renderWithProviders(<UploadCell onChange={onChange} />);
    pick(container, new File(['x'], '劳务合同正式版.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('temp/劳务合同正式版_1.pdf'));
    expect(screen.getByText('劳务合同正...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传文件/ })).toBeNull();
    expect(screen.getByRole('link', { name: '下载 劳务合同正式版.pdf' })).toHaveAttribute('href', expect.stringMatching(/temp\/劳务合同正式版_1\.pdf$/));
    fireEvent.click(screen.getByRole('button', { name: '删除 劳务合同正式版.pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(screen.getByRole('button', { name: /上传文件/ })).toBeInTheDocument();
  });

  it('an image cell adds pictures (biz images) as thumbnails with alt 无图片, up to its limit', async () => {
    answers = [stored('images/a_1.png'), stored('images/b_2.png')];
    const onChange = vi.fn();
    const { container } = renderWithProviders(<UploadCell kind="image" number={2} onChange={onChange} />);
    pick(container, new File(['x'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('images/a_1.png'));
    expect((sent[0]?.data as FormData).get('biz')).toBe('images');
    pick(container, new File(['x'], 'b.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('images/a_1.png,images/b_2.png'));
    expect(screen.getAllByRole('img', { name: '无图片' })).toHaveLength(2);
    expect(container.querySelector('input[type=file]')).toBeNull();
  });

  it('B-UPLOAD-24 B-UPLOAD-25 a stored file with download and delete switched off shows neither', () => {
    renderWithProviders(<UploadCell value="temp/a_1.pdf" allowDownload={false} allowRemove={false} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('a_1.p...');
    expect(screen.queryByRole('link', { name: /^下载/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
  });
});

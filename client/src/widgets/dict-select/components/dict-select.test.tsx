import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDictCache, writeDictCache } from '@/shared/storage/dict-cache';
import { envelope, installFakeBackend, type FakeHandler } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DictSelect } from './dict-select';

afterEach(() => removeDictCache());

/**
 * Renders a select of the dictionary `broken` answered by `answer` and, only once that answer has been read (the
 * request made and the select no longer loading), opens it and compares its options.
 */
async function expectOptionsAfterAnswer(answer: FakeHandler, expected: string[]) {
  const api = installFakeBackend({ 'GET /sys/dict/getDictItems/{code}': answer });
  renderWithProviders(<DictSelect dictCode="broken" aria-label="状态" />);
  await waitFor(() => expect(api.calls('get', '/sys/dict/getDictItems/broken')).toHaveLength(1));
  await waitFor(() => expect(document.querySelector('.ant-select-arrow-loading')).toBeNull());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
  // The drawn list: antd's empty state, or the items (its hidden accessible list repeats the values, not the texts).
  if (expected.length === 0) expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  else await screen.findByTitle(expected[0] as string);
  expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)).toEqual(expected);
}

describe('DictSelect and the UI dictionary cache', () => {
  it('reads a plain dictionary from the UI dictionary cache without a request, and shows the items written after 刷新缓存', async () => {
    const api = installFakeBackend({});
    writeDictCache({ priority: [{ value: 'H', text: '高' }] });
    renderWithProviders(<DictSelect dictCode="priority" type="radio" />);
    expect(screen.getByRole('radio', { name: '高' })).toBeInTheDocument();
    act(() => writeDictCache({ priority: [{ value: 'H', text: '高' }, { value: 'L', text: '低' }] }));
    expect(await screen.findByRole('radio', { name: '低' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('A-DICT-05 fetches a dictionary the cache lacks with getDictItems, signed and without _t', async () => {
    const api = installFakeBackend({ 'GET /sys/dict/getDictItems/{code}': () => ({ data: envelope(0, [{ value: '1', text: '男' }, { value: '2', text: '女' }]) }) });
    renderWithProviders(<DictSelect dictCode="sex" type="checkbox" value="2" />);
    expect(await screen.findByRole('checkbox', { name: '女' })).toBeChecked();
    const [request] = api.calls('get', '/sys/dict/getDictItems/sex');
    expect(request?.headers['X-Sign']).toMatch(/^[0-9A-F]{32}$/);
    expect(request?.params ?? {}).not.toHaveProperty('_t');
  });

  it.each([
    ['success false', () => ({ data: { success: false, code: 0, message: '字典Code格式不正确！', result: null } })],
    ['an empty body', () => ({ data: '' })],
    ['malformed rows', () => ({ data: envelope(0, [null, 'x', { text: '无值' }]) })],
  ])('A-DICT-06 %s gives an empty option list and no exception', async (_case, answer) => {
    await expectOptionsAfterAnswer(answer, []);
  });

  it('A-DICT-06 (the control) the same wait shows the items of a good answer', async () => {
    await expectOptionsAfterAnswer(() => ({ data: envelope(0, [{ value: '1', text: '在职' }]) }), ['在职']);
  });
});

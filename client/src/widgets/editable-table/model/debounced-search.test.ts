import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedSearch } from './debounced-search';

describe('sel_search_async search (001 §5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('sends the last keyword once typing has paused 800 ms, asking for a page of 10', async () => {
    const find = vi.fn(async (keyword: string) => [keyword]);
    const onResult = vi.fn();
    const search = createDebouncedSearch(find, { onResult });
    search.search('总');
    await vi.advanceTimersByTimeAsync(500);
    search.search('总经');
    await vi.advanceTimersByTimeAsync(799);
    expect(find).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(find).toHaveBeenCalledTimes(1);
    expect(find).toHaveBeenCalledWith('总经', 10);
    await settle();
    expect(onResult).toHaveBeenCalledWith(['总经']);
  });

  it('reports loading around the request', async () => {
    let answer: (value: string[]) => void = () => undefined;
    const loading = vi.fn();
    const search = createDebouncedSearch(() => new Promise<string[]>((resolve) => (answer = resolve)), { onResult: vi.fn(), onLoading: loading });
    search.search('a');
    await vi.advanceTimersByTimeAsync(800);
    expect(loading.mock.calls).toEqual([[true]]);
    answer([]);
    await settle();
    expect(loading.mock.calls).toEqual([[true], [false]]);
  });

  it('drops an older answer that arrives after a newer keyword was sent', async () => {
    const answers = new Map<string, (value: string[]) => void>();
    const onResult = vi.fn();
    const search = createDebouncedSearch((keyword) => new Promise<string[]>((resolve) => answers.set(keyword, resolve)), { onResult });
    search.search('a');
    await vi.advanceTimersByTimeAsync(800);
    search.search('ab');
    await vi.advanceTimersByTimeAsync(800);
    answers.get('ab')?.(['ab']);
    await settle();
    answers.get('a')?.(['a']);
    await settle();
    expect(onResult.mock.calls).toEqual([[['ab']]]);
  });

  it('cancel drops a pending keyword, and a failed search reports no result', async () => {
    const find = vi.fn(async () => {
      throw new Error('offline');
    });
    const onResult = vi.fn();
    const loading = vi.fn();
    const search = createDebouncedSearch(find, { onResult, onLoading: loading });
    search.search('x');
    search.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(find).not.toHaveBeenCalled();
    search.search('y');
    await vi.advanceTimersByTimeAsync(800);
    await settle();
    expect(find).toHaveBeenCalledTimes(1);
    expect(onResult).not.toHaveBeenCalled();
    expect(loading.mock.calls).toEqual([[true], [false]]);
  });
});

import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishChange } from './change-bus';
import {
  clearQueryCache,
  getQueryData,
  invalidateQueries,
  optimisticUpdate,
  setQueryData,
  useApiQuery,
} from './query';

afterEach(() => clearQueryCache());

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const sharedFetcher = vi.fn(async () => 'shared');

function Reader() {
  const q = useApiQuery('k-shared', sharedFetcher);
  return <span>{q.data ?? 'loading'}</span>;
}

describe('useApiQuery', () => {
  it('loads, then shows data', async () => {
    const fetcher = vi.fn(async () => [1, 2, 3]);
    const { result } = renderHook(() => useApiQuery(['t', 'a'], fetcher));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual([1, 2, 3]));
    expect(result.current.isLoading).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shares one cache entry between components and keeps data for a remount', async () => {
    const view = render(
      <>
        <Reader />
        <Reader />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('shared')).toHaveLength(2));
    expect(sharedFetcher).toHaveBeenCalledTimes(1);
    view.unmount();
    render(<Reader />);
    expect(screen.getByText('shared')).toBeTruthy();
  });

  it('surfaces errors and recovers on refetch', async () => {
    let fail = true;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('nope');
      return 'ok';
    });
    const { result } = renderHook(() => useApiQuery('k-error', fetcher));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.isLoading).toBe(false);
    fail = false;
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.error).toBeUndefined();
  });

  it('refetches when a live change topic it listens to arrives, not for others', async () => {
    let n = 0;
    const fetcher = vi.fn(async () => ++n);
    const { result } = renderHook(() => useApiQuery('k-live', fetcher, { topics: ['tasks'] }));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => publishChange('people'));
    await new Promise((r) => setTimeout(r, 10));
    expect(fetcher).toHaveBeenCalledTimes(1);
    act(() => publishChange('tasks'));
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('refetches when deps change', async () => {
    const fetcher = vi.fn(async () => 'x');
    const { rerender } = renderHook(({ dep }) => useApiQuery('k-deps', fetcher, { deps: [dep] }), {
      initialProps: { dep: 1 },
    });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    rerender({ dep: 2 });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('does not fetch while disabled', async () => {
    const fetcher = vi.fn(async () => 'x');
    const { result } = renderHook(() => useApiQuery('k-off', fetcher, { enabled: false }));
    await new Promise((r) => setTimeout(r, 10));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.isLoading).toBe(false);
  });

  it('an older slow response never overwrites newer local data', async () => {
    const slow = deferred<string>();
    const { result } = renderHook(() => useApiQuery('k-race', () => slow.promise));
    act(() => setQueryData('k-race', 'local'));
    await act(async () => slow.resolve('stale server'));
    await waitFor(() => expect(result.current.data).toBe('local'));
    // Observers are notified on a timer: give the stale response every chance to land, then look again.
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(result.current.data).toBe('local');
    expect(getQueryData('k-race')).toBe('local');
  });

  it('invalidateQueries refetches mounted keys under a prefix', async () => {
    let n = 0;
    const fetcher = vi.fn(async () => ++n);
    const { result } = renderHook(() => useApiQuery(['main', 'tasks', 'open'], fetcher));
    await waitFor(() => expect(result.current.data).toBe(1));
    await act(() => invalidateQueries(['main', 'tasks']));
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('optimisticUpdate', () => {
  it('applies at once and keeps the value on success', async () => {
    setQueryData('k-opt', [1]);
    const action = deferred<string>();
    const pending = optimisticUpdate(
      'k-opt',
      (prev: number[] | undefined) => [...(prev ?? []), 2],
      () => action.promise,
    );
    expect(getQueryData('k-opt')).toEqual([1, 2]);
    action.resolve('done');
    await expect(pending).resolves.toBe('done');
    expect(getQueryData('k-opt')).toEqual([1, 2]);
  });

  it('rolls back and rethrows on failure', async () => {
    setQueryData('k-opt2', [1]);
    const failing = optimisticUpdate(
      'k-opt2',
      () => [],
      async () => {
        throw new Error('server said no');
      },
    );
    await expect(failing).rejects.toThrow('server said no');
    expect(getQueryData('k-opt2')).toEqual([1]);
  });

  it('clearQueryCache forgets everything (sign-out)', () => {
    setQueryData('k-secret', 'previous user');
    clearQueryCache();
    expect(getQueryData('k-secret')).toBeUndefined();
  });
});

describe('invalidation survives a local patch', () => {
  it('a key invalidated while unmounted still refetches on its next mount after setQueryData', async () => {
    let n = 0;
    const fetcher = vi.fn(async () => [++n]);
    const first = renderHook(() => useApiQuery(['main', 'patched'], fetcher));
    await waitFor(() => expect(first.result.current.data).toEqual([1]));
    first.unmount();
    await invalidateQueries(['main']);
    setQueryData<number[]>(['main', 'patched'], (list) => [...(list ?? []), 99]);
    const second = renderHook(() => useApiQuery(['main', 'patched'], fetcher));
    await waitFor(() => expect(second.result.current.data).toEqual([2]));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('a key written before it was ever fetched', () => {
  it('still loads from the server on its first mount', async () => {
    setQueryData<number[]>(['main', 'never-fetched'], (list) => [...(list ?? []), 7]);
    const fetcher = vi.fn(async () => [1, 2, 7]);
    const { result } = renderHook(() => useApiQuery(['main', 'never-fetched'], fetcher));
    await waitFor(() => expect(result.current.data).toEqual([1, 2, 7]));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  onReconnected,
  RETRY_DELAYS_MS,
  reportReachability,
  serverReachable,
  useConnectionWatch,
} from './connection';
import { useOnline } from './use-online';

// Module state is shared with other test files (a failed call elsewhere leaves the server out of reach).
beforeEach(() => {
  reportReachability(true);
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => reportReachability(true));
  vi.useRealTimers();
});

describe('the connection', () => {
  it('is offline while the server is out of reach, though the browser says it is online', () => {
    const { result } = renderHook(() => useOnline());
    expect(navigator.onLine).toBe(true);
    expect(result.current).toBe(true);
    act(() => reportReachability(false));
    expect(result.current).toBe(false);
    act(() => reportReachability(true));
    expect(result.current).toBe(true);
  });

  it('tells of a reconnection when the server answers again, and when the browser comes back online', () => {
    const back = vi.fn();
    const off = onReconnected(back);
    reportReachability(true);
    expect(back).not.toHaveBeenCalled();
    reportReachability(false);
    reportReachability(false);
    expect(back).not.toHaveBeenCalled();
    reportReachability(true);
    expect(back).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(2);
    off();
    reportReachability(false);
    reportReachability(true);
    window.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(2);
  });

  it('while out of reach, asks the server again after growing pauses, and stops once it answers', async () => {
    let answers = false;
    const check = vi.fn(async () => reportReachability(answers));
    renderHook(() => useConnectionWatch(check));
    await act(async () => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[4]));
    expect(check).not.toHaveBeenCalled();

    act(() => reportReachability(false));
    await act(async () => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1));
    expect(check).toHaveBeenCalledTimes(0);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]));
    expect(check).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2] - 1));
    expect(check).toHaveBeenCalledTimes(2);

    // The browser says it is back: a check at once, which finds the server.
    answers = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(check).toHaveBeenCalledTimes(3);
    expect(serverReachable()).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[4] * 3));
    expect(check).toHaveBeenCalledTimes(3);
  });
});

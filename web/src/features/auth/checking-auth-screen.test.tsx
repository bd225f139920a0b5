import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckingAuthScreen } from './checking-auth-screen';
import { sessionAtom } from './session';

function renderAt(status: 'loading' | 'signed-out') {
  const store = createStore();
  store.set(sessionAtom, { status });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<CheckingAuthScreen />} />
          <Route path="/auth" element={<p>auth page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('"Checking authentication..."', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The diagnostics card asks the API for its health; here the server is down.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the auth state and diagnostics, then goes to /auth after 2 s when signed out', async () => {
    renderAt('signed-out');
    expect(screen.getByRole('heading', { name: 'Checking authentication...' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Diagnostics' }).textContent).toContain('Not signed in');
    await act(async () => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('auth page')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('auth page')).toBeTruthy();
  });

  it('waits without redirecting while the session is still loading', async () => {
    renderAt('loading');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('auth page')).toBeNull();
    expect(screen.getByText('Loading session', { selector: 'dd' })).toBeTruthy();
  });
});

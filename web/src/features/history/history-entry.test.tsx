import 'fake-indexeddb/auto';
import { historyExpiry } from '@mynd/shared/domain';
import type { MindDumpHistoryEntry } from '@mynd/shared/schemas';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { sessionAtom } from '../auth/session';
import { HistoryEntry } from './history-entry';

afterEach(cleanup);

const NOW = new Date('2026-11-21T10:00:00.000Z');

function entry(over: Partial<MindDumpHistoryEntry>): MindDumpHistoryEntry {
  return {
    id: 'h1',
    content: 'Email the landlord about the lease',
    summary: 'Housing admin',
    status: 'done',
    error: null,
    source: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-27T09:00:00.000Z',
    tasksCreated: [{ title: 'Email the landlord', description: '', tag: 'Life' }],
    ...over,
  };
}

describe('HistoryEntry', () => {
  it('shows the days remaining and, expanded, the summary and the tasks created', () => {
    const e = entry({});
    render(<HistoryEntry entry={e} expiry={historyExpiry(e.expiresAt, NOW)} />);
    expect(screen.getByText('6 days remaining')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Email the landlord about the lease/ }));
    expect(screen.getByText('Tasks created (1)')).toBeTruthy();
    expect(screen.getByText('Housing admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('dims an expired entry and labels it "Expired"', () => {
    const e = entry({ expiresAt: '2026-11-21T09:59:00.000Z' });
    const { container } = render(<HistoryEntry entry={e} expiry={historyExpiry(e.expiresAt, NOW)} />);
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(container.querySelector('li')?.className).toContain('opacity-60');
  });

  it('resubmits the text of a failed entry with Retry (through the capture queue, as the signed-in user)', async () => {
    const user = { id: 'u1', email: 'a@example.com', hasPassword: true, createdAt: NOW.toISOString() };
    vi.spyOn(api.auth, 'me').mockResolvedValue({ user, expiresAt: '2026-12-21T10:00:00.000Z' });
    const store = createStore();
    store.set(sessionAtom, { status: 'signed-in', user });
    const submit = vi.spyOn(api.mindDumps, 'submit').mockResolvedValue({
      mindDumpId: 'm2',
      summaries: [],
      tasks: [],
      suggestions: [],
    });
    const e = entry({ status: 'failed', error: 'The AI service did not answer', tasksCreated: [] });
    render(
      <Provider store={store}>
        <HistoryEntry entry={e} expiry={historyExpiry(e.expiresAt, NOW)} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Email the landlord about the lease/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Email the landlord about the lease' }),
      ),
    );
  });
});

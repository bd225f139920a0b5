import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { clearQueryCache } from '../../lib/query';
import { makeTask } from '../tasks/test-fixtures';
import { openWizardAtom, wizardAtom } from './atoms';
import { initialDueDate, preselectedPeople } from './setup-task-form';
import { SetupWizard } from './setup-wizard';

afterEach(() => {
  cleanup();
  clearQueryCache();
});

function renderWizard() {
  vi.spyOn(api.people, 'list').mockResolvedValue({
    people: [{ id: 'p1', name: 'Ana', createdAt: '2026-11-01T00:00:00.000Z' }],
  });
  const store = createStore();
  const tasks = [
    makeTask({
      id: 't1',
      title: 'Send the deck',
      sourceText: 'Send the deck to Ana by Friday.',
      dueText: 'by Friday',
    }),
    makeTask({ id: 't2', title: 'Book the venue' }),
  ];
  store.set(openWizardAtom, {
    tasks,
    suggestions: [
      {
        taskId: 't1',
        suggestedPersonId: 'p1',
        suggestedPersonName: 'Ana',
        reasoning: 'Ana handled 3 similar tasks',
        similarTaskTitle: 'Send the Q3 deck',
        confidence: 0.876,
      },
    ],
  });
  render(
    <Provider store={store}>
      <SetupWizard />
    </Provider>,
  );
  return { store, tasks };
}

describe('SetupWizard', () => {
  it('steps through the new tasks: Cancel skips, the last one closes the wizard', async () => {
    const { store } = renderWizard();
    expect(screen.getByRole('heading', { name: 'Setup Task: Send the deck' })).toBeTruthy();
    expect(screen.getByText('by Friday').tagName).toBe('MARK');
    expect(screen.getByText('88%')).toBeTruthy();
    expect(screen.getByText('Similar task: Send the Q3 deck')).toBeTruthy();
    // The AI's suggested assignee is preselected; the suggestion's button unselects and selects again.
    await waitFor(() => screen.getByRole('button', { name: 'Ana' }));
    const suggested = screen.getByRole('button', { name: 'Delegate to Ana' });
    expect(suggested.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Ana' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(suggested);
    expect(screen.getByRole('button', { name: 'Ana' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(suggested);
    expect(screen.getByRole('button', { name: 'Ana' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Setup Task: Book the venue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.get(wizardAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the chosen people, new people and options, then moves on', async () => {
    const { tasks } = renderWizard();
    const setup = vi.spyOn(api.tasks, 'setup').mockResolvedValue({ task: tasks[0]!, splitTask: null });
    await waitFor(() => screen.getByRole('button', { name: 'Ana' }));
    // Ana, the AI's suggestion, is already selected.
    const add = screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Add new person...'), { target: { value: ' Ben ' } });
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Generate AI Benchmarks' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Setup Task' }));
    });
    expect(setup).toHaveBeenCalledWith(
      't1',
      expect.objectContaining({
        personIds: ['p1'],
        newPeople: ['Ben'],
        generateBenchmarks: true,
        split: false,
      }),
    );
    expect(screen.getByRole('heading', { name: 'Setup Task: Book the venue' })).toBeTruthy();
  });

  it('preselects only the most confident suggestion, and no one without suggestions', () => {
    expect([
      ...preselectedPeople([
        { suggestedPersonId: 'p1', confidence: 0.4 },
        { suggestedPersonId: 'p2', confidence: 0.9 },
      ]),
    ]).toEqual(['p2']);
    expect(preselectedPeople([]).size).toBe(0);
  });

  it('offers the date read from the mind dump, else 14 days from today', () => {
    expect(initialDueDate({ dueDate: '2026-11-27', dueText: 'by Friday' }, '2026-11-21')).toBe('2026-11-27');
    expect(initialDueDate({ dueDate: '2026-11-27', dueText: null }, '2026-11-21')).toBe('2026-12-05');
    expect(initialDueDate({ dueDate: '2026-11-01', dueText: 'yesterday' }, '2026-11-21')).toBe('2026-12-05');
  });
});

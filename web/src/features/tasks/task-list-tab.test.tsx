import { DEFAULT_TAGS } from '@mynd/shared/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { clearQueryCache } from '../../lib/query';
import { personFilterAtom, taskSearchAtom } from './atoms';
import TaskListTab from './task-list-tab';
import { makeTask } from './test-fixtures';

afterEach(() => {
  cleanup();
  clearQueryCache();
});

const tasks = [
  makeTask({
    id: 'a',
    title: 'Ship the release',
    tag: 'Work-DevOps',
    assignees: [{ id: 'p1', name: 'Ana' }],
  }),
  makeTask({ id: 'b', title: 'Call the plumber', tag: 'Family' }),
  makeTask({ id: 'c', title: 'Renew passport', tag: 'Life', assignees: [{ id: 'p1', name: 'Ana' }] }),
  makeTask({ id: 'd', title: 'Finished already', tag: 'Life', progress: 100 }),
];

async function renderList(setup?: (store: ReturnType<typeof createStore>) => void) {
  vi.spyOn(api.tasks, 'list').mockResolvedValue({ tasks });
  vi.spyOn(api.tags, 'list').mockResolvedValue({ tags: [...DEFAULT_TAGS] });
  const store = createStore();
  setup?.(store);
  await act(async () => {
    render(
      <Provider store={store}>
        <TaskListTab />
      </Provider>,
    );
  });
  await screen.findAllByRole('article');
  return store;
}

const titles = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('TaskListTab', () => {
  it('lists open tasks under the tagline with All (total) and a count per tag', async () => {
    await renderList();
    expect(screen.getByRole('heading', { name: 'Maximize Your Network Dynamics' })).toBeTruthy();
    expect(titles()).toEqual(['Ship the release', 'Call the plumber', 'Renew passport']);
    const filter = screen.getByRole('group', { name: 'Filter by tag' });
    expect(within(filter).getByRole('button', { name: /^All/ }).textContent).toBe('All (3)');
    expect(within(filter).getByRole('button', { name: /^Family/ }).textContent).toBe('Family (1)');
    expect(within(filter).getByRole('button', { name: /^Unsorted/ }).textContent).toBe('Unsorted (0)');
  });

  it('filters by tag; clicking the selected tag again clears it', async () => {
    await renderList();
    const family = screen.getByRole('button', { name: /^Family/ });
    fireEvent.click(family);
    expect(titles()).toEqual(['Call the plumber']);
    expect(family.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(family);
    expect(titles()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: /^Unsorted/ }));
    expect(screen.getByText('No tasks found')).toBeTruthy();
  });

  it('shows the person filter banner with a count and clears it', async () => {
    const store = await renderList((s) => s.set(personFilterAtom, { id: 'p1', name: 'Ana' }));
    expect(screen.getByText('Showing tasks for: Ana')).toBeTruthy();
    expect(screen.getByText('(2 tasks)')).toBeTruthy();
    expect(titles()).toEqual(['Ship the release', 'Renew passport']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(store.get(personFilterAtom)).toBeNull();
    expect(screen.queryByText('Showing tasks for: Ana')).toBeNull();
    expect(titles()).toHaveLength(3);
  });

  it('follows the header search box', async () => {
    await renderList((s) => s.set(taskSearchAtom, 'passport'));
    expect(titles()).toEqual(['Renew passport']);
  });
});

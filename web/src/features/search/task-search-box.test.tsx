import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activeTabAtom } from '../../app/tabs';
import { taskSearchAtom } from '../tasks/atoms';
import { focusTaskSearch } from './search-focus';
import { TaskSearchBox } from './task-search-box';

function setup() {
  const store = createStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <TaskSearchBox />
      </MemoryRouter>
    </Provider>,
  );
  return { store, input: screen.getByLabelText('Search tasks') as HTMLInputElement };
}

describe('the header task search', () => {
  it('writes the search atom and switches to the task list as you type', () => {
    const { store, input } = setup();
    expect(store.get(activeTabAtom)).toBe('dashboard');
    fireEvent.change(input, { target: { value: 'plumber' } });
    expect(store.get(taskSearchAtom)).toBe('plumber');
    expect(store.get(activeTabAtom)).toBe('task-list');
  });

  it('Escape and the clear button empty it', () => {
    const { store, input } = setup();
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(store.get(taskSearchAtom)).toBe('');
    fireEvent.change(input, { target: { value: 'y' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(store.get(taskSearchAtom)).toBe('');
  });

  it('"/" focuses it through focusTaskSearch', () => {
    const { input } = setup();
    focusTaskSearch();
    expect(document.activeElement).toBe(input);
  });
});

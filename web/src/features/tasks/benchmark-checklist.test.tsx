import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BenchmarkChecklist } from './benchmark-checklist';
import { ProgressBar } from './progress-bar';
import { makeTask } from './test-fixtures';

afterEach(cleanup);

const benchmarks = [
  { percentage: 25, description: 'Draft outline', dueDate: '2020-01-01' },
  { percentage: 50, description: 'First review', dueDate: null },
  { percentage: 75, description: 'Final edits', dueDate: '2099-03-04' },
];

describe('BenchmarkChecklist', () => {
  it('ticks reached benchmarks and sets progress to the ticked percentage', () => {
    const onProgress = vi.fn(async () => {});
    render(
      <BenchmarkChecklist task={makeTask({ id: 't', progress: 25, benchmarks })} onProgress={onProgress} />,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(screen.getByRole('checkbox', { name: /First review/ }));
    expect(onProgress).toHaveBeenCalledWith('t', 50);
    expect(screen.getByText('Mar 04, 2099')).toBeTruthy();
  });

  it('unticking goes back to the previous lower benchmark, or 0', () => {
    const onProgress = vi.fn(async () => {});
    render(
      <BenchmarkChecklist task={makeTask({ id: 't', progress: 75, benchmarks })} onProgress={onProgress} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Final edits/ }));
    expect(onProgress).toHaveBeenLastCalledWith('t', 50);
    fireEvent.click(screen.getByRole('checkbox', { name: /Draft outline/ }));
    expect(onProgress).toHaveBeenLastCalledWith('t', 0);
  });

  it('renders nothing without benchmarks', () => {
    const { container } = render(<BenchmarkChecklist task={makeTask({ id: 't' })} onProgress={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ProgressBar markers', () => {
  it('colours reached markers primary and the others by due status', () => {
    const { container } = render(<ProgressBar progress={30} benchmarks={benchmarks} today="2026-11-21" />);
    const tones = [...container.querySelectorAll('[data-tone]')].map((m) => m.getAttribute('data-tone'));
    expect(tones).toEqual(['reached', 'none', 'upcoming']);
    render(<ProgressBar progress={10} benchmarks={benchmarks} today="2026-11-21" label="second" />);
    expect(
      screen
        .getByRole('progressbar', { name: 'second' })
        .querySelector('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('overdue');
  });
});

import { MIND_DUMP_LIMIT_WARNING, MIND_DUMP_PLACEHOLDER } from '@mynd/shared/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MindDumpInput } from './mind-dump-input';

afterEach(cleanup);

function setup(onSubmit = vi.fn(async () => true)) {
  const onNearLimit = vi.fn();
  render(<MindDumpInput onSubmit={onSubmit} onNearLimit={onNearLimit} />);
  const box = screen.getByPlaceholderText(MIND_DUMP_PLACEHOLDER) as HTMLTextAreaElement;
  return { box, onSubmit, onNearLimit };
}

describe('MindDumpInput', () => {
  it('colours the counter muted, warning from 8,000 and destructive from 9,900', () => {
    const { box } = setup();
    const counter = () => screen.getByText(/\/ 10,000/);
    expect(counter().dataset.tone).toBe('muted');
    fireEvent.change(box, { target: { value: 'x'.repeat(8000) } });
    expect(counter().dataset.tone).toBe('warning');
    expect(counter().textContent).toBe('8,000 / 10,000');
    fireEvent.change(box, { target: { value: 'x'.repeat(9900) } });
    expect(counter().dataset.tone).toBe('destructive');
  });

  it('warns once at 9,900 characters and hides the banner after 5 s', () => {
    vi.useFakeTimers();
    try {
      const { box, onNearLimit } = setup();
      fireEvent.change(box, { target: { value: 'x'.repeat(9900) } });
      expect(screen.getByRole('alert').textContent).toContain(MIND_DUMP_LIMIT_WARNING);
      fireEvent.change(box, { target: { value: 'x'.repeat(9950) } });
      expect(onNearLimit).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never holds more than 10,000 characters', () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: 'y'.repeat(10050) } });
    expect(box.value).toHaveLength(10000);
  });

  it('submits the trimmed text on Enter and clears it on success', async () => {
    const { box, onSubmit } = setup();
    fireEvent.change(box, { target: { value: '  Call Ana by Friday  ' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(onSubmit).toHaveBeenCalledWith('Call Ana by Friday');
    expect(box.value).toBe('');
  });

  it('does not submit on Shift+Enter, nor blank text', async () => {
    const { box, onSubmit } = setup();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'line one' } });
    const notPrevented = fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the text when processing fails and is disabled while submitting', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { box } = setup(onSubmit);
    fireEvent.change(box, { target: { value: 'Plan the offsite' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(box.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish(false));
    expect(box.disabled).toBe(false);
    expect(box.value).toBe('Plan the offsite');
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { clearQueryCache } from '../../lib/query';
import { CompletionDialog } from './completion-dialog';

afterEach(() => {
  cleanup();
  clearQueryCache();
});

function profile(currencyPreference: string) {
  return {
    profile: {
      hasSeenIntro: true,
      themePreference: 'system' as const,
      userPosition: null,
      userDepartment: null,
      reportsTo: null,
      isManager: false,
      industry: null,
      role: null,
      company: null,
      currencyPreference,
    },
  };
}

describe('CompletionDialog', () => {
  it("sends minutes, money, the user's currency and a date, then closes and resets", async () => {
    vi.spyOn(api.profile, 'get').mockResolvedValue(profile('EUR'));
    const onComplete = vi.fn(async () => null);
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <CompletionDialog taskId="t1" open onOpenChange={onOpenChange} onComplete={onComplete} />,
    );
    const currency = screen.getByLabelText('Currency') as HTMLInputElement;
    await vi.waitFor(() => expect(currency.value).toBe('EUR'));
    expect(screen.getByRole('dialog').className).toContain('max-w-[425px]');
    fireEvent.change(screen.getByLabelText('Time Saved (minutes)'), { target: { value: '45.9' } });
    fireEvent.change(screen.getByLabelText('Money Saved'), { target: { value: 'abc' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Completion' }));
    });
    expect(onComplete).toHaveBeenCalledWith(
      't1',
      expect.objectContaining({
        timeSavedMinutes: 45,
        moneySaved: 0,
        currency: 'EUR',
        completedAt: expect.any(String),
      }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(<CompletionDialog taskId="t1" open onOpenChange={onOpenChange} onComplete={onComplete} />);
    expect((screen.getByLabelText('Time Saved (minutes)') as HTMLInputElement).value).toBe('0');
  });

  it('keeps the dialog open when saving fails', async () => {
    vi.spyOn(api.profile, 'get').mockResolvedValue(profile('USD'));
    const onOpenChange = vi.fn();
    render(
      <CompletionDialog
        taskId="t1"
        open
        onOpenChange={onOpenChange}
        onComplete={vi.fn().mockRejectedValue(new Error('nope'))}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Completion' }));
    });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

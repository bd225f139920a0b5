import { TAGLINE } from '@mynd/shared/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTaglineIndex, TAGLINE_PHRASES, useRotatingTagline } from './tagline';

const SMALL_WORDS = new Set(['for', 'into', 'of', 'to']);

describe('the rotating tagline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has 25 distinct phrases, the product tagline first', () => {
    expect(TAGLINE_PHRASES).toHaveLength(25);
    expect(new Set(TAGLINE_PHRASES).size).toBe(25);
    expect(TAGLINE_PHRASES[0]).toBe(TAGLINE);
  });

  it.each(TAGLINE_PHRASES.map((p) => [p]))('"%s" spells M-Y-N-D', (phrase) => {
    const initials = phrase
      .split(/\s+/)
      .filter((w) => !SMALL_WORDS.has(w))
      .map((w) => w[0])
      .join('');
    expect(initials).toBe('MYND');
  });

  it('wraps around', () => {
    expect(nextTaglineIndex(0)).toBe(1);
    expect(nextTaglineIndex(24)).toBe(0);
  });

  it('changes every 3 seconds', () => {
    const { result } = renderHook(() => useRotatingTagline());
    expect(result.current.phrase).toBe(TAGLINE_PHRASES[0]);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phrase).toBe(TAGLINE_PHRASES[1]);
    act(() => vi.advanceTimersByTime(3000 * 24));
    expect(result.current.index).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  canSubmitMindDump,
  counterTone,
  isNearLimit,
  MIND_DUMP_LIMIT_WARNING,
  MIND_DUMP_MAX_CHARS,
} from './mind-dump.js';

describe('mind dump', () => {
  it('warns with the spec’s exact text', () => {
    expect(MIND_DUMP_LIMIT_WARNING).toBe(
      'Character limit almost reached! Submit this draft and start a new one to continue.',
    );
  });

  it.each([
    [0, 'muted', false],
    [7999, 'muted', false],
    [8000, 'warning', false],
    [9899, 'warning', false],
    [9900, 'destructive', true],
    [10000, 'destructive', true],
  ])('%i characters → %s, near limit %s', (length, tone, near) => {
    expect(counterTone(length)).toBe(tone);
    expect(isNearLimit(length)).toBe(near);
  });

  it.each([
    ['Call Jane about the budget', false, true],
    ['Call Jane', true, false],
    ['', false, false],
    ['   \n\t ', false, false],
    ['x'.repeat(MIND_DUMP_MAX_CHARS), false, true],
    [`  ${'x'.repeat(MIND_DUMP_MAX_CHARS)}  `, false, true],
    ['x'.repeat(MIND_DUMP_MAX_CHARS + 1), false, false],
  ])('canSubmit(%j, busy %s) → %s', (text, busy, expected) => {
    expect(canSubmitMindDump(text, busy)).toBe(expected);
  });
});

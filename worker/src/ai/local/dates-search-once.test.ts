import { describe, expect, it } from 'vitest';
import { zonedNow } from './calendar.js';
import { ANY_DAY, findDates, leadingDateLength, mentionsDate } from './dates.js';
import { createLocalProvider } from './index.js';
import { withTextsRemembered } from './per-extraction.js';

// Tuesday 2026-11-24: "Monday 23rd" is yesterday (no due date), but a date under ANY_DAY (a Monday in January).
const TODAY = zonedNow(new Date('2026-11-24T12:00:00Z'), 'Europe/London');
const TEXT = 'The retro is Monday 23rd, call the plumber tomorrow and pay the deposit by Friday';

/**
 * Each global pattern's searches started (exec from lastIndex 0), per text searched, while `run` runs. Replacing
 * RegExp.prototype.exec puts this file in a process of its own (@mynd/shared/testing/vitest-projects).
 */
const starts = new Map<RegExp, Map<string, number>>();
async function countingSearches<T>(run: () => T | Promise<T>): Promise<T> {
  starts.clear();
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    if (this.global && this.lastIndex === 0) {
      const byText = starts.get(this) ?? new Map<string, number>();
      byText.set(input, (byText.get(input) ?? 0) + 1);
      starts.set(this, byText);
    }
    return exec.call(this, input);
  };
  try {
    return await run();
  } finally {
    RegExp.prototype.exec = exec;
  }
}

/** The date rules' patterns: the global patterns a fresh read of a text with a date phrase runs over it. */
async function rulePatterns(): Promise<Set<RegExp>> {
  await countingSearches(() => findDates('pay it in 2 days', ANY_DAY));
  return new Set(starts.keys());
}

describe('the date rules search a text once, whichever day it is read for', () => {
  it('reads a text for ANY_DAY without searching it again after reading it for today', async () => {
    const rules = await rulePatterns();
    expect(rules.size).toBeGreaterThan(40);
    const fresh = [findDates(TEXT, TODAY), findDates(TEXT, ANY_DAY)];
    // The days still resolve apart: "Monday 23rd" is a date only under ANY_DAY.
    expect(fresh[0]!.map((d) => d.text)).toEqual(['by Friday', 'tomorrow']);
    expect(fresh[1]!.map((d) => d.text)).toEqual(['by Friday', 'Monday 23rd', 'tomorrow']);
    const read = await countingSearches(() =>
      withTextsRemembered(() => [
        findDates(TEXT, TODAY),
        findDates(TEXT, ANY_DAY),
        mentionsDate(TEXT),
        leadingDateLength(TEXT),
      ]),
    );
    expect(read).toEqual([...fresh, true, 0]);
    for (const rule of rules) expect(starts.get(rule)?.get(TEXT)).toBe(1);
  });

  it('searches every text of a dump once, though the clause classifier reads clauses for ANY_DAY too', async () => {
    const rules = await rulePatterns();
    const ai = createLocalProvider(); // its warm-up extractions before counting
    const result = await countingSearches(() =>
      ai.processMindDump(
        `Renew the TLS certificate on the API gateway by Friday, Person3 Example knows the vendor.
Call the plumber tomorrow about the leak in the kitchen. Prepare the quarterly budget review for finance
before the end of the month. Ask Person7 Example to book the venue for the team offsite next Saturday.`,
        { now: new Date('2026-11-24T12:00:00Z'), timeZone: 'Europe/London', tags: ['Work', 'Home'] },
      ),
    );
    expect(result.tasks.map((t) => t.dueDate)).toEqual(['2026-11-27', '2026-11-25', null, '2026-11-28']);
    const searched = new Map<string, number>();
    for (const rule of rules)
      for (const [text, n] of starts.get(rule) ?? [])
        searched.set(text, Math.max(searched.get(text) ?? 0, n));
    // Sentences, their clauses, and the pieces the classifier reads on their own.
    expect(searched.size).toBeGreaterThan(5);
    expect([...searched].filter(([, n]) => n > 1)).toEqual([]);
    // A task's own due date is read from its clause as the other reads read it, not from the clause and a space.
    const trimmed = [...searched.keys()].map((text) => text.trimEnd());
    expect(trimmed.filter((text, i) => trimmed.indexOf(text) !== i)).toEqual([]);
  });
});

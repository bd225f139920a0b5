import { describe, expect, it } from 'vitest';
import { createLocalProvider } from './index.js';
import { perExtractionStats, rememberedPerText, withTextsRemembered } from './per-extraction.js';

const ctx = {
  now: new Date('2026-11-24T12:00:00Z'),
  timeZone: 'Europe/London',
  tags: ['Work-DevOps', 'Family', 'Life', 'Unsorted'],
};

const DUMP = `Renew the TLS certificate on the API gateway by Friday, Person3 Example knows the vendor.
Call the plumber tomorrow about the leak in the kitchen. Prepare the quarterly budget review for finance
before the end of the month. Ask Person7 Example to book the venue for the team offsite next Saturday.
Upgrade the Kubernetes nodes on the staging cluster and check the alerts afterwards.`;

/** Answers asked for and computed while `run` runs. */
function counted(run: () => unknown) {
  const before = { ...perExtractionStats };
  run();
  return {
    asked: perExtractionStats.asked - before.asked,
    computed: perExtractionStats.computed - before.computed,
  };
}

describe('texts read once per extraction', () => {
  const letters = rememberedPerText(
    (text: string, upper: boolean) => [...(upper ? text.toUpperCase() : text)],
    (text, upper) => `${upper}${text}`,
  );

  it('computes every call outside an extraction, and each key once inside one', () => {
    expect(counted(() => [letters('ab', false), letters('ab', false)])).toEqual({ asked: 2, computed: 2 });
    expect(
      counted(() =>
        withTextsRemembered(() => [letters('ab', false), letters('ab', false), letters('ab', true)]),
      ),
    ).toEqual({ asked: 3, computed: 2 });
    // Nothing is kept between extractions.
    expect(counted(() => withTextsRemembered(() => letters('ab', false)))).toEqual({ asked: 1, computed: 1 });
  });

  it('gives each caller an array of its own', () => {
    withTextsRemembered(() => {
      const first = letters('abc', false);
      first.reverse().push('z');
      expect(letters('abc', false)).toEqual(['a', 'b', 'c']);
      expect(withTextsRemembered(() => letters('abc', false))).toEqual(['a', 'b', 'c']);
    });
  });

  it('reads a dump’s clauses for dates, people and words far fewer times than the rules ask', async () => {
    const ai = createLocalProvider();
    let result: unknown;
    const seen = counted(() => {
      result = ai.processMindDump(DUMP, ctx);
    });
    expect(seen.computed).toBeGreaterThan(0);
    expect(seen.computed).toBeLessThan(seen.asked);
    expect(await result).toEqual(await ai.processMindDump(DUMP, ctx));
  });
});

/**
 * Tests of the extraction benchmark's scoring (worker/scripts/eval/score.ts). They live here because the
 * worker's test run covers src/; the module itself belongs to the benchmark script.
 */
import { describe, expect, it } from 'vitest';
import {
  acceptedDates,
  type EvalCase,
  matches,
  matchTasks,
  samePeople,
  scoreCase,
  totals,
} from '../../scripts/eval/score.js';

const task = (
  title: string,
  extra: Partial<{ description: string; tag: string; dueDate: string | null; people: string[] }> = {},
) => ({
  title,
  description: '',
  tag: 'Unsorted',
  dueDate: null,
  people: [] as string[],
  ...extra,
});

// Saturday 2026-11-21.
const TODAY = { year: 2026, month: 11, day: 21 };

describe('matches', () => {
  it('needs every must word as a word prefix in the title or description', () => {
    const expected = { title: 'Renew certs', must: ['certificate', 'gateway'] };
    expect(matches(task('Renew the TLS certificates', { description: 'on the API gateway' }), expected)).toBe(
      true,
    );
    expect(matches(task('Renew the TLS certificates'), expected)).toBe(false);
    // A prefix of a word, not any substring: "ink" is not found in "thinking".
    expect(matches(task('Stop thinking'), { title: 'Buy ink', must: ['ink'] })).toBe(false);
    expect(matches(task('Set the ON-CALL rota'), { title: 'x', must: ['on-call'] })).toBe(true);
  });
});

describe('matchTasks', () => {
  it('matches one-to-one and finds the maximum matching', () => {
    const produced = [task('Fix tests and deploy'), task('Fix tests')];
    const expected = [
      { title: 'Deploy', must: ['deploy'] },
      { title: 'Fix', must: ['fix'] },
    ];
    expect(matchTasks(produced, expected)).toEqual([0, 1]);
    expect(matchTasks([task('Fix tests and deploy')], expected).filter((p) => p >= 0)).toHaveLength(1);
    // Augmenting: the first expected task takes the only produced task the second one could use, then gives it up.
    expect(
      matchTasks(
        [task('alpha beta'), task('alpha')],
        [
          { title: '', must: ['alpha'] },
          { title: '', must: ['beta'] },
        ],
      ),
    ).toEqual([1, 0]);
  });
});

describe('acceptedDates', () => {
  it.each([
    ['today', ['2026-11-21']],
    ['tomorrow', ['2026-11-22']],
    ['+2d', ['2026-11-23']],
    ['+3w', ['2026-12-12']],
    ['weekday:fri', ['2026-11-27', '2026-12-04']],
    ['weekday:sat', ['2026-11-28', '2026-12-05']],
    ['eom', ['2026-11-30']],
    ['12-20', ['2026-12-20']],
    ['11-01', ['2027-11-01']],
    ['2027-01-05', ['2027-01-05']],
  ])('%s', (spec, dates) => {
    expect(acceptedDates(spec, TODAY)).toEqual(dates);
  });

  it('accepts the last working day for a month that ends on a weekend', () => {
    // 2027-01-31 is a Sunday.
    expect(acceptedDates('eom', { year: 2027, month: 1, day: 10 })).toEqual(['2027-01-31', '2027-01-29']);
  });

  it('accepts any day of next week, Monday to Sunday', () => {
    expect(acceptedDates('nextweek', TODAY)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});

describe('scoreCase and totals', () => {
  const testCase: EvalCase = {
    id: 't1',
    timeZone: 'UTC',
    text: '…',
    expected: {
      tasks: [
        { title: 'Renew the certificate', must: ['certificate'], due: 'weekday:fri', tag: 'Work-DevOps' },
        { title: 'Buy ink', must: ['ink'], tag: 'Life' },
        { title: 'Call Mom', must: ['mom'] },
      ],
    },
  };

  it('counts matches, due dates and tags, and lists the misses', () => {
    const score = scoreCase(
      testCase,
      [
        task('Renew the certificate', { dueDate: '2026-11-27', tag: 'Work-DevOps' }),
        task('Buy printer ink', { tag: 'Work-DevOps' }),
        task('Water the plants'),
      ],
      TODAY,
    );
    expect(score).toMatchObject({
      produced: 3,
      expected: 3,
      matched: 2,
      dueTotal: 1,
      dueOk: 1,
      tagTotal: 2,
      tagOk: 1,
    });
    expect(score.misses).toEqual([
      'tag: "Buy printer ink" got Work-DevOps, wanted Life',
      'missed: "Call Mom" (must: mom)',
      'extra: "Water the plants"',
    ]);
    const t = totals([score]);
    expect(t.precision).toBeCloseTo(2 / 3);
    expect(t.recall).toBeCloseTo(2 / 3);
    expect(t.f1).toBeCloseTo(2 / 3);
    expect(t.dueAccuracy).toBe(1);
    expect(t.tagAccuracy).toBe(0.5);
    expect([t.undatedTotal, t.undatedLeaks]).toEqual([1, 0]);
  });

  it('counts a date on a task whose row gives none as a date where none was said', () => {
    const score = scoreCase(
      testCase,
      [task('Buy ink', { dueDate: '2026-11-27', tag: 'Life' }), task('Call Mom')],
      TODAY,
    );
    expect([score.undatedTotal, score.undatedLeaks]).toEqual([2, 1]);
    expect(score.misses).toContain('dated: "Buy ink" got 2026-11-27, its row gives it no date');
    expect(totals([score])).toMatchObject({ undatedTotal: 2, undatedLeaks: 1, dueTotal: 0, dueAccuracy: 1 });
  });

  it('scores an empty expectation with nothing produced as perfect', () => {
    const t = totals([scoreCase({ ...testCase, expected: { tasks: [] } }, [], TODAY)]);
    expect(t).toMatchObject({ precision: 1, recall: 1, f1: 1 });
  });
});

describe('people, vague dates and days of the month', () => {
  it('compares people as sets, ignoring case, titles and a missing surname', () => {
    expect(samePeople(['Priya'], ['priya'])).toBe(true);
    expect(samePeople(['Dr. Patel'], ['Patel'])).toBe(true);
    expect(samePeople(['Wei Ling'], ['Wei'])).toBe(true);
    expect(samePeople(['Auntie Pua'], ['Pua'])).toBe(true);
    expect(samePeople(['Rosa'], ['Tía Rosa'])).toBe(true);
    expect(samePeople(['Coach Dave', 'Mr Lim'], ['Dave', 'Lim'])).toBe(true);
    expect(samePeople(['Nana'], ['Nana'])).toBe(true);
    expect(samePeople(['Nana'], ['Rose'])).toBe(false);
    expect(samePeople(['Uncle Ben'], ['Ken'])).toBe(false);
    expect(samePeople(['Frau Huber', 'Khun Somchai'], ['Huber', 'Somchai'])).toBe(true);
    expect(samePeople(['Bu Sari'], ['Sari'])).toBe(true);
    expect(samePeople(['Mama'], ['Mama'])).toBe(true);
    expect(samePeople(['Priya', 'the team'], ['Priya'])).toBe(false);
    expect(samePeople([], [])).toBe(true);
    expect(samePeople([], ['Tom'])).toBe(false);
  });

  it('"none" wants no date, "day:N" the coming Nth', () => {
    const testCase: EvalCase = {
      id: 'x',
      timeZone: 'UTC',
      text: '',
      expected: {
        tasks: [
          { title: 'Plan the roadmap', must: ['roadmap'], due: 'none', people: [] },
          { title: 'Book the MOT', must: ['MOT'], due: 'day:15', people: ['Sam'] },
        ],
      },
    };
    const good = scoreCase(
      testCase,
      [task('Plan the roadmap'), task('Book the MOT', { dueDate: '2026-12-15', people: ['Sam'] })],
      TODAY,
    );
    expect([good.dueOk, good.dueTotal, good.peopleOk, good.peopleTotal]).toEqual([2, 2, 2, 2]);
    const bad = scoreCase(
      testCase,
      [
        task('Plan the roadmap', { dueDate: '2026-12-01', people: ['the team'] }),
        task('Book the MOT', { dueDate: '2026-11-15' }),
      ],
      TODAY,
    );
    expect([bad.dueOk, bad.peopleOk]).toEqual([0, 0]);
    // "none" rows count in the due accuracy, not among the dates where none was said.
    expect([bad.undatedTotal, bad.undatedLeaks]).toEqual([0, 0]);
    expect(acceptedDates('day:21', TODAY)).toEqual(['2026-11-21']);
    expect(acceptedDates('day:31', TODAY)).toEqual(['2026-12-31']);
    expect(totals([good, bad]).peopleAccuracy).toBe(0.5);
  });
});

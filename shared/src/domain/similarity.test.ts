import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_THRESHOLD,
  groupDuplicates,
  keyTerms,
  namedPeople,
  stem,
  summarySimilarity,
  textSimilarity,
} from './similarity.js';

const DAY1 = '2026-11-21T09:00:00Z';
const DAY2 = '2026-11-22T09:00:00Z';
const budget = (content: string, createdAt = DAY1, title = 'Budget review') => ({
  title,
  content,
  createdAt,
});
const JANE = 'Prepare quarterly budget review with Jane before Friday.';

describe('summarySimilarity', () => {
  it.each([
    { name: 'identical → capped at 1', a: budget(JANE), b: budget(JANE), expected: 1 },
    // Jaccard 1 + 4 shared key terms (budget, review, jane, friday) = 1.2, × 0.8 for another day.
    { name: 'identical but a day apart', a: budget(JANE), b: budget(JANE, DAY2), expected: 0.96 },
    // Words 5/6 shared ("bob" is too short to count) + 3 key terms = 0.9833…, × 0.7: different people.
    {
      name: 'different people named',
      a: budget(JANE),
      b: budget('Prepare quarterly budget review with Bob before Friday.'),
      expected: (5 / 6 + 0.15) * 0.7,
    },
    {
      name: 'unrelated',
      a: budget(JANE),
      b: budget('Book dentist appointment for the kids.', DAY1, 'Dentist'),
      expected: 0,
    },
    { name: 'empty texts', a: budget('', DAY1, ''), b: budget('', DAY1, ''), expected: 0 },
  ])('$name', ({ a, b, expected }) => {
    expect(summarySimilarity(a, b)).toBeCloseTo(expected, 6);
    expect(summarySimilarity(b, a)).toBeCloseTo(expected, 6);
  });

  it('compares days in the given time zone', () => {
    // 23:30 and 00:30 UTC are the same evening in New York.
    const a = budget(JANE, '2026-11-21T23:30:00Z');
    const b = budget(JANE, '2026-11-22T00:30:00Z');
    expect(summarySimilarity(a, b)).toBeCloseTo(0.96, 6);
    expect(summarySimilarity(a, b, 'America/New_York')).toBe(1);
  });

  it('ignores words of 3 letters or fewer and stop words', () => {
    const a = budget('The API for the app and our CEO would have been there.', DAY1, '');
    const b = budget('Our app API, the CEO, and you.', DAY1, '');
    expect(summarySimilarity(a, b)).toBe(0);
  });
});

describe('namedPeople and keyTerms', () => {
  it.each([
    ['Call Jane Doe about the Q3 plan.', ['jane', 'doe']],
    ['Jane called. Then we met on Monday in March.', []],
    ['Ask the API team and Bob.', ['bob']],
    ['', []],
  ])('people in %j → %j', (text, expected) => expect([...namedPeople(text)]).toEqual(expected));

  it('takes title words, mid-sentence capitals and numbers as key terms', () => {
    expect([...keyTerms('Budget review', 'Send the Q3 numbers to Kubernetes team by 2026.')].sort()).toEqual(
      ['2026', 'budget', 'kubernetes', 'q3', 'review'].sort(),
    );
  });
});

describe('groupDuplicates', () => {
  const item = (id: string, content: string, createdAt = DAY1) => ({ id, ...budget(content, createdAt) });

  it('needs more than one summary', () => {
    expect(groupDuplicates([])).toEqual([]);
    expect(groupDuplicates([item('a', JANE)])).toEqual([]);
  });

  it('groups summaries scoring above 0.75, each summary once', () => {
    const items = [
      item('a', JANE),
      { id: 'x', title: 'Dentist', content: 'Book dentist appointment for the kids.', createdAt: DAY1 },
      item('b', JANE, DAY2),
      item('c', 'Prepare quarterly budget review with Jane before Friday!'),
      item('d', 'Prepare quarterly budget review with Bob before Friday.'),
    ];
    const groups = groupDuplicates(items);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['a', 'b', 'c']]);
    // Pairs a-b 0.96, a-c 1, b-c 0.96.
    expect(groups[0]!.similarity).toBeCloseTo((0.96 + 1 + 0.96) / 3, 6);
    expect(groups[0]!.similarity).toBeGreaterThan(DUPLICATE_THRESHOLD);
  });

  it('needs every member above the threshold with every other (complete linkage)', () => {
    const plain = (id: string, content: string) => ({ id, title: '', content, createdAt: DAY1 });
    // a–b and b–c share 4 of 6 words (0.67); a–c only 2 of 6 (0.33).
    const items = [
      plain('a', 'alpha bravo charlie delta'),
      plain('b', 'alpha bravo charlie delta echo foxtrot'),
      plain('c', 'charlie delta echo foxtrot'),
    ];
    const ids = (threshold: number) =>
      groupDuplicates(items, { threshold }).map((g) => g.items.map((i) => i.id));
    expect(ids(0.5)).toEqual([['a', 'b']]);
    expect(ids(0.3)).toEqual([['a', 'b', 'c']]);
    expect(ids(DUPLICATE_THRESHOLD)).toEqual([]);
  });
});

describe('stem and textSimilarity', () => {
  it.each([
    ['deploying', 'deploy'],
    ['deployed', 'deploy'],
    ['deploys', 'deploy'],
    ['releases', 'releas'],
    ['release', 'releas'],
    ['released', 'releas'],
    ['policies', 'policy'],
    ['process', 'process'],
    ['bring', 'bring'],
    ['need', 'need'],
  ])('stem(%s) = %s', (word, expected) => expect(stem(word)).toBe(expected));

  it.each([
    ['Deploy the new release to staging', 'Deploying releases on staging servers', 0.75],
    ['Fix the login bug', 'Fix the login bug', 1],
    ['Plan the offsite', 'Renew car insurance', 0],
    ['', 'anything here', 0],
    ['a to be', 'a to be', 0],
  ])('%j vs %j → %d', (a, b, expected) => expect(textSimilarity(a, b)).toBeCloseTo(expected, 6));
});

import { describe, expect, it } from 'vitest';
import { extractKeywords, KEYWORD_STOP_WORDS, keywordWeight, splitWords } from './keywords.js';

describe('KEYWORD_STOP_WORDS', () => {
  it('is exactly the spec’s list', () => {
    expect([...KEYWORD_STOP_WORDS]).toEqual(
      'this that with from they have will been were said each which their time would there could other'.split(
        ' ',
      ),
    );
  });
});

describe('extractKeywords', () => {
  it.each([
    { name: 'empty input', texts: [], limit: 50, expected: [] },
    { name: 'only short and stop words', texts: ['This is the way they said it'], limit: 50, expected: [] },
    {
      name: 'lowercases, strips punctuation, counts across texts, ties alphabetical',
      texts: ['Budget review: budget, BUDGET!', 'Hiring plan; budget. Review?'],
      limit: 50,
      expected: [
        { word: 'budget', count: 4 },
        { word: 'review', count: 2 },
        { word: 'hiring', count: 1 },
        { word: 'plan', count: 1 },
      ],
    },
    {
      name: 'keeps words longer than 3 characters only, and respects the limit',
      texts: ['api api api cloud cloud infra'],
      limit: 1,
      expected: [{ word: 'cloud', count: 2 }],
    },
    {
      name: 'punctuation inside a word joins it; other scripts stay',
      texts: ["don't e-mail Zürich café"],
      limit: 50,
      expected: [
        { word: 'café', count: 1 },
        { word: 'dont', count: 1 },
        { word: 'email', count: 1 },
        { word: 'zürich', count: 1 },
      ],
    },
  ])('$name', ({ texts, limit, expected }) => {
    expect(extractKeywords(texts, limit)).toEqual(expected);
  });

  it('defaults to 50 keywords', () => {
    const text = Array.from({ length: 60 }, (_, i) => `word${String(i).padStart(2, '0')}`).join(' ');
    expect(extractKeywords([text])).toHaveLength(50);
  });

  it('splits on any whitespace', () => {
    expect(splitWords('  a\tb\n c  ')).toEqual(['a', 'b', 'c']);
  });
});

describe('keywordWeight', () => {
  it.each([
    [5, 10, 0.5],
    [10, 10, 1],
    [12, 10, 1],
    [0, 10, 0],
    [3, 0, 0],
    [3, Number.NaN, 0],
  ])('%d of %d → %d', (count, max, expected) => expect(keywordWeight(count, max)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { createLocalProvider } from './index.js';
import { extractiveSummary } from './topics.js';

const ctx = {
  now: new Date('2026-11-24T12:00:00Z'),
  timeZone: 'Europe/London',
  tags: ['Work-DevOps', 'Family', 'Life', 'Unsorted'],
};

describe('a topic summary reads as written, with a capital and its lines', () => {
  it.each([
    [
      'a lower-case sentence opens with a capital',
      [{ text: 'ring the garage about the tyres', line: 0 }],
      'Ring the garage about the tyres',
    ],
    [
      'each sentence of a line does',
      [
        { text: 'the van is due.', line: 0 },
        { text: 'book it in.', line: 0 },
      ],
      'The van is due. Book it in.',
    ],
    [
      'each item of a list keeps its line',
      [
        { text: 'oat milk', line: 0 },
        { text: 'bin bags', line: 1 },
      ],
      'Oat milk\nBin bags',
    ],
    [
      'a word written with a capital inside stays',
      [{ text: 'iPhone screen cracked, get a quote', line: 0 }],
      'iPhone screen cracked, get a quote',
    ],
    [
      'a link stays',
      [{ text: 'https://example.org has the form', line: 0 }],
      'https://example.org has the form',
    ],
    ['a domain stays', [{ text: 'example.org renewal is due', line: 0 }], 'example.org renewal is due'],
    ['a handle stays', [{ text: '@sam can you check the logs', line: 0 }], '@sam can you check the logs'],
    [
      'an accented first word opens with a capital',
      [{ text: 'élodie needs the keys back', line: 0 }],
      'Élodie needs the keys back',
    ],
  ])('%s', (_, said, summary) => {
    expect(extractiveSummary(said)).toBe(summary);
  });

  it('a dumped list becomes a card that is still a list', async () => {
    const ai = createLocalProvider();
    const { topics } = await ai.processMindDump(
      'groceries for the weekend\n- oat milk\n- bin bags\n- call mum about sunday lunch',
      ctx,
    );
    expect(topics.map((topic) => topic.summary).join('\n')).toContain(
      'Oat milk\nBin bags\nCall mum about sunday lunch',
    );
  });
});

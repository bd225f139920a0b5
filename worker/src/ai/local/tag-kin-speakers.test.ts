/**
 * A request from the writer's kin (issue 12, tags from meaning): in a pasted family chat, what Mum, Dad or Papa asks
 * the writer to do is the family's errand even when one everyday word of Life's is all it says ("ring the hotel",
 * "collect the keys"); the writer's own care stays theirs, and the same request from a friend stays Life.
 * Written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const chat = (speaker: string, message: string, has: string, tag: string): Row => ({
  name: `${speaker}: ${message} → ${tag}`,
  text: [
    'cousins chat (me = Tomasz)',
    `[23/11/2026, 18:02] ${speaker}: Evening! ${message}`,
    '[23/11/2026, 18:10] Tomasz: ok will do',
  ].join('\n'),
  want: [{ has, tag }],
});

const ROWS: Row[] = [
  chat('Mum', 'Tomasz can you ring the hotel about the late checkout?', 'hotel', 'Family'),
  chat('Dad', 'Tomasz please collect the spare keys on Saturday', 'keys', 'Family'),
  chat('Mama', 'Tomasz can you sort the old photos into one album?', 'photos', 'Family'),
  // The writer's own care, even when a parent asks.
  chat('Mum', 'Tomasz please book your dentist, it has been two years', 'dentist', 'Life'),
  // A friend asking the same.
  chat('Kasia', 'Tomasz can you ring the hotel about the late checkout?', 'hotel', 'Life'),
];

describe("a request from the writer's kin in a chat is the family's", () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, r) => check(r));
});

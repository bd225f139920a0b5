/**
 * Topic carry and what is the writer's alone (issue 12): a line of one everyday word between two lines of one of the
 * user's areas takes that area when its word is an errand any area has (a lease, the premises' electricity, a
 * business's permit), not when it is a paper, a pass or a call that is the writer's own (a driving licence, a
 * library loan, a transit card, the car's MOT, the plumber at home). Dumps written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { saysLittle, UNSORTED } from './tags.js';

const between = (line: string, has: string, tag: string): Row => ({
  name: `"${line}" between two choir jobs → ${tag}`,
  text: `- print the programmes for the choir concert\n- ${line}\n- book the rehearsal hall for the choir concert`,
  extra: ['Choir'],
  want: [
    { has: 'programmes', tag: 'Choir' },
    { has, tag },
    { has: 'rehearsal', tag: 'Choir' },
  ],
});

const ROWS: Row[] = [
  between('renew my driving licence', 'licence', 'Life'),
  between('renew the library loan', 'library', 'Life'),
  between('top up my bus pass', 'bus pass', 'Life'),
  between('book the MOT', 'mot', 'Life'),
  between('ring the plumber', 'plumber', 'Life'),
  between('renew my fishing licence', 'fishing', 'Life'),
  // Errands any area has: still carried.
  between('renew the lease', 'lease', 'Choir'),
  between('renew the performance permit', 'permit', 'Choir'),
];

describe("a line between two of an area's lines: carried unless it is the writer's own", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED, 'Choir'];

describe('saysLittle and the writer’s own things', () => {
  it.each([
    ['renew the permit', true],
    ['renew the licence', true],
    ['renew my residence permit', false],
    ['renovar el DNI', false],
    ['pay the rego', false],
    ['renew library books', false],
  ] as const)('%s → %s', (text, little) => {
    expect(saysLittle(text, TAGS)).toBe(little);
  });
});

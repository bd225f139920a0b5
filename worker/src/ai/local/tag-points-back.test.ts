/**
 * An errand that points back to someone its sentence names ("Priya's recital is on Friday, buy her a hair clip";
 * "Tomas needs a costume, order one") is done for them: the family's, as one that names them itself (issue 12, tags
 * from meaning). Not a pet's, and not a plain household errand. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'one, after what someone has not got',
    text: 'todo: renew the parking permit. Bram has no goggles that fit, buy one this week. send the slides to Petra by Friday.',
    want: [{ has: 'permit', tag: 'Life' }, { has: 'one', tag: 'Family' }, { has: 'slides' }],
  },
  {
    name: 'one, after what someone needs',
    text: 'todo: book the car in for its MOT. Greta needs a costume for the nativity, order one online. email Joost the figures.',
    want: [{ has: 'mot', tag: 'Life' }, { has: 'one', tag: 'Family' }, { has: 'figures' }],
  },
  {
    name: "a pet's is no family errand",
    text: "todo: renew the parking permit. Rex's flea treatment is due, buy him the drops. send the slides to Petra by Friday.",
    want: [{ has: 'permit', tag: 'Life' }, { has: 'drops', tag: 'Life' }, { has: 'slides' }],
  },
  {
    name: 'a household errand names nobody',
    text: 'todo: renew the parking permit. The boiler is making noises again, call the plumber. send the slides to Petra by Friday.',
    want: [{ has: 'permit', tag: 'Life' }, { has: 'plumber', tag: 'Life' }, { has: 'slides' }],
  },
];

describe('an errand that points back to someone named is for them', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

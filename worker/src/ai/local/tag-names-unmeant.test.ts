/**
 * Tag names that meant nothing (issue 12, tags from meaning): a lawyer's "Pro bono" beside their "Clients", a lab's or
 * a plant's "Safety" beside its other tags, and a parents' body by the letters its country writes it with ("P&C",
 * "PTSA", "PIBG") or a school's governing body ("SGB"). With no meaning such a tag was only a name: it took the
 * wordless tasks around the tasks that named it, and lost its own to whatever tag had a word. Dumps written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { meaningOf } from './tag-meanings.js';

const ROWS: Row[] = [
  {
    name: "a lawyer's tags: the eviction clinic is the pro bono work's, the invoice the clients'",
    extra: ['Clients', 'Pro bono'],
    text: 'Draft the know-your-rights handout for the eviction clinic. Send Harlow Foods the invoice for October.',
    want: [
      { has: 'handout', tag: 'Pro bono' },
      { has: 'invoice', tag: 'Clients' },
    ],
  },
  {
    name: "a plant's tags: the fire drill and the biohazard bins are the safety's, the alto part the choir's",
    extra: ['Choir', 'Safety'],
    text: '- learn the alto part for Sunday\n- remind everyone about the fire drill on Friday\n- get the biohazard bins in room 3 emptied',
    want: [
      { has: 'alto', tag: 'Choir' },
      { has: 'fire drill', tag: 'Safety' },
      { has: 'biohazard', tag: 'Safety' },
    ],
  },
  {
    name: "a parents' body by its letters: the raffle and the bake sale are the P&C's",
    extra: ['P&C', 'Running'],
    text: 'Book the hall for the P&C bake sale. Buy raffle prizes. Sign up for the 10k.',
    want: [
      { has: 'bake sale', tag: 'P&C' },
      { has: 'raffle', tag: 'P&C' },
      { has: '10k', tag: 'Running' },
    ],
  },
];

describe('tag names that meant nothing (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));

  it.each([
    ['Pro bono', 'eviction'],
    ['Pro Bono', 'legal_aid'],
    ['Safety', 'evacuation'],
    ['Safety Committee', 'near-miss'],
    ['PIBG', 'raffle'],
    ['PTSA', 'bake_sale'],
    ['P&C', 'fundraiser'],
    ['SGB', 'minutes'],
  ])('"%s" means words such as "%s"', (tag, word) => {
    expect(meaningOf(tag).split(' ')).toContain(word);
  });

  it('a pro bono tag is not the whole of the law: the firm\'s own words ("nda", "redline") stay the clients\'', () => {
    expect(meaningOf('Pro bono').split(' ')).not.toContain('nda');
  });
});

/**
 * A child's or a relative's errand that went to Life (issue 12, tags): a spoken list leaves "…, and" on the clause,
 * which read as a second action ("ring the surgery to move Arlo's check-up, and"); taking or signing someone up
 * ("drive Kofi to the swim gala", "register Ines for her grade 3 flute exam") is an errand for them by its form, even
 * with no word of Life's; under a heading about home, a heading's Life word outweighed the item's own family word
 * ("home: … buy mangoes for nenek"); "para a Inês" is Portuguese for "for Inês"; and kin in the plural ("the cousins", "the grandkids") were no
 * family word; a weekday or month written short after "for" ("book the van for Sat") is nobody the errand is for. Dumps written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a dictated list: the trailing 'and' of a clause is no second action",
    text: "okay so um I need to ring the surgery to move Arlo's check-up, and uh renew the car insurance, and order more printer ink",
    want: [
      { has: 'arlo', tag: 'Family' },
      { has: 'car insurance', tag: 'Life' },
      { has: 'printer ink', tag: 'Life' },
    ],
  },
  {
    name: 'taking or signing a child up, under a work list, is the family’s',
    text: 'Thursday\n- rerun the failed nightly backup job\n- drive Kofi to the swim gala at 6\n- register Ines for her grade 3 flute exam\n- rotate the staging API keys',
    want: [
      { has: 'backup', tag: 'Work-DevOps' },
      { has: 'kofi', tag: 'Family' },
      { has: 'ines', tag: 'Family' },
      { has: 'api keys', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'under a home heading, a relative’s errand stays the family’s and the rest is Life’s',
    text: 'line 4 changeover overran again, check the die set times with Marco. home: renew the TV licence, buy mangoes for nenek, buy a costume for Freya',
    want: [
      { has: 'die set', tag: 'Work-Manufacturing' },
      { has: 'tv licence', tag: 'Life' },
      { has: 'nenek', tag: 'Family' },
      { has: 'freya', tag: 'Family' },
    ],
  },
  {
    name: "'para a' before a name is for someone; 'para' before a place is not",
    text: 'Marcar o dentista para a Beatriz. Reservar o hotel para Lisboa.',
    want: [
      { has: 'beatriz', tag: 'Family' },
      { has: 'lisboa', tag: 'Life' },
    ],
  },
  {
    name: 'kin in the plural are the family too',
    text: 'Find a hotel for the cousins flying in from Lagos. Get the grandkids’ Christmas stockings down from the loft.',
    want: [
      { has: 'cousins', tag: 'Family' },
      { has: 'grandkids', tag: 'Family' },
    ],
  },
  {
    name: 'a weekday or a month written short after "for" is nobody the errand is for',
    text: 'Book the removal van for Sat morning. Order the storage boxes for Dec. Book a haircut for Priya.',
    want: [
      { has: 'removal van', tag: 'Life' },
      { has: 'storage boxes', tag: 'Life' },
      { has: 'priya', tag: 'Family' },
    ],
  },
];

describe("a child's or a relative's errand, in the forms families say it (issue 12)", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

/**
 * A mail signed twice: a sign-off with the short name under it, a blank line, then the full signature block that opens
 * with the same name and a surname ("Cheers,\nPiet\n\nPiet Smit\nPack Lead | Smit Fresh"). No line of that block is a
 * task, though one may open with a word that is also a verb ("Pack", "Mark", "Clean"). Messages written for these tests,
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a title that opens with a verb ("Pack Lead") under the full name is no task',
    text: 'From: Piet Smit <piet@smitfresh.nl>\nTo: Anna Vos\nSubject: Crates\n\nHi Anna,\n\nCould you send me the crate count by Friday?\n\nCheers,\nPiet\n\nPiet Smit\nPack Lead | Smit Fresh BV\nT +31 20 555 0101',
    want: [{ has: 'crate count', due: '2026-11-27', people: ['Piet'] }],
  },
  {
    name: 'a full name that is a verb ("Mark Owusu") and a motto ("Clean water for every village") are no tasks',
    text: 'From: Mark Owusu <mark@wellspring.org>\nTo: Lena Brandt\nSubject: Report\n\nDear Lena,\n\nPlease share the pump survey with the district office by Monday.\n\nRegards,\nMark\n\nMark Owusu\nField Coordinator | Wellspring\n"Clean water for every village"',
    want: [{ has: 'share pump survey', due: '2026-11-30' }],
  },
  {
    name: 'a line under the blank that asks the signer by name is still read',
    text: 'Hi Tom,\n\nCould you book the van for Thursday?\n\nThanks,\nJess\n\nJess can you also order the straps, my note',
    want: [{ has: 'book van' }, { has: 'order straps' }],
  },
];

describe('pasted mail: a second signature block under the sign-off', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

/**
 * Round thirteen of the issue-12 failure classes: people where only the shape says so. First names the lexicon knows
 * only as nouns ("Hi Maya,", "Leo: send the deck", "Thanks, Robin"), lowercase names in a meeting's frame ("catch up
 * with raj and priya"), kin as chat speakers ("Mum: can you…", "Dad: I'll…"), people of mixed-language lines ("Priya ko
 * call karna hai", "pedirle a Lucas", "Max fragen"), questions about who comes ("Will Tom join us?"), and the
 * forwarder's note over a forward. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const NOUN_NAMES: Row[] = [
  {
    name: 'a received message greeting a name the lexicon knows as a noun: the request is the user’s, with its writer',
    text: 'Hi Maya,\n\nCould you send me the venue contract by Friday? I’ll sort the catering myself.\n\nThanks,\nOwen',
    want: [{ has: 'send owen venue contract', due: '2026-11-27', people: ['Owen'] }],
  },
  {
    name: 'a writer signing with such a name is on the request that goes back to them',
    text: 'Hi Dana,\n\nCan you send me the floor plan for the offsite by Thursday?\n\nThanks,\nRobin',
    want: [{ has: 'send robin floor plan', due: '2026-11-26', people: ['Robin'] }],
  },
  {
    name: 'meeting action lines led by such names',
    text: 'Action items:\n- Leo: send the deck to the client by Friday\n- Hazel: update the budget sheet\n- me: book the flights',
    want: [
      { has: 'send deck', due: '2026-11-27', people: ['Leo'] },
      { has: 'update budget', people: ['Hazel'] },
      { has: 'book flights', people: [] },
    ],
  },
  {
    name: 'a chat line without a time stamp: the speaker asks the user',
    text: 'Max: can you check the supplier invoice before Monday?\nme: sure, will do',
    want: [{ has: 'check invoice', due: '2026-11-30', people: ['Max'] }],
  },
  {
    name: 'addressed by such a name, then an imperative',
    text: 'Poppy, book the minibus for the away game on Saturday.',
    want: [{ has: 'book minibus', due: '2026-11-28', people: ['Poppy'] }],
  },
  {
    name: '"Maya and I need to…" is Maya’s too',
    text: 'Maya and I need to finish the grant report by Friday.',
    want: [{ has: 'finish grant report', due: '2026-11-27', people: ['Maya'] }],
  },
];

/** Guards that already held on main and must keep holding: words after "with" that are no one. */
const NOBODY: Row[] = [
  {
    name: '"with pesto" is no person',
    text: 'make pasta with pesto and olives tonight',
    want: [{ has: 'pasta', people: [] }],
  },
  {
    name: '"catch up with emails" is no person',
    text: 'catch up with emails and invoices on friday',
    want: [{ has: 'catch up', people: [] }],
  },
];

describe('names the lexicon knows as nouns, round thirteen', () => {
  for (const row of NOUN_NAMES) it(row.name, () => check(row));
});

describe('still nobody, round thirteen', () => {
  for (const row of NOBODY) it(row.name, () => check(row));
});

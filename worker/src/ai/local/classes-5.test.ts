/**
 * Round five of the issue-12 failure classes: a task whose own words point to no tag takes the area its dump is
 * about instead of Unsorted; a group of names ("Ana and Bo to…", "ask Ana and Bo to…") is one task for all of them; a
 * self-correction of a name inside a delegation; a trade before a name. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { fillUnsorted } from './tags.js';

const TAGS: Row[] = [
  {
    name: 'the custom tag the dump gives evidence of takes the tasks without evidence of their own',
    text: 'Deliver the chapter 3 translation draft. Ask Ines for the invoice number. Print the envelopes.',
    extra: ['Translation'],
    want: [
      { has: 'translation draft', tag: 'Translation' },
      { has: 'invoice number', tag: 'Translation' },
      { has: 'print envelopes', tag: 'Translation' },
    ],
  },
  {
    name: 'a user with one custom tag: a task no default tag explains is in that area',
    text: 'Reprint the menu boards. Count the takeaway cups.',
    extra: ['Bistro'],
    want: [
      { has: 'reprint menu boards', tag: 'Bistro' },
      { has: 'count takeaway cups', tag: 'Bistro' },
    ],
  },
  {
    name: 'a user whose one custom tag names a time ("Evenings") gets no task put there unasked',
    text: 'Reprint the menu boards.',
    extra: ['Evenings'],
    want: [{ has: 'reprint menu boards', tag: 'Life' }],
  },
  {
    name: 'no custom tag: a task without evidence takes its neighbour’s tag',
    text: 'Roll back the deployment on staging, then ping the vendor about the invoice.',
    want: [
      { has: 'roll back deployment', tag: 'Work-DevOps' },
      { has: 'ping vendor', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'nothing in the dump points anywhere: a personal errand is Life',
    text: 'Pay the strata levy. Drop the hedge trimmer back to Col.',
    want: [
      { has: 'strata levy', tag: 'Life' },
      { has: 'hedge trimmer', tag: 'Life' },
    ],
  },
];

const GROUPS: Row[] = [
  {
    name: 'two names before "to" are one group doing the task',
    text: 'Priyanka and Joel to migrate the build agents by Friday.',
    want: [{ has: 'migrate build agents', due: '2026-11-27', people: ['Priyanka', 'Joel'] }],
  },
  {
    name: '"ask A and B to…" is one task for both, not "Ask A" and a task for B',
    text: 'Ask Ingrid and Tomasz to count the stock in bay 4.',
    want: [{ has: 'count stock bay', people: ['Ingrid', 'Tomasz'] }],
  },
  {
    name: 'a group of three with "need to"',
    text: 'Ruth, Ahmed and Keiko need to sign the lease renewal.',
    want: [{ has: 'sign lease renewal', people: ['Ruth', 'Ahmed', 'Keiko'] }],
  },
  {
    name: '"pair A and B on…" names both',
    text: 'Pair Odette and Felipe on the onboarding guide.',
    want: [{ has: 'onboarding guide', people: ['Odette', 'Felipe'] }],
  },
  {
    name: 'two actions joined by "and" still split when no name follows',
    text: 'Email Ingrid and book the van.',
    want: [{ has: 'email ingrid', people: ['Ingrid'] }, { has: 'book van' }],
  },
];

const CORRECTIONS: Row[] = [
  {
    name: 'a bare "no" between two names corrects the first; "it’s Henrik" repeats it',
    text: 'ring the roofer Stan no Stefan its Stefan about the gutter',
    want: [{ has: 'ring roofer stefan gutter', people: ['Stefan'] }],
  },
  {
    name: '"ask A to sorry not A I mean B to…": the speaker restarts, B does it',
    text: 'ask Lena to sorry not Lena I mean Olga to water the ferns tomorrow',
    want: [{ has: 'olga water ferns', due: '2026-11-25', people: ['Olga'] }],
  },
  {
    name: 'a correction set off by dashes takes the closing dash with it',
    text: 'Ask Tariq — sorry, Idris — to fold the flyers.',
    want: [{ has: 'idris fold flyers', people: ['Idris'] }],
  },
  {
    name: 'an open checkbox item "- [ ] Name: do X" is that person’s; a ticked one is no task; "me:" is the user’s',
    text: 'Before the move:\n- [x] Pay the deposit\n- [ ] Ines: cancel the broadband by the 28th\n- [ ] me: book the clean\n☐ Rhys — order the skip',
    want: [
      { has: 'cancel broadband', due: '2026-11-28', people: ['Ines'] },
      { has: 'book clean', people: [] },
      { has: 'order skip', people: ['Rhys'] },
    ],
  },
  {
    name: 'a trade before a name names the person ("the plumber Dave"); a thing before one does not',
    text: 'Get a quote from the tiler Gwen. Email the supplier Bosch about the drills.',
    want: [
      { has: 'quote tiler gwen', people: ['Gwen'] },
      { has: 'supplier bosch drills', people: [] },
    ],
  },
];

describe('self-corrections and roles, round five', () => {
  it.each(CORRECTIONS)('$name', (row) => check(row));
});

describe('people in a group, round five', () => {
  it.each(GROUPS)('$name', (row) => check(row));
});

const LANGUAGES: Row[] = [
  {
    name: 'family words in the languages a mixed dump uses, and a child’s pickup or jab; "mãe." ends a sentence',
    text: 'Buscar a Lucas en la escuela. Ligar para a mãe. Fetch Ivo from judo at 5. Book the paediatrician for the booster.',
    want: [
      { has: 'buscar lucas escuela', tag: 'Family' },
      { has: 'ligar mãe', tag: 'Family' },
      { has: 'fetch ivo judo', tag: 'Family' },
      { has: 'book paediatrician booster', tag: 'Family' },
    ],
  },
  {
    name: 'household words in other languages are Life, not the neighbouring work task’s tag',
    text: 'Restart the staging cluster. Pagar la factura del agua. Versicherung kündigen.',
    want: [
      { has: 'restart staging cluster', tag: 'Work-DevOps' },
      { has: 'pagar factura agua', tag: 'Life' },
      { has: 'versicherung kündigen', tag: 'Life' },
    ],
  },
];

describe('tags in other languages, round five', () => {
  it.each(LANGUAGES)('$name', (row) => check(row));
});

describe('tags from the dump, round five', () => {
  it.each(TAGS)('$name', (row) => check(row));
});

/** Round six: a work tag's one chance word does not beat the custom tag the dump is about. */
const CHANCE_WORDS: Row[] = [
  {
    name: 'one manufacturing word ("line") in a bakery dump stays with the bakery',
    text: 'Fire up the oven at five. Wipe down the display line. Restock the croissants.',
    extra: ['Bakery'],
    want: [
      { has: 'fire oven', tag: 'Bakery' },
      { has: 'wipe display line', tag: 'Bakery' },
      { has: 'restock croissants', tag: 'Bakery' },
    ],
  },
  {
    name: 'one devops word ("certificates") in a dump about a custom tag named in it',
    text: 'Karate club: print the gift certificates for the raffle, and sweep the hall after class.',
    extra: ['Karate Club', 'Allotment'],
    want: [
      { has: 'print gift certificates', tag: 'Karate Club' },
      { has: 'sweep hall', tag: 'Karate Club' },
    ],
  },
  {
    name: 'a task with several words of a work area keeps the work tag',
    text: 'Restock the croissants. Roll back the deploy on the staging server.',
    extra: ['Bakery'],
    want: [{ has: 'restock croissants' }, { has: 'roll back deploy', tag: 'Work-DevOps' }],
  },
  {
    name: 'a family word is no chance word: it keeps Family in a custom-tag dump',
    text: 'Restock the croissants. Call grandma about Sunday lunch.',
    extra: ['Bakery'],
    want: [
      { has: 'restock croissants', tag: 'Bakery' },
      { has: 'call grandma', tag: 'Family' },
    ],
  },
  {
    name: 'a work dump that repeats its area keeps the work tag for a one-word task',
    text: 'Fix the alerting on the staging cluster. Patch the nginx servers. Check the backups.',
    extra: ['Bakery'],
    want: [
      { has: 'fix alerting', tag: 'Work-DevOps' },
      { has: 'patch nginx', tag: 'Work-DevOps' },
      { has: 'check backups', tag: 'Work-DevOps' },
    ],
  },
];

describe('chance words of a work tag, round six', () => {
  it.each(CHANCE_WORDS)('$name', (row) => check(row));
});

describe('fillUnsorted', () => {
  const tags = ['Work-DevOps', 'Family', 'Life', 'Unsorted', 'Choir', 'Garden'];
  const none = tags.filter((t) => t !== 'Unsorted').map((tag) => ({ tag, score: 0 }));
  const withScore = (tag: string, score: number) => none.map((d) => (d.tag === tag ? { tag, score } : d));
  it.each([
    ['a tag already picked stays', ['Family', 'Unsorted'], withScore('Garden', 2), ['Family', 'Garden']],
    [
      'the dump’s custom tag first',
      ['Work-DevOps', 'Unsorted'],
      withScore('Choir', 1),
      ['Work-DevOps', 'Choir'],
    ],
    [
      'else the nearest task’s tag',
      ['Unsorted', 'Family', 'Work-DevOps'],
      none,
      ['Family', 'Family', 'Work-DevOps'],
    ],
    ['else the dump’s strongest tag', ['Unsorted'], withScore('Family', 1), ['Family']],
    ['else Life', ['Unsorted', 'Unsorted'], none, ['Life', 'Life']],
  ])('%s', (_name, picked, dump, want) => {
    expect(fillUnsorted(picked, dump, tags)).toEqual(want);
  });
  it('keeps Unsorted when the user has no Life tag and nothing else fits', () => {
    expect(fillUnsorted(['Unsorted'], [], ['Unsorted'])).toEqual(['Unsorted']);
  });
});

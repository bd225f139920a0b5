/**
 * Recall (issue 12): a thing that has to go somewhere or be ready by a time, said of the thing — "Swatch cards for the
 * showroom need to go back to Linwood by Friday", "the grant letter has to go out by the 3rd", "Timesheet batch has to
 * go in by noon", "the poster has to be ready by then", "the handout has to be on Canvas before class" — is the
 * writer's errand, whatever the thing's opening word is written like. Dumps written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'back to a named place: returned',
    text: 'Swatch cards for the showroom need to go back to Linwood by Friday.',
    want: [{ has: 'return swatch cards linwood', due: '2026-11-27' }],
  },
  {
    name: 'out, with no article and a word not on the list of sent things',
    text: 'and the tenancy renewal for flat 2 needs to go out by Dec 1.',
    want: [{ has: 'send tenancy renewal', title: 'Send the tenancy renewal for flat 2', due: '2026-12-01' }],
  },
  {
    name: 'in: sent in, without what follows',
    text: '- timesheet batch has to go in by Wed since the office shuts early',
    want: [{ has: 'send in timesheet batch', title: 'Send in the timesheet batch', due: '2026-11-25' }],
  },
  {
    name: 'to a body written small, with a capitalised first word',
    text: 'Match sheet for the cup game has to go to the league by Friday',
    want: [{ has: 'send match sheet league', due: '2026-11-27' }],
  },
  {
    name: 'ready by a time',
    text: 'the review is tomorrow morning, poster has to be ready by then',
    want: [{ has: 'get poster ready', title: 'Get the poster ready' }],
  },
  {
    name: 'on a named place',
    text: 'Seminar 4 is Thursday; the handout has to be on Canvas before 9am Thursday.',
    want: [{ has: 'get handout on canvas', due: '2026-11-26' }],
  },
  {
    name: 'done by a day',
    text: 'the year-end stocktake has to be done by the 30th',
    want: [{ has: 'stocktake done', title: 'Get the year-end stocktake done', due: '2026-11-30' }],
  },
  {
    name: 'someone who has to be ready is no thing',
    text: 'Everyone has to be ready by eight.',
    want: [],
  },
];

describe('recall: a thing that has to go somewhere or be ready', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

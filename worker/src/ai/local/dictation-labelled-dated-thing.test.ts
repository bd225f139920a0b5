/**
 * Recall (issue 12): a short label, a colon, then a thing and the day it is due — "garage: the roof tiles quote by
 * Friday", "and the big one: council rates by the 30th" — is the writer's to-do, as the same thing without its label
 * is; the label stays in the description. A target or a rule after a label ("Aim: under 10 by March", "note: the
 * deploy cant go before the review") is no thing. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a one-word label over a bill',
    text: '- home: council rates by the 30th',
    want: [{ has: 'council rates', due: '2026-11-30', description: 'home:' }],
  },
  {
    name: 'a label of a few words, the thing going to someone',
    text: 'and the big one: lease copy to the agent by Friday',
    want: [{ has: 'lease copy agent', due: '2026-11-27' }],
  },
  {
    name: 'a numbered item with a label',
    text: '2. garden: bark mulch for the front beds by Thursday',
    want: [{ has: 'bark mulch', due: '2026-11-26' }],
  },
  {
    name: 'the thing named in the label still matches through the description',
    text: '- quarterly newsletter: final copy to the designer by Wednesday',
    want: [{ has: 'final copy designer', due: '2026-11-25', description: 'quarterly newsletter' }],
  },
  {
    name: 'a target after a label is no thing',
    text: 'Aim: under 10 by March.',
    want: [],
  },
  {
    name: 'a rule after a label is no thing',
    text: 'note: the db migration cant run b4 the review on thurs',
    want: [],
  },
];

describe('recall: a labelled thing with its own day', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

/**
 * A request whose second step hands back what the first makes, to the one who asks ("…and send me the new table", "…and
 * send us an updated quote") or reports it where they asked ("…and confirm in the channel"), is one task, as is the
 * user's own step that reports back to whom their message is for ("…and confirm to you"); a list given to someone else
 * is a task of its own. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** The user's own reply, over the message it answers. */
const REPLY = (body: string) =>
  `Hi Tomas,\n\n${body}\n\nBest,\nLena\n\nOn Mon, Tomas Berg wrote:\n> Lena, where are we with the hall and the batches?`;

const ROWS: Row[] = [
  {
    name: '"re-weigh the samples and send me the new table by Friday" is one task',
    text: 'Hi Lars,\n\nCould you re-weigh the soil samples and send me the new table by Friday?\n\nThanks,\nMina',
    want: [{ has: 're-weigh soil samples new table', due: '2026-11-27', people: ['Mina'] }],
  },
  {
    name: '"book the van and send us the quotation" is one task',
    text: 'Hi Lars,\n\nPlease book the van for the move and send us the quotation.\n\nThanks,\nMina',
    want: [{ has: 'book van quotation', people: ['Mina'] }],
  },
  {
    name: '"roll back the change and confirm in the channel" is one task',
    text: 'Priya, please roll back the cache change and confirm in the channel by noon.',
    want: [{ has: 'roll back cache confirm channel', people: ['Priya'] }],
  },
  {
    name: 'in the user\'s own message, "…and confirm to you by Thursday" is one task, with whom it is to',
    text: REPLY('I will ring the caterer about the hall and confirm to you by Thursday.'),
    want: [{ has: 'ring caterer confirm', due: '2026-11-26', people: ['Tomas'] }],
  },
  {
    name: 'in the user\'s own message, "…and will have the results to you by Monday" is one task',
    text: REPLY('I will ask the lab to retest the two batches and will have the results to you by Monday.'),
    want: [{ has: 'retest batches results', due: '2026-11-30', people: ['Tomas'] }],
  },
  {
    name: '"collect the forms, give the list to the coach" stays two',
    text: '- collect the consent forms from the parents, give the list to Coach Dan',
    want: [{ has: 'collect consent forms' }, { has: 'give list' }],
  },
];

describe('pasted mail: a step that hands back what the request makes', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

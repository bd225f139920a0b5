/**
 * What a done answer settles in a chat: a photo sent first ("<Media omitted>") says nothing, so the answer after it
 * answers the request before ("Cian send me the old photos" — photo — "sent them already last night lol"); and how it
 * was done ("done already, arriving Thursday") is told, no task. A request after the done stays. Chats written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a photo, then "sent them already last night lol": the request is done, no task',
    text: '[08:40] Me: grand. Cian send me the old photos from the attic box pls\n[09:02] Cian: <Media omitted>\n[09:03] Cian: sent them already last night lol',
    want: [],
  },
  {
    name: '"done already, arriving Thursday": the order is done and its arrival told, no task',
    text: 'Me: Joost can you order napkins from Bidfood, the 500 pack\nJoost: done already, arriving Thursday\nMe: legend 🙏',
    want: [],
  },
  {
    name: '"done! can you update the invoice too?": the request after the done stays',
    text: 'Me: Tara can you renew the domain?\nTara: done! can you update the invoice too?\nMe: sure',
    want: [{ has: 'update invoice', people: ['Tara'] }],
  },
];

describe('what a done answer settles', () => {
  it.each(ROWS)('$name', check);
});

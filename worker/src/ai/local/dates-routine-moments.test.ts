/**
 * Pasted chats (issue 12, dates): a day answered with the routine it falls in — "will do today on lunch", "tomorrow on
 * my way from work" — is still only a day, so it dates the request it answers and makes no task of its own. Chats
 * written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"can you ring the vet" — "will do today on lunch": the call, today',
    text: 'house chat, me = Jo\nSam: Jo can you ring the vet about the cat\nJo: will do today on lunch',
    want: [{ has: 'ring vet', due: '2026-11-24' }],
  },
  {
    name: '"and grab the dry cleaning??" — "tomorrow on my way from work": tomorrow, no task "On my way"',
    text: 'chat w/ Sam (me = Jo)\nSam: ok. and grab the dry cleaning?? it has been ages\nJo: tomorrow on my way from work',
    want: [{ has: 'grab dry cleaning', due: '2026-11-25' }],
  },
  {
    name: 'a task said with the routine alone is today\'s: "post the parcel on my way to school"',
    text: 'post the parcel on my way to school',
    want: [{ has: 'post parcel', due: '2026-11-24' }],
  },
];

describe('a day said with the routine it falls in', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

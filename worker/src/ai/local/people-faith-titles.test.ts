/**
 * Round forty, people on tasks: titles of faith and of respect said before a name — "Fr" and "Br." in a parish or a
 * mosque, "Mdm" and "Pn." in Malaysian offices, "Pani" in Polish — are no part of the name, and their dot ends no
 * sentence when a name follows ("Fr." before a small word is still Friday's). Sentences written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a title of faith or respect before a name', () => {
  const rows: Row[] = [
    {
      name: 'a priest asked again',
      text: "Fr Aidan still hasn't confirmed the carol service times, ask him again on Sunday",
      want: [{ has: 'ask aidan', due: '2026-11-29', people: ['Aidan'] }],
    },
    {
      name: 'a brother with a dot',
      text: 'Send Br. Yusuf the madrasa rota by Friday',
      want: [{ has: 'send yusuf rota', due: '2026-11-27', people: ['Yusuf'] }],
    },
    {
      name: 'a Malaysian teacher with a dot',
      text: 'Remind Pn. Aishah about the exam hall on Monday',
      want: [{ has: 'remind aishah exam', due: '2026-11-30', people: ['Aishah'] }],
    },
    {
      name: 'madam, short',
      text: 'Call Mdm Lee to book the follow-up',
      want: [{ has: 'call lee follow-up', people: ['Lee'] }],
    },
    {
      name: 'a Polish lady',
      text: 'give the spare key to Pani Zofia tomorrow',
      want: [{ has: 'key zofia', due: '2026-11-25', people: ['Zofia'] }],
    },
    {
      name: 'Friday written short still ends the sentence',
      text: 'pay the plumber by Fr. then call the bank about the card',
      want: [
        { has: 'pay plumber', people: [] },
        { has: 'call bank card', people: [] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

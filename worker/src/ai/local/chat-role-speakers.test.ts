/**
 * Chat speakers with a role, side or time in brackets of any shape ("Gwen (Elm St job):", "Priya Shah (QA):" after a
 * stamp), and the user's "Me:" lines counted among the turns: the speaker asks or promises, the bracket is no part of
 * the message. Meeting notes' owner lines stay owner lines. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { withoutRoles } from './chat-lines.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a stamped speaker with a role ("[08:10] Priya Shah (QA):"): her own promise is hers, her request to Tom stays',
    text: "[08:10] Priya Shah (QA): I'll hold lots 40-44 until the lab signs off. @Tom can you bring me the swab results before noon?\n[08:12] Tom Berg: yep\n[08:20] Me (shift lead): thanks both, I'll brief the next shift at 2",
    want: [
      { has: 'bring swab results', due: '2026-11-24', people: ['Tom'] },
      { has: 'brief next shift', people: [] },
    ],
  },
  {
    name: 'a side with capitals ("Gwen (Elm St job):") taking turns with "Me:": her requests are hers, answered by the user',
    text: 'Gwen (Elm St job): the back gate latch snapped, any chance you can swap it before the weekend?\nMe: sure, Friday morning works\nGwen (Elm St job): great. can you bring a spare key too?\nMe: yes',
    want: [
      { has: 'swap latch', due: '2026-11-27', people: ['Gwen'] },
      { has: 'bring spare key', people: ['Gwen'] },
    ],
  },
  {
    name: 'meeting notes whose owners alternate with "Me:" stay owner lines',
    text: 'Action items\nRaj: send the deck to finance by Thu\nMe: book the room for the review\nRaj: update the budget sheet\nMe: draft the agenda',
    want: [
      { has: 'send deck finance', due: '2026-11-26', people: ['Raj'] },
      { has: 'book room review', people: [] },
      { has: 'update budget sheet', people: ['Raj'] },
      { has: 'draft agenda', people: [] },
    ],
  },
];

describe('chat speakers with a bracket after the name', () => {
  it.each(ROWS)('$name', check);

  const SHAPES: { name: string; line: string; read: string }[] = [
    {
      name: 'a company',
      line: 'Jordan (Acme): can we get the PDF',
      read: 'Jordan       : can we get the PDF',
    },
    {
      name: 'a floor',
      line: 'Kasia (3rd fl): anyone reported it?',
      read: 'Kasia         : anyone reported it?',
    },
    { name: 'a time', line: 'Ann Lee (07:48): press 2 jammed', read: 'Ann Lee        : press 2 jammed' },
    {
      name: 'after a stamp',
      line: '[05:40] Shauna (QA): hold the pallets',
      read: '[05:40] Shauna     : hold the pallets',
    },
    {
      name: '"(me)" goes too: the name it marks is the user\'s, as selfName reads it',
      line: 'Kelsey (me): ill call her',
      read: 'Kelsey     : ill call her',
    },
  ];
  it.each(SHAPES)('reads the role off a speaker line: $name', ({ line, read }) => {
    expect(withoutRoles(line, true)).toBe(read);
  });

  it('a line without a stamp keeps its bracket unless the lines take turns', () => {
    expect(withoutRoles('Maintenance (Reggie): fix the coolant leak', false)).toBe(
      'Maintenance (Reggie): fix the coolant leak',
    );
  });
});

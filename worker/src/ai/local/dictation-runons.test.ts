/**
 * Run-on dictation (issue 12, "dictation"): actions said one after another with no punctuation split at each new verb
 * with its object ("…about the leak call mum on sunday…"), a hesitation does not stop that, "before then" is no clause
 * break, the purpose a plan opens with stays on its action ("for the conference I need to register"), and the names
 * after "tell" joined by "and" are all told. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { extractTasks } from './extract.js';

const ROWS: Row[] = [
  {
    name: 'a phrasal verb starts a new action ("…post office pick up the dry cleaning"); after "finally" it goes on',
    text: 'need to drop off the parcel at the post office pick up the dry cleaning sort out the garage\nI should finally back up the photos from my phone',
    want: [
      { has: 'drop off parcel post office', title: 'Drop off the parcel at the post office' },
      { has: 'pick up dry cleaning', title: 'Pick up the dry cleaning' },
      { has: 'sort out garage', title: 'Sort out the garage' },
      { has: 'back up photos', title: 'Back up the photos from my phone' },
    ],
  },
  {
    name: 'a plan opening with its purpose, then more actions after a hesitation',
    text: 'right so for the conference I need to register by friday book the hotel um the one near the venue and ask Derek if he wants to share a cab from the airport',
    want: [
      { has: 'register conference', title: 'Register for the conference', due: '2026-11-27' },
      { has: 'book hotel' },
      { has: 'ask derek share cab', people: ['Derek'] },
    ],
  },
  {
    name: 'a new action after a noun, its object a relative ("call mum")',
    text: 'note to self email the landlord about the leak call mum on sunday book the car in for its service next week',
    want: [
      { has: 'email landlord leak', title: 'Email the landlord about the leak' },
      { has: 'call mum', title: 'Call mum', due: '2026-11-29' },
      { has: 'book car service' },
    ],
  },
  {
    name: '"before then" takes the day said before it and leaves the title; "at 6 tonight" goes with its day',
    text: 'so yeah the quarterly review is thursday I gotta finish the slides before then and also pick up the kids from swim at 6 tonight',
    want: [
      { has: 'finish slides', title: 'Finish the slides', due: '2026-11-26' },
      { has: 'pick up kids swim', title: 'Pick up the kids from swim', due: '2026-11-24' },
    ],
  },
  {
    name: 'everyone after "tell" is told; a due statement after "and also" is not part of the message but a task of its own',
    text: 'uh remind Tomas and Ingrid the offsite moved to Friday and also the visa renewal is due on the 9th and book the taxis',
    want: [
      { has: 'remind tomas ingrid offsite', people: ['Tomas', 'Ingrid'] },
      { has: 'visa renewal', due: '2026-12-09', people: [] },
      { has: 'book taxis' },
    ],
  },
  {
    name: 'a hedge before the next action ("and I guess also buy…") starts that action and is in neither title',
    text: 'drop the kids at swimming at 4 and I guess also buy milk on the way back and I suppose then email the school',
    want: [
      { has: 'drop kids swimming', title: 'Drop the kids at swimming at 4' },
      { has: 'buy milk', title: 'Buy milk on the way back' },
      { has: 'email school', title: 'Email the school' },
    ],
  },
  {
    name: 'a statement of how a thing is, then an action with no break ("…the boiler service is overdue call the gas people…")',
    text: 'so the boiler service is overdue call the gas people to book it\nthe car insurance is up for renewal ring the broker tomorrow and the gutters are blocked again',
    want: [
      { has: 'call gas people book', title: 'Call the gas people to book it' },
      { has: 'ring broker', title: 'Ring the broker', due: '2026-11-25' },
    ],
  },
  {
    name: 'a stutter over a hesitation or a comma is said once ("to uh to", "the, the", "the the")',
    text: 'remind Olu to uh to send the rota before Friday and book the, the meeting room and fix the the login page',
    want: [
      {
        has: 'remind olu send rota',
        title: 'Remind Olu to send the rota',
        due: '2026-11-27',
        people: ['Olu'],
      },
      { has: 'book meeting room', title: 'Book the meeting room' },
      { has: 'fix login page', title: 'Fix the login page' },
    ],
  },
  {
    name: 'a pause after "can" ends nothing ("ask Lena if she can, äh, take over…"); "äh" is a hesitation',
    text: 'Then ask Lena if she can, äh, take over the deck for the Hofer account. Ask Jo if he can, um, cover Friday.',
    want: [
      { has: 'ask lena take over deck', people: ['Lena'] },
      { has: 'ask jo cover', people: ['Jo'] },
    ],
  },
  {
    name: 'a pause after a duty\'s "really" ends nothing ("I should really, uh, stretch more"); "like" there is a filler, never a task',
    text: [
      'Okay so book the boiler service. And I should really, uh, stretch more, but whatever.',
      'And I should really, like, sort the rota so Femi gets a weekend off.',
      'also I should really like clear out the shed then pay the gas bill',
    ].join('\n'),
    want: [
      { has: 'book boiler service' },
      { has: 'sort rota' },
      { has: 'clear out shed' },
      { has: 'pay gas bill' },
    ],
  },
  {
    name: '"like" after "really" is still liked when nothing is owed or "to" follows',
    text: "I really like the new planner, order two more.\nI'd really like to repaint the hall this weekend.",
    want: [{ has: 'order two more' }, { has: 'repaint hall' }],
  },
  {
    name: 'a title does not end on a word left hanging ("…because", "…with") or on a "sorry"',
    text: 'so um I need to call the boiler guy because\npay the water bill thing, sorry\nrestart the build server because',
    want: [
      { has: 'call boiler guy', title: 'Call the boiler guy' },
      { has: 'pay water bill', title: 'Pay the water bill thing' },
      { has: 'restart build server', title: 'Restart the build server' },
    ],
  },
  {
    name: 'a run-on action starts after a thing and what it is doing, or after a time said mid-sentence ("…coming Friday I need to…", "…for the weekend clean…", a span with no day)',
    text: [
      "so the electrician's coming Thursday morning I need to clear behind the fridge before he gets here",
      'okay two jobs for the weekend wash the car and sweep the patio',
      'right after the school run tomorrow I need to book the vet for the dog',
    ].join('\n'),
    want: [
      { has: 'clear behind fridge', due: '2026-11-26' },
      { has: 'wash car', title: 'Wash the car', due: null },
      { has: 'sweep patio', title: 'Sweep the patio', due: null },
      { has: 'book vet dog', title: 'Book the vet for the dog', due: '2026-11-25' },
    ],
  },
  {
    name: 'a second "to" after "and" is a second duty ("remind me to pay… and to book…"); "oh and the bins go out…" is news, not part of the task',
    text: 'remind me to renew the parking permit by Friday and to order the school shoes next week\nchase Ines for the deposit oh and the recycling goes out Thursday',
    want: [
      { has: 'renew parking permit', title: 'Renew the parking permit', due: '2026-11-27' },
      { has: 'order school shoes', title: 'Order the school shoes', due: '2026-12-04' },
      { has: 'chase ines deposit', title: 'Chase Ines for the deposit', people: ['Ines'] },
    ],
  },
  {
    name: 'a statement between two tasks starts another thought: the task after it takes no date from the one before',
    text: 'ok so I need to finish the grant report and email it to Ines by Friday and then the office printer keeps jamming so log a ticket for it and uh also renew my library card',
    want: [
      { has: 'finish grant report', due: '2026-11-27', people: ['Ines'] },
      { has: 'log ticket', due: null },
      { has: 'renew library card', due: null },
    ],
  },
  {
    name: 'a remark in brackets after a dated task ends its date too; a plain list still shares it',
    text: 'water the tomatoes tonight (they look droopy), repot the basil, clean the greenhouse glass\nwash the car, hoover it out and top up the screenwash on Saturday',
    want: [
      { has: 'water tomatoes', due: '2026-11-24' },
      { has: 'repot basil', due: null },
      { has: 'clean greenhouse glass', due: null },
      { has: 'wash car', due: '2026-11-28' },
      { has: 'top up screenwash', due: '2026-11-28' },
    ],
  },
];

describe('run-on dictation', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));

  it('a lone "right" left from "right so…" is not in the descriptions', () => {
    const { tasks } = extractTasks(ROWS[0]!.text, {
      now: new Date('2026-11-24T12:00:00Z'),
      timeZone: 'UTC',
      tags: ['Life'],
    });
    expect(tasks.length).toBeGreaterThan(1);
    for (const task of tasks) expect(task.description).not.toMatch(/(?:^|— )right(?: —|$)/);
  });
});

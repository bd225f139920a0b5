/**
 * "On the day" (issue 12, dates): a task that points at the day of an occasion ("pick up Gran on the day", "leave
 * early that day") with no day in its own sentence is due on the day said of that occasion earlier in the dump ("Gran's
 * 90th is Saturday 5th", "the play will take place on Friday, December 11") — not on another item's deadline, nor on a
 * day someone answered with. In its own sentence, the day said last before it is that day, whatever the phrasing
 * ("Leo's got swimming Friday at half five so … that day"), over the day the sentence opens with ("for tomorrow …") and a vague time said in another
 * clause of it. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a family chat: the birthday said three messages up dates "on the day"',
    text: "[24/11/26, 9:01 am] Mum: Gran's 90th is Saturday 5th, lunch at the golf club\n[24/11/26, 9:03 am] Leo: I'll do the flowers today\n[24/11/26, 9:05 am] Dad: booked the room\n[24/11/26, 9:10 am] Mum: Ava can you drive Gran over on the day",
    want: [
      { has: 'flowers', due: '2026-11-24' },
      { has: 'drive gran', due: '2026-12-05' },
    ],
  },
  {
    name: "a school mail: the play's day, not the deadline of the item before",
    text: 'The Year 2 play will take place on Friday, December 11, at 2pm. Please:\n\n- return the photo consent form by Monday, November 30;\n- send your child in pyjamas on the day.',
    want: [
      { has: 'return photo consent form', due: '2026-11-30' },
      { has: 'pyjamas', due: '2026-12-11' },
    ],
  },
  {
    name: 'with no occasion said, "on the day" stays undated',
    text: 'moving checklist\n- [ ] new address live from the 1st, tell the bank\n- [ ] read the meters on the day',
    want: [
      { has: 'tell bank', due: '2026-12-01' },
      { has: 'read meters', due: null },
    ],
  },
  {
    name: 'dictation: the day said last in the sentence, not the "for tomorrow" it opens with',
    text: "okay for tomorrow first thing ring the garage about the tyres and um Leo's got swimming Friday at half five so I need to finish work early that day",
    want: [
      { has: 'ring garage', due: '2026-11-25' },
      { has: 'finish work early', due: '2026-11-27' },
    ],
  },
  {
    name: 'a list for today, then a weekday said of someone else\'s evening: "that day" is that weekday',
    text: 'right so for today pay the window cleaner and uh Sam has parents evening Thursday at six so I should cook dinner early that day',
    want: [
      { has: 'pay window cleaner', due: '2026-11-24' },
      { has: 'cook dinner early', due: '2026-11-26' },
    ],
  },
  {
    name: 'a vague time in another clause of the sentence does not blank "that day"',
    text: "so yeah um the wedding stuff, I need to order the cake, like, by Friday or they won't hold it, and uh the rehearsal is Thursday at six so I have to collect Noor from nursery early that day, um, and ring my brother about the chairs, oh and, like, the van's making that rattle again so I should book it in at the garage at some point, so yeah",
    want: [
      { has: 'order cake' },
      { has: 'collect noor', due: '2026-11-26' },
      { has: 'ring my brother', due: null },
    ],
  },
];

describe('dates: the day of an occasion said before', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * A day that only says whose a thing is (issue 12, dates): "ring the garage to move Friday's MOT", "draft Friday's
 * seating plan" — the day belongs to the MOT and to the evening the plan is for, not to the task, which gets no date from
 * it. With a word of time before it ("before Friday's MOT") it is the task's deadline, and
 * "Friday's fine" is no owner at all. So does the day of a shift swapped or covered ("swap my Sunday shift with Ravi",
 * "cover my thurs pm clinic"): it says which shift, not when to arrange it; "cookie swap sat:" is a swap on Saturday.
 * So does the day a thing is moved to ("move the piano lesson to Thursday"); "the vet, moved to Fri" is news of its day.
 * A weekday said as the name of a thing cancelled, moved or called about ("cancel the Friday spin class", "ring Grandad
 * about Sunday roast") is the thing's, as "Friday's" is. So is "for Saturday's match" after what is got, paid or sent for
 * it ("book a taxi for Sunday's train"); work readied for it ("prepare the handouts for Thursday's workshop") is due by it.
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'moving a dated thing: the call has no date',
    text: "ring the garage to move Friday's MOT",
    want: [{ has: 'ring garage', due: null }],
  },
  {
    name: 'planning a thing named by its day: no date',
    text: "draft Friday's seating plan for the quiz",
    want: [{ has: 'seating plan', due: null }],
  },
  {
    name: 'done "in" the thing: on its day',
    text: "present the survey results in Thursday's staff meeting",
    want: [{ has: 'present survey results', due: '2026-11-26' }],
  },
  {
    name: '"before" the thing: its day is the deadline',
    text: "wash the kit before Saturday's match",
    want: [{ has: 'wash kit', due: '2026-11-28' }],
  },
  {
    name: 'a shift swapped or covered: the day says which shift, the task has no date and keeps the words',
    text: [
      'swap my Sunday shift with Ravi',
      'ask Oona to cover my thurs pm clinic',
      'swap Saturday with Dev',
    ].join('\n'),
    want: [
      { has: 'swap sunday shift ravi', due: null },
      { has: 'oona cover thurs pm clinic', due: null },
      { has: 'swap saturday dev', due: null },
    ],
  },
  {
    name: 'a swap held on a day, or a covered shift asked by a deadline, still dates',
    text: 'cookie swap sat: bring two dozen flapjacks\nask Mo by Thursday if he can cover my Saturday shift',
    want: [
      { has: 'flapjacks', due: '2026-11-28' },
      { has: 'ask mo cover saturday shift', due: '2026-11-26' },
    ],
  },
  {
    name: "a thing moved to a day: the day is the thing's new one, the task has no date and keeps the words",
    text: [
      'move the piano lesson to Thursday',
      'push the boiler service back to next week',
      'reagendar la cita del veterinario para el viernes',
    ].join('\n'),
    want: [
      { has: 'piano lesson thursday', due: null },
      { has: 'boiler service next week', due: null },
      { has: 'veterinario viernes', due: null },
    ],
  },
  {
    name: 'guard: a change said as news, or a deadline for the move, still dates',
    text: 'take the dog to the vet, moved to Fri\nmove the spare desks to the annex by Wednesday',
    want: [
      { has: 'dog vet', due: '2026-11-27' },
      { has: 'spare desks annex', due: '2026-11-25' },
    ],
  },
  {
    name: 'a weekday naming a thing cancelled or called about ("the Friday spin class", "about Sunday roast"): no date',
    text: 'cancel the Friday spin class\nring Grandad about Sunday roast\nemail the caretaker about the Thursday lettings',
    want: [
      { has: 'cancel friday spin class', due: null },
      { has: 'grandad sunday roast', due: null },
      { has: 'caretaker thursday lettings', due: null },
    ],
  },
  {
    name: 'guard: a thing the task is done at or does, or a weekday with its time, still dates',
    text: [
      'top up the first-aid kit on my Tuesday rounds',
      'take the raffle prizes to the Saturday fete',
      'work the Sunday bar at the club',
      'ring the vet Friday morning',
    ].join('\n'),
    want: [
      { has: 'first-aid kit', due: '2026-12-01' },
      { has: 'raffle prizes saturday fete', due: '2026-11-28' },
      { has: 'sunday bar', due: '2026-11-29' },
      { has: 'ring vet', due: '2026-11-27' },
    ],
  },
  {
    name: 'something got, paid or sent "for Saturday\'s" event: the event\'s day, no date',
    text: "book a taxi to the station for Sunday's train\npay the pitch hire for Saturday's fixture",
    want: [
      { has: 'taxi station sunday', due: null },
      { has: 'pitch hire saturday', due: null },
    ],
  },
  {
    name: 'guard: what is done or brought at the event is on its day',
    text: "bring the oranges for Saturday's game\nrehearse my lines for Friday's reading",
    want: [
      { has: 'oranges', due: '2026-11-28' },
      { has: 'rehearse lines', due: '2026-11-27' },
    ],
  },
  {
    name: 'guard: work readied for the event keeps its day as the deadline',
    text: "prepare the handouts for Thursday's workshop\nwrite the minutes template for Monday's board meeting",
    want: [
      { has: 'prepare handouts', due: '2026-11-26' },
      { has: 'minutes template', due: '2026-11-30' },
    ],
  },
  {
    name: "guard: what is got for a deadline keeps the deadline's day",
    text: "get the signed forms back for Friday's filing deadline",
    want: [{ has: 'signed forms', due: '2026-11-27' }],
  },
];

describe("dates: a day that only names a thing's owner dates no task", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

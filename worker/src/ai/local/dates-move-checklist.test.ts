/**
 * A checklist under a heading that dates a house move or a trip (issue 12, dates): its items get ready for it and are not
 * due on the move's day ("order boxes", "cancel the broadband"); an item done on that day ("hand over the keys on moving
 * day", "on closing day") or counted from it ("the night before") still takes it. So does any heading that names an
 * event with its calendar date and words of its own ("Choir tour (coach leaves 9 Dec):", "## Fortnight of the 7th"):
 * what is listed under it gets ready for it. A heading that is a day to do things ("Saturday jobs:", "Thu 3 Dec –
 * errands") or a deadline ("Due 4 Dec:") dates its items as before. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a move heading: getting-ready items stay undated, the day itself and the night before are dated',
    text: 'MOVING – Fri 11 Dec\n- [ ] hire a van\n- [ ] cancel the water softener rental\n- [ ] hand over the keys on moving day\n- [ ] empty the freezer the night before',
    want: [
      { has: 'hire van', due: null },
      { has: 'cancel water softener rental', due: null },
      { has: 'hand over keys', due: '2026-12-11' },
      { has: 'empty freezer', due: '2026-12-10' },
    ],
  },
  {
    name: 'the same in another language and with the day in brackets',
    text: '## Umzug (move on Dec 19)\n- [ ] order packing crates\n- [ ] tell the bank our new address',
    want: [
      { has: 'order packing crates', due: null },
      { has: 'tell bank', due: null },
    ],
  },
  {
    name: 'a heading that is a day to do things still dates its items (guard: passes before and after)',
    text: 'Saturday jobs:\n- clean the gutters\n- wash the car',
    want: [
      { has: 'clean gutters', due: '2026-11-28' },
      { has: 'wash car', due: '2026-11-28' },
    ],
  },
  {
    name: 'a trip heading is read as a move: getting ready is undated, what is done on the day keeps it',
    text: 'Porto trip – Fri 4 Dec\n- renew the travel insurance\n- order some euros\n- check in online on the day',
    want: [
      { has: 'renew travel insurance', due: null },
      { has: 'order euros', due: null },
      { has: 'check in online', due: '2026-12-04' },
    ],
  },
  {
    name: 'an event heading with its date: the things readied under it take no date',
    text: 'Choir tour (coach leaves 9 Dec):\n- collect the permission slips\n- book the ferry cabins\n\n## Lettings — mid Dec 14th\n- ring the plumber about flat 2\n- renew the gas cert',
    want: [
      { has: 'collect permission slips', due: null },
      { has: 'ferry cabins', due: null },
      { has: 'ring plumber', due: null },
      { has: 'renew gas cert', due: null },
    ],
  },
  {
    name: "guard: a heading with the date's weekday, a deadline heading and a date alone still date their items",
    text: 'Thu 3 Dec – errands\n- drop the parcel at the depot\n\nDue 4 Dec:\n- hand in the lab book\n\n7 Dec:\n- service the boiler',
    want: [
      { has: 'drop parcel', due: '2026-12-03' },
      { has: 'lab book', due: '2026-12-04' },
      { has: 'service boiler', due: '2026-12-07' },
    ],
  },
];

describe('dates: a house-move checklist gets ready for the move', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * Round thirty-three, people on tasks: an action item's number before its owner ("AP2 – Tunde: get two quotes") hid
 * the owner, so the task had nobody. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe("an action item's number before its owner", () => {
  const rows: Row[] = [
    {
      name: 'numbered action points with a dash, one owner and two',
      text: 'ACTION POINTS\nAP1 – Ngozi: book the community hall for the AGM\nAP2 – Kelechi & Ada: price the new gate locks',
      want: [
        { has: 'community hall', people: ['Ngozi'] },
        { has: 'gate locks', people: ['Kelechi', 'Ada'] },
      ],
    },
    {
      name: 'a short label with a full stop',
      text: 'Actions\nA3. Ines: send the revised budget to the board',
      want: [{ has: 'revised budget', people: ['Ines'] }],
    },
    {
      name: 'a hash label',
      text: 'Next steps\n#4 - Rangi: check the fire exits',
      want: [{ has: 'fire exits', people: ['Rangi'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

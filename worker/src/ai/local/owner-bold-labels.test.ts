/**
 * Round thirty-three, people on tasks: notes written in Markdown put the owner of an action in bold ("- **Dana**: …",
 * "**Raj:** …"). The bold marks are no part of the label: the line reads as the plain "Dana: …", owner and all, and an
 * item in bold that is no label keeps its marks. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const BOLD_OWNERS: Row[] = [
  {
    name: 'a bold name before the colon owns the line, and each task split from it',
    text: 'Ops sync\n## Actions\n- **Bongani**: chase the courier about the pallets + book a van for Friday\n- **Leila**: renew the dock permit by 3 Dec',
    want: [
      { has: 'courier', people: ['Bongani'] },
      { has: 'van', due: '2026-11-27', people: ['Bongani'] },
      { has: 'dock permit', due: '2026-12-03', people: ['Leila'] },
    ],
  },
  {
    name: 'the colon inside the bold, underscores for bold, and the user in bold',
    text: 'Retro\n**Tomás:** draft the incident summary\n__Priyanka__: update the runbook\n- **me**: order the new badges',
    want: [
      { has: 'incident summary', people: ['Tomás'] },
      { has: 'runbook', people: ['Priyanka'] },
      { has: 'badges', people: [] },
    ],
  },
];

describe('round thirty-three: an owner written in bold', () => {
  for (const row of BOLD_OWNERS) it(row.name, () => check(row));
});

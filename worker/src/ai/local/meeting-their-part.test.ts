/**
 * Round forty, the writer's bare step on another's part when nothing opens the sentence before the other doer: the
 * thing is the one their part is done to ("Tomasz prepares the floor plan, I approve Thursday" → "Approve Tomasz's floor
 * plan"), one task with them on it, and what the line said before that sentence stays in its description. A part done
 * to a word standing for another thing ("files them"), or handed out with "to", stays as it was.
 * Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Tomasz prepares the floor plan, I approve Thursday"',
    text: 'Venue sync\nTomasz prepares the floor plan, I approve Thursday.',
    want: [
      {
        has: 'approve tomasz floor plan',
        title: "Approve Tomasz's floor plan",
        people: ['Tomasz'],
        due: '2026-11-26',
      },
    ],
  },
  {
    name: 'a day after their thing: "Ines writes the FAQ by Wed, I check by Friday"',
    text: 'Launch notes\n- Ines writes the FAQ by Wed, I check by Friday',
    want: [{ has: 'check ines faq', title: "Check Ines's FAQ", people: ['Ines'], due: '2026-11-27' }],
  },
  {
    name: 'the line\'s earlier sentence stays in the description: "Gala menu is final on the 3rd. Bruno updates the wine list, I sign off Monday."',
    text: 'Gala committee\nGala menu is final on the 3rd. Bruno updates the wine list, I sign off Monday.',
    want: [
      {
        has: 'sign off bruno wine list',
        people: ['Bruno'],
        due: '2026-11-30',
        description: 'Gala menu is final',
      },
    ],
  },
  {
    name: 'guard: a part done to "them" keeps its own task ("Lena files them in the tracker by Wed, I review Monday")',
    text: 'QA sync\n- Lena files them in the tracker by Wed, I review Monday',
    want: [{ has: 'file them in the tracker', people: ['Lena'] }],
  },
];

describe("round forty: the writer's bare step takes the thing of another's part", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

/**
 * Meeting notes and lists pasted from Slack or Notion (issue 12): an emoji before a short heading ("🚧 blockers",
 * "📌 next steps") over items marked with dashes or numbers decorates the heading; it is not an item of its own, so
 * the heading still frames what is under it. An emoji before every item is still each item's bullet. Notes written for
 * these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"📌 next steps" over dashed items heads them, and the points above it are the discussion',
    text: 'Retro, squad Kestrel\n\n🐢 what slowed us\n- the review queue stalled for a week\n- preview deploys kept timing out\n\n📌 next steps\n- Ines: split the review queue by area\n- me: raise the preview deploy timeout',
    want: [
      { has: 'split review queue', people: ['Ines'] },
      { has: 'raise preview deploy timeout', people: [] },
    ],
  },
  {
    name: '"✅ done" with an emoji over numbered items: they are done',
    text: '✅ done\n1. renewed the parking permit\n2. paid the window cleaner\n\nstill to do\n- book the chimney sweep',
    want: [{ has: 'book chimney sweep' }],
  },
  {
    name: 'an emoji before every item is each item\'s bullet: "📞 call the vet" / "🛒 get cat litter"',
    text: '📞 call the vet about the booster\n🛒 get cat litter',
    want: [{ has: 'call vet booster' }, { has: 'get cat litter' }],
  },
];

describe('emoji before headings', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

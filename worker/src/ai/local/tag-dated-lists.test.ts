/**
 * Lists of dated reminders (issue 12, date-class tags): a naming ceremony or a christening is the family's; the
 * quarterly estimated tax is the writer's own (one office word, "quarterly", made it office work), so is a streaming
 * trial; a queue slot for a visa is no message queue. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a naming ceremony, the estimated tax and a streaming trial in a dated list',
    text: 'Reminders:\n- tomorrow: confirm the cake for Amara’s naming ceremony\n- by the 15th: pay the quarterly estimated tax\n- end of the month: cancel the streaming trial',
    want: [
      { has: 'naming ceremony', tag: 'Family' },
      { has: 'estimated tax', tag: 'Life' },
      { has: 'streaming trial', tag: 'Life' },
    ],
  },
  {
    name: "a queue slot for the visa, after a platform job, is the writer's own",
    text: 'Rotate the API keys for the payments gateway tonight. My visa extension is in three weeks, book the online queue slot for it by Monday.',
    want: [
      { has: 'api keys', tag: 'Work-DevOps' },
      { has: 'queue slot', tag: 'Life' },
    ],
  },
];

describe('dated reminder lists (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

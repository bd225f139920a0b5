/**
 * Round thirty-two, people on tasks: board minutes write a doer as an initial and a surname ("P. Mensah to renew the
 * insurance"); the line was no one's job, so its task lost the doer, or the line gave no task at all. Notes written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('an initial and a surname as the doer', () => {
  const rows: Row[] = [
    {
      name: 'with a dot, and a date',
      text: 'Board minutes\n- P. Mensah to renew the building insurance by Friday.',
      want: [
        {
          has: 'renew insurance',
          title: 'Renew the building insurance',
          due: '2026-11-27',
          people: ['P. Mensah'],
        },
      ],
    },
    {
      name: 'without a dot',
      text: 'Board minutes\n- L Varga to circulate the budget draft',
      want: [{ has: 'circulate budget', people: ['L Varga'] }],
    },
    {
      name: 'a first name alone, as before',
      text: 'Board minutes\n- Mensah to chase the roofer',
      want: [{ has: 'chase roofer', people: ['Mensah'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

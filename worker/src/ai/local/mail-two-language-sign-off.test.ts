/**
 * A sign-off in two languages at once ("With kind regards / Mit freundlichen Grüßen", "Best regards / Saludos") ends
 * the message as either alone does: the signature under it is no task, and an Outlook header block further down starts
 * the quoted message it answers, whose requests are not the user's. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"With kind regards / Mit freundlichen Grüßen" over a quoted Outlook message',
    text: 'Hello Mr. Rossi,\n\nPlease send us the test certificates for lot 12 by Friday.\n\nWith kind regards / Mit freundlichen Grüßen\nKlara Huber\nQuality Engineer\n\nVon: Marco Rossi <m.rossi@example.it>\nGesendet: Montag, 23. November 2026 10:02\nAn: Huber Klara\nBetreff: lot 12\n\nDear Klara, kindly share the drawing and the photos of the defect.',
    want: [{ has: 'send test certificates lot', due: '2026-11-27' }],
  },
];

describe('pasted mail: a sign-off in two languages', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

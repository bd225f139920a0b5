/**
 * Pasted chats (issue 12, "pasted email/chat"): "I'll raise the PO", "can you open a ticket" says only the paper; what it
 * is for was said just before, in the message it answers or earlier in its own. Chats written for these tests,
 * Tuesday 2026-11-24 in UTC.
 */
import { describe, expect, it } from 'vitest';
import { vehicleFor } from './chat-vehicles.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a PO raised after a stock running out is a PO for that stock',
    text: 'Femi: the nitrile gloves in store 2 are almost gone\nMe: thanks, I will raise the PO today\nFemi: 👍',
    want: [{ has: 'raise po nitrile gloves', due: '2026-11-24' }],
  },
  {
    name: 'an indent raised to "did you order …?" is for what was asked about',
    text: 'Ines: did you order the pipette tips? we are on the last box\nMe: not yet, will raise the indent today',
    want: [{ has: 'raise indent pipette tips', due: '2026-11-24' }],
  },
];

describe('a PO, an indent or a ticket raised in a chat', () => {
  it.each(ROWS)('$name', check);
  it.each([
    ['Raise the PO', ['we are out of printer toner.'], 'Raise the PO for printer toner'],
    ['Open a ticket', ['we also need an alert on the disk usage. Kim can you'], 'Open a ticket for an alert'],
    // a job said before is a task of its own, which the ticket carries
    ['Open a ticket', ['we should rotate the API keys.'], null],
    // the title says what it is for already
    ['Raise the PO for the forklift tyres', ['the gloves are almost gone.'], null],
  ])('%s after %j', (title, said, want) => {
    expect(vehicleFor(title, said)).toBe(want);
  });
});

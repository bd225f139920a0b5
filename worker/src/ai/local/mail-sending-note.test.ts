/**
 * A note over the user's own draft saying when they will send it ("Draft to the Hallorans — send tonight:") makes
 * sending it a task, by that day, to whom the note or the greeting names (issue 12, pasted email). A note saying it
 * goes now ("about to send", "before I hit send") leaves nothing to do. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { sendingNote } from './mail-reader.js';

describe('sendingNote: the note over a draft that says when it goes', () => {
  const greeting = '\n\nHi Tomás,\n\nThe boards arrive Monday. I will fit them Tuesday.\n\nBest,\nRuth';
  const rows: { note: string; whom: string | null | undefined }[] = [
    { note: 'Draft to the Hallorans — send tonight:', whom: 'the Hallorans' },
    {
      note: 'Sending this to the parish council tomorrow, keeping my bits here:',
      whom: 'the parish council',
    },
    { note: 'drafted this, sending it once the quote comes back', whom: null },
    // Sent now, or no time said: nothing to do.
    { note: "Reply I'm about to send, tracking my side:", whom: undefined },
    { note: 'my draft, need to do these before I hit send', whom: undefined },
    { note: 'Sent this to the builder this morning:', whom: undefined },
  ];
  it.each(rows)('$note → $whom', ({ note, whom }) => {
    const found = sendingNote(note + greeting);
    if (whom === undefined) expect(found).toBeNull();
    else expect(found?.whom).toBe(whom);
  });
  it('is only a note over a message: a first line with no greeting or header under it is none', () => {
    expect(sendingNote('Draft to the Hallorans — send tonight\n\nand pick up the paint')).toBeNull();
  });
});

const ROWS: Row[] = [
  {
    name: 'the note names the readers: sending the draft is the first task, tonight',
    text: 'Draft to the Hallorans — send tonight:\n\nHi Niamh and Colm,\n\nThe survey is booked for Thursday. I will send you the report by Friday.\n\nWarmly,\nRuth',
    want: [
      { has: 'send email hallorans', due: '2026-11-24', people: [] },
      { has: 'send report', due: '2026-11-27' },
    ],
  },
  {
    name: 'the greeting names the reader when the note does not: "Send the email to Greg", with Greg on it',
    text: 'Drafted this, sending tomorrow once I find the receipts:\n\nHi Greg,\n\nThanks for the nudge. I will post you the signed forms by Friday.\n\nBest,\nAnna',
    want: [
      { has: 'send email greg', due: '2026-11-25', people: ['Greg'] },
      { has: 'post signed forms', due: '2026-11-27' },
    ],
  },
  {
    name: 'a reply about to go gives no sending task',
    text: 'My reply, about to send it:\n\nHi Greg,\n\nThanks for the nudge. I will post you the signed forms by Friday.\n\nBest,\nAnna',
    want: [{ has: 'post signed forms', due: '2026-11-27' }],
  },
];

describe("sending the user's own draft later is a task", () => {
  it.each(ROWS)('$name', (row) => check(row));
});

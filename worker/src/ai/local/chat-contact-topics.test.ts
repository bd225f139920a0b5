/**
 * Pasted chats (issue 12, "pasted email/chat"): "I'll tell Ondra" or "I'll confirm with Jana" answering a message that
 * opens with a bare "ok." or "yes." is about the thing the message goes on to name. Chats written for these tests,
 * Tuesday 2026-11-24 in UTC.
 */
import { describe, expect, it } from 'vitest';
import { contactAbout } from './chat-contacts.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"yes. I need the final headcount by Friday" — "I\'ll confirm with Maya today": about the headcount',
    text: "[09:00] Lars: can you send the menu too?\n[09:01] Me: sure\n[09:02] Lars: yes. I need the final headcount by Friday\n[09:03] Me: I'll confirm with Maya today",
    want: [{ has: 'send menu' }, { has: 'confirm maya headcount', due: '2026-11-24' }],
  },
  {
    name: '"ok. and the venue changed its deposit terms" — "I\'ll tell Ruth": tell Ruth about the deposit terms',
    text: "[09:00] Lars: the flyers are printed\n[09:01] Me: great\n[09:02] Lars: ok. and the venue changed its deposit terms\n[09:03] Me: I'll tell Ruth",
    want: [{ has: 'tell ruth about venue' }],
  },
];

describe('a promise to contact someone after a message that opens with a bare answer', () => {
  it.each(ROWS)('$name', check);
  it.each([
    ['Tell Ruth', 'ok. and the roof quote came back twice as high', 'Tell Ruth about the roof quote'],
    [
      'Confirm with Jana',
      'sure. I need the final number by noon',
      'Confirm with Jana about the final number',
    ],
    // A message whose first sentence says something keeps that sentence's topic.
    ['Tell Ruth', 'the roof quote came in. and the gutter is loose', 'Tell Ruth about the roof quote'],
    // A title that says what to tell is left alone.
    ['Tell Ruth the quote is fine', 'ok. and the roof quote came back', null],
  ])('%s after "%s"', (title, answered, about) => {
    expect(contactAbout(title, answered)).toBe(about);
  });
});

/**
 * In another speaker's request, "her" or "him" is never that speaker (a writer says "me"): it is the relation the chat
 * named before ("your mum rang … tell her by Friday"). Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"your mum rang, she wants to know… tell her by Friday pls": tell mum, not the one who asks',
    text: "[08:00] Sam: your mum rang, she wants to know if we're coming Sunday. tell her by Friday pls\n[08:02] me: ok",
    want: [{ has: 'tell mum', due: '2026-11-27' }],
  },
  {
    name: '"Milo\'s dad emailed the school again, can you ring him back?": ring dad back, not Bea',
    text: "[08:00] Bea: Milo's dad emailed the school again, can you ring him back?\n[08:02] me: will do tomorrow",
    want: [{ has: 'ring dad back', due: '2026-11-25' }],
  },
  {
    name: 'the user\'s own "I\'ll call her tonight" after "your gran was asking…" (guard: passes before and after)',
    text: "[08:00] Sam: your gran was asking about Christmas again\n[08:02] me: ugh. I'll call her tonight",
    want: [{ has: 'call gran', due: '2026-11-24' }],
  },
];

describe('"her"/"him" in another speaker\'s request: the relation named before', () => {
  it.each(ROWS)('$name', check);
});

/**
 * Pasted chats (issue 12, "pasted email/chat"): some apps and some users mark which speaker is the user on the speaker
 * line itself — "Lena Park (you)  9:20 AM", "Tobi Ade (me) 9:05 AM" — or name themself with a surname or an initial,
 * "(I'm Noor K.)". That speaker is the user, called by their first name: their promises are the user's tasks (naming
 * nobody), the others' promises are theirs, and a request that calls the user by first name is the user's. Chats
 * written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, expect, it } from 'vitest';
import { selfName } from './chat-speakers.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "Slack lines with \"(you)\": the user's promise is theirs alone, the colleague's promise is the colleague's",
    text: '#site-launch\nMarek Novak  9:02 AM\n@Lena can you resize the hero images today? the page is slow\nLena Park (you)  9:10 AM\nsure, I will resize them after lunch\nMarek Novak  9:12 AM\nthanks. I will update the sitemap tomorrow\nLena Park (you)  9:15 AM\nalso I will write the launch email on Friday',
    want: [
      { has: 'resize hero images', due: '2026-11-24', people: ['Marek Novak'] },
      { has: 'write launch email', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: 'Teams lines with "(me)" after a full name: the request to the user by first name is the user\'s, and so is their own promise',
    text: '[Teams] Grant report\nAda Kim 9:02 AM\nTobi, can you fill in the budget table by Thursday?\nTobi Ade (me) 9:05 AM\nWill do. I will also book the room for the review on Monday\nAda Kim 9:07 AM\nthanks, I will send the template tonight',
    want: [
      { has: 'fill budget table', due: '2026-11-26' },
      { has: 'book room', due: '2026-11-30', people: [] },
    ],
  },
  {
    name: '"(I\'m Noor K.)" over a Teams paste whose lines say "Noor K.": the user\'s promise is theirs, the other\'s is his',
    text: "Teams chat with Bram (I'm Noor K.)\n\nBram de Wit 08:47\nMorning Noor, can you update the supplier list before Friday?\nNoor K. 08:52\nSure, I'll update it on Thursday. I also need the new rates\nBram de Wit 08:53\nI'll ask Iris to send them today",
    want: [{ has: 'update supplier list', due: '2026-11-26' }],
  },
];

describe('chats: the speaker line marks the user', () => {
  it.each(ROWS)('$name', check);
  it("the user is the marked speaker's first name", () => {
    expect(selfName('Ada Kim 9:02 AM\nhi\nTobi Ade (me) 9:05 AM\nhello')).toBe('Tobi');
    expect(selfName('Ruth Gale 10:02\nhi\nInes Roth (you)  10:03 AM\nhello')).toBe('Ines');
    expect(selfName("team chat (I'm Noor K.)\nNoor K. 08:52\nhi")).toBe('Noor');
  });
  it('"(me)" inside a sentence or an attendee list names no speaker line (guard: the same before)', () => {
    expect(selfName('Attendees: Valeria (me), Diego, Sam')).toBe('Valeria');
    expect(selfName('thanks to Omar Said (me) lol for the fix')).toBe('Said');
  });
});

/**
 * Pasted chats: the user's promise only to contact someone, right after another speaker's message about a thing, is a
 * call about that thing ("Jonas: the dishwasher is leaking again" — "I'll ring the plumber tomorrow": ring the plumber
 * about the dishwasher). Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { contactAbout, tellsAsker } from './chat-contacts.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"the dishwasher is leaking again" — "I\'ll ring the plumber tomorrow": about the dishwasher',
    text: "[18:02] Jonas: the dishwasher is leaking again\n[18:05] Me: ugh, I'll ring the plumber tomorrow",
    want: [{ has: 'ring plumber about dishwasher', due: '2026-11-25' }],
  },
  {
    name: '"your dad rang, something about the boat trip" — "will call him tonight": about the boat trip',
    text: '[18:02] Jonas: the parcel came\n[18:03] Me: great\n[18:04] Jonas: oh and your dad rang, something about the boat trip\n[18:05] Me: will call him tonight',
    want: [{ has: 'call dad about boat trip', due: '2026-11-24' }],
  },
  {
    name: '"Ines is asking if we can swap the rota" — "I\'ll tell her": tell Ines, with her on it',
    text: "[18:02] Jonas: the parcel came\n[18:03] Me: great\n[18:04] Jonas: and Ines is asking if we can swap the cleaning rota\n[18:05] Me: ok. I'll tell her",
    want: [{ has: 'tell ines swap cleaning rota', people: ['Ines'] }],
  },
  {
    name: '"and the dog sitter??" — "I\'ll text Mira tonight": about the dog sitter',
    text: "[18:02] Jonas: flights are booked 🎉\n[18:03] Jonas: and the dog sitter??\n[18:05] Me: I'll text Mira tonight",
    want: [{ has: 'text mira about dog sitter', due: '2026-11-24' }],
  },
];

describe('what a promise to call someone is about', () => {
  it.each(ROWS)('$name', check);
  it.each([
    ['Call the vet', 'the puppy is off her food', 'Call the vet about the puppy'],
    // A message about the one called says what it is about, or passes on what they ask.
    ['Ring mam', 'your mam was asking about Christmas', 'Ring mam about Christmas'],
    ['Call mom', 'ur mom called the shop, something about lunch', 'Call mom about lunch'],
    [
      'Text Gran',
      'Gran was asking if we want the big table 🙂',
      'Text Gran about whether we want the big table',
    ],
    // Guards: a title that says more, one that says its topic, a message about the one called that says no topic.
    ['Call the vet to book a check-up', 'the puppy is off her food', null],
    ['Call the bank about the card', 'they asked about the card limit', null],
    ['Call mom', 'ur mom called the shop earlier', null],
    ['Call Acme Plumbers', 'the plumber never came', null],
  ])('%s after "%s"', (title, answered, about) => {
    expect(contactAbout(title, answered)).toBe(about);
  });
  it.each([
    [
      'Tell her',
      'And Ines is asking if we can swap the cleaning rota',
      { title: 'Tell Ines whether we can swap the cleaning rota', person: 'Ines' },
    ],
    [
      'Let him know',
      'Omar asked about the spare key',
      { title: 'Tell Omar about the spare key', person: 'Omar' },
    ],
    // Guards: no asker named, a title that says more.
    ['Tell her', 'someone is asking if we can swap the rota', null],
    ['Tell her the rota is fine', 'Ines is asking if we can swap the rota', null],
  ])('%s after "%s"', (title, answered, told) => {
    expect(tellsAsker(title, answered)).toEqual(told);
  });
});

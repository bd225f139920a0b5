/**
 * An emoji a chat message opens with is the speaker's reaction, said before their words: a thumbs up, an ok hand or
 * folded hands say yes, any other says nothing, and none is a list item's bullet. Dumps written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { plainReactions } from './chat-shorthand.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"👍 tomorrow" from the one asked dates the request, as "ok tomorrow" does',
    text: '[08:10] Ines: the boiler log is empty again. @Tariq pls fill it in before the inspection\n[08:12] Tariq: 👍 tomorrow',
    want: [{ has: 'fill boiler log', due: '2026-11-25', people: ['Tariq'] }],
  },
  {
    name: 'a thumbs up with a skin tone reads the same',
    text: '[08:10] Ines: the boiler log is empty again. @Tariq pls fill it in before the inspection\n[08:12] Tariq: 👍🏽 tomorrow',
    want: [{ has: 'fill boiler log', due: '2026-11-25', people: ['Tariq'] }],
  },
  {
    name: '"🙏 and Tariq can you…" after an answer: the request is read, on Tariq',
    text: '[08:10] Ines: can someone sweep the loading bay?\n[08:11] Bo: on it\n[08:12] Ines: 🙏 and Tariq can you check whether the forklift charger is fixed?',
    want: [{ has: 'sweep loading bay' }, { has: 'check forklift charger', people: ['Tariq'] }],
  },
  {
    name: 'the user\'s "🙏 I\'ll post the rota tonight" is still their own promise (guard: passes before and after)',
    text: "[18:00] Kim: is the new rota out?\n[18:02] me: 🙏 I'll post the rota tonight",
    want: [{ has: 'post rota', due: '2026-11-24' }],
  },
  {
    name: 'a list under a note, each item opened by an emoji, stays a list (guard: no chat, no change)',
    text: 'Saturday:\n📞 call the vet about the booster\n🛒 buy dog food',
    want: [{ has: 'call vet booster' }, { has: 'buy dog food' }],
  },
];

describe('a reaction opening a chat message', () => {
  it.each(ROWS)('$name', check);
});

describe('plainReactions', () => {
  const messages = (text: string) => [{ start: text.indexOf(':') + 2, end: text.length, who: 'Bo' }];
  const READS: { text: string; heard: string }[] = [
    { text: 'Bo: 👍 after lunch', heard: 'Bo: ok after lunch' },
    { text: 'Bo: 👌🏻 done', heard: 'Bo: ok   done' },
    { text: 'Bo: 😩 fine', heard: 'Bo:    fine' },
    { text: 'Bo: ✅ shipped', heard: 'Bo: ✅ shipped' },
    { text: 'Bo: fine 👍', heard: 'Bo: fine 👍' },
  ];
  it.each(READS)('$text', ({ text, heard }) => {
    const chars = [...text.split('')];
    expect(plainReactions(chars, text, messages(text))).toBe(heard);
    expect(chars.join('')).toHaveLength(text.length);
    expect(chars.join('').slice(4).trim()).toBe(heard.slice(4).replace(/^ok\s/, '').trim());
  });
});

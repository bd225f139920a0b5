/**
 * Chat speakers in shapes some apps copy: the surname first ("Okafor, Ngozi  14:02"), and speaker, time and message
 * on one line ("Ines 14:02: …", "tomas  14:03  …", "me 14:05 — …"); "need someone to…" is a request the user's answer
 * may take on, and a request put to a named person who answered it is theirs. Dumps written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { plainSpeakerLines } from './chat-lines.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a Slack display name ending in an initial ("Dan K  9:31 AM") is a speaker line: the request is Dan\'s',
    text: '#ops\nMarco  9:20 AM\nthe nightly export failed again\nDan K  9:31 AM\ncan you rerun the export before noon?',
    want: [{ title: 'Rerun the nightly export', has: 'rerun export', due: '2026-11-24', people: ['Dan K'] }],
  },
  {
    name: 'a speaker line whose surname has a particle ("Joris van Dam  9:02 AM") is one: his plan is not the user\'s',
    text: "#plant-ops (I'm Lea)\nJoris van Dam  9:02 AM\nthe boiler pressure dropped overnight, I'll check the valves today\nLea Maas  9:05 AM\nthanks, I'll log it in the maintenance sheet",
    want: [{ has: 'log maintenance sheet', people: [] }],
  },
  {
    name: "surname-first speakers: another speaker's promise is theirs, the user named at the top keeps their own",
    text: "team chat, I am Ngozi there\n\nBrandt, Felix  14:02\nI'll recalibrate the kiln sensor tomorrow\nOkafor, Ngozi  14:04\nthx. I'll order the spare thermocouple today",
    want: [{ has: 'order spare thermocouple', due: '2026-11-24', people: [] }],
  },
  {
    name: "speaker, time and message on one line: another speaker's promise is theirs, the user's own stays",
    text: "Ines 14:02: the drill bits for bay 3 are nearly gone\nTomas 14:03: I'll count the spares this afternoon\nMe 14:05: thanks, I'll order a new box tomorrow",
    want: [{ has: 'order new box', due: '2026-11-25', people: [] }],
  },
  {
    name: '"need someone to…" taken on by the user in other words ("I can do the chairs") is the request itself',
    text: 'family chat, me = Lena\n[10:01] Dad: I sorted the hall already. Need someone to collect the chairs from the church on Friday\n[10:03] Lena: I can do the chairs if Ana lends me her van\n[10:04] Ana: sure',
    want: [{ has: 'collect chairs church', due: '2026-11-27', people: [] }],
  },
  {
    name: "a request put to a named person who answered it is theirs, the user's next line is about another",
    text: 'ruth 16:01 — pls check the invoice totals before eod\nruth 16:02 — @omar can u book the van for Thursday\nomar 16:03 — yep\nme 16:05 — will check after the call',
    want: [
      { has: 'check invoice totals', due: '2026-11-24' },
      { has: 'book van', due: '2026-11-26', people: ['Omar'] },
    ],
  },
];

describe('chat speaker lines in more shapes', () => {
  it.each(ROWS)('$name', check);
  it('a schedule of days and times is no chat', () => {
    const text = 'Mon 9:00 — dentist\nTue 10:30 — gym\nWed 8:15 — school run';
    expect(plainSpeakerLines(text)).toBe(text);
  });
  it('keeps every offset: the rewritten text is as long as the input', () => {
    const text = 'Chen Li 08:14: press 4 is down\nAda 08:15: on it\nMe 08:16 — thanks';
    expect(plainSpeakerLines(text)).toHaveLength(text.length);
  });
});

/** A speaker whose chat name ends in an emoji ("Kayla 💅:") speaks as "Kayla:" does. */
const EMOJI_NAMES: Row[] = [
  {
    name: 'her own "ok i\'ll book" is hers, no task "Book"; her "remind me to bring candles" is the user\'s, with her',
    text: "Nadia 🌸: are we still on for Jo's leaving drinks friday?\nMe: yes 7pm at the Anchor\nNadia 🌸: ok i'll book\nMe: already booked, table for 6\nNadia 🌸: oh and remind me to bring the card, i always forget\nMe: k",
    want: [{ has: 'bring card', people: ['Nadia'] }],
  },
];

describe('chat speakers with an emoji after the name', () => {
  it.each(EMOJI_NAMES)('$name', check);
  it('one such line alone is left as written', () => {
    const text = 'Plants 🌱: water the fern on Sunday';
    expect(plainSpeakerLines(text)).toBe(text);
  });
});

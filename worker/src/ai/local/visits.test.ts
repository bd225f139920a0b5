/**
 * Visits (issue 12, "pasted email/chat" and everyday notes): one reader for "the glazier comes Friday, someone has to be
 * home" wherever it is said. In the user's own notes it is the task "Be home for the glazier", by the visit's day; after
 * another chat speaker says it, the user's answer taking it on is that task ("I'll wfh fri", "ok, Mira will be there"),
 * and a visit handed on to someone else is no such task. Dumps written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { chatVisits } from './visits.js';

const PROSE: Row[] = [
  {
    name: '"window cleaner coming Thursday morning, someone has to be home": be home for the window cleaner, Thursday',
    text: '- renew the car tax\n- window cleaner coming Thursday morning, someone has to be home\n- buy bin bags',
    want: [
      { has: 'renew car tax' },
      { has: 'be home for window cleaner', due: '2026-11-26' },
      { has: 'bin bags' },
    ],
  },
  {
    name: 'what they come to do stays with them: "the electrician comes to check the fuse box so I need to be home"',
    text: 'on Monday the dentist at 9, Wednesday the electrician comes to check the fuse box so I need to be home.',
    want: [
      { title: 'Be home for the electrician to check the fuse box', has: 'electrician', due: '2026-11-25' },
    ],
  },
  {
    name: 'a visit said by its day, the user on it after an arrow: "the gas engineer is Friday, someone must be in → me"',
    text: 'flat: the gas engineer is Friday, someone must be in → me',
    want: [{ title: 'Be home for the gas engineer', has: 'gas engineer', due: '2026-11-27' }],
  },
  {
    name: 'being there for a purpose: "someone has to be there to open the garage - me"',
    text: 'the log delivery is Saturday morning, someone has to be there to open the garage - me',
    want: [
      { title: 'Be there to open the garage for the log delivery', has: 'log delivery', due: '2026-11-28' },
    ],
  },
  {
    name: 'someone named to be in is on it: "the locksmith comes Monday, so Noor has to be home"',
    text: 'the locksmith comes Monday between 9 and 1, so Noor has to be home',
    want: [{ has: 'be home for locksmith', due: '2026-11-30', people: ['Noor'] }],
  },
  {
    name: 'the user taking it on in the same breath is the same task: "… someone has to be home - I\'ll WFH that day"',
    text: "The boiler guy comes Thursday and someone has to be home - I'll WFH that day. Order more printer ink.",
    want: [{ has: 'be home for boiler guy', due: '2026-11-26' }, { has: 'order printer ink' }],
  },
];

const HANDED_ON: Row[] = [
  {
    name: 'a visit handed on in the same breath is that request: "…, someone has to be home, ask Noor if she can WFH"',
    text: 'The locksmith comes Monday so someone has to be home, ask Noor tonight if she can WFH that day.',
    want: [{ has: 'ask noor', people: ['Noor'] }],
  },
  {
    name: 'a visit told to someone is what the telling is about: "tell Sami the window man is coming Friday so…"',
    text: 'tell Sami the window man is coming Friday so somebody has to be home',
    want: [{ has: 'tell sami window man', people: ['Sami'] }],
  },
];

const CHATS: Row[] = [
  {
    name: '"glazier can come fri between 9-1, can u be home?" — "yeah I\'ll wfh fri": be home for the glazier, Friday',
    text: "Ola: did you pay the gas bill\nMe: yes this morning\nOla: glazier can come fri between 9-1, can u be home? I've got the offsite\nMe: yeah I'll wfh fri\nOla: ty",
    want: [{ has: 'be home for glazier', due: '2026-11-27', description: 'glazier can come fri' }],
  },
  {
    name: '"someone\'s coming to look at the oven thursday, can you be in?" — "yeah I\'ll be in": the visit\'s day',
    text: "Ola: the agent emailed, someone's coming to look at the oven thursday between 8 and 12, can you be in?\nMe: yeah I'll be in\nOla: great\nMe: np",
    want: [{ has: 'be home for oven', due: '2026-11-26' }],
  },
  {
    name: '"The electrician can come Monday, someone has to be home" — "ok, Mira will be there": Mira is on it',
    text: 'Don Ruiz: Hello! The electrician can come Monday between 9 and 12, someone has to be home\nMe: ok, Mira will be there\nDon Ruiz: perfect\nMe: thanks',
    want: [{ has: 'be home for electrician', due: '2026-11-30', people: ['Mira'] }],
  },
  {
    name: 'another speaker\'s "someone has to be home" is the user\'s only by their answer: one task, not two',
    text: "Ola: the plumber comes thurs, someone has to be home\nMe: I'll be in\nOla: 👍",
    want: [{ has: 'be home for plumber', due: '2026-11-26' }],
  },
  {
    name: 'another speaker\'s visit the user passes on is no visit task: "i cant thurs" — "ok ill ask Pita next door…"',
    text: 'Ola: the plumber comes thurs, someone has to be home\nMe: i cant thurs, can u?\nOla: no\nMe: ok ill ask Pita next door to let him in',
    want: [{ has: 'ask pita', people: ['Pita'] }],
  },
  {
    name: 'a visit handed on in the same breath says whom for: "…someone has to be home ask Lina if she can stay"',
    text: 'the fridge repair man is coming Saturday so someone has to be home ask Lina if she can stay',
    want: [{ title: 'Ask Lina if she can stay for the fridge repair man', has: 'lina', due: '2026-11-28' }],
  },
];

describe("visits: in the user's own notes, being home for the one who comes", () => {
  it.each(PROSE)('$name', check);
  it.each(HANDED_ON)('$name', check);
});

describe('visits: in a chat, the user taking on being home for a visit', () => {
  it.each(CHATS)('$name', check);
  it('a visit nobody takes on, or one the user turns down, is no such task (guard)', () => {
    const text = 'Ola: the plumber comes thurs, someone has to be home\nMe: i cant thurs, can u?\nOla: no';
    const first = text.indexOf('the plumber');
    const second = text.indexOf('i cant');
    const messages = [
      { who: 'Ola', start: first, end: text.indexOf('\n') },
      { who: null, start: second, end: text.indexOf('\n', second) },
    ];
    expect(chatVisits(text, messages).taken).toEqual([]);
  });
});

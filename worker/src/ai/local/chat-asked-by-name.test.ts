/**
 * Whom a chat that does not say which speaker is the user asks by name, in the ways people call each other: "Sarah
 * you're on balloons", "Malia bring the poke?", "Lucía I'm out, can you cover…", "…fetch them from the hall, Lwazi?",
 * a Teams handle with the surname first ("@Nguyen, Linh"), a squashed handle ("@weiling"), the start of a first name
 * ("Mari" for Mariana). Asked twice and more than anyone, that speaker is the user. Chats written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { askedMost } from './chat-answers.js';
import { check, type Row } from './class-rows.js';

/** A chat of "Name: message" lines, with each message's place in the text. */
function chat(lines: [string, string][]) {
  let text = '';
  const messages = lines.map(([who, said]) => {
    const start = text.length + who.length + 2;
    text += `${who}: ${said}\n`;
    return { start, end: start + said.length, who };
  });
  return { text, messages };
}

const CASES: { name: string; lines: [string, string][]; user: string | null }[] = [
  {
    name: '"Sarah you\'re on the banner" and "Sarah also pick up the cake"',
    lines: [
      ['Tom Reid', 'Sarah you are on the banner'],
      ['Sarah Cole', 'ok'],
      ['Ben Ortiz', 'Sarah also pick up the cake on Friday'],
      ['Sarah Cole', 'sure'],
    ],
    user: 'Sarah',
  },
  {
    name: 'a Teams handle with the surname first, then the first name before a request',
    lines: [
      ['Mark Kowalski', '@Nguyen, Linh that one is yours on days'],
      ['Linh Nguyen', 'ok'],
      ['Harpreet Singh', 'Linh can you update the spec sheet'],
      ['Linh Nguyen', 'yes'],
    ],
    user: 'Linh',
  },
  {
    name: '"Mari," for Mariana, and "Mariana você decide"',
    lines: [
      ['Rafael Costa', 'Mari, the mockups are ready'],
      ['Mariana Alves', 'ok'],
      ['Gustavo Pereira', 'results are in. Mariana você decide'],
    ],
    user: 'Mariana',
  },
  {
    name: 'a name closing the question ("…from the hall, Lwazi?") and one before "I\'m out"',
    lines: [
      ['Thandi Zulu', 'can you fetch the chairs from the hall, Lwazi?'],
      ['Lwazi Dube', 'sharp'],
      ['Sipho Zulu', 'Lwazi I am out Friday, can you take the cake too?'],
      ['Lwazi Dube', 'fine'],
    ],
    user: 'Lwazi',
  },
  {
    name: 'a squashed handle ("@weiling") and "Wei, …"',
    lines: [
      ['Arjun Rao', 'hey @weiling the cluster is at 92% again'],
      ['Wei Ling', 'ugh ok'],
      ['Hui Min', 'Wei, can you renew the cert?'],
    ],
    user: 'Wei',
  },
  {
    name: 'guard: a name before a verb of news ("Jo has the van", "Jo is off") asks nothing',
    lines: [
      ['Ana Lopez', 'Jo has the van this week'],
      ['Jo Park', 'yep'],
      ['Ben Ortiz', 'Jo is off on Friday'],
      ['Jo Park', 'true'],
    ],
    user: null,
  },
  {
    name: 'guard: one name before an action verb once, another once: a tie is no user',
    lines: [
      ['Pua Kahale', 'Malia bring the poke?'],
      ['Malia Kai', 'yes'],
      ['Leilani Ho', 'Keoni can you grab the ice'],
      ['Keoni Ho', 'ya'],
    ],
    user: null,
  },
];

const ROWS: Row[] = [
  {
    name: "Lucía asked twice: her promise is the user's, Marco's \"I'll chase the site\" is his",
    text: "Marco Ruiz: I'll chase the site for the consent forms\nJennifer Walsh: Lucía can you update the tracker today?\nLucía Ferrer: will do\nMarco Ruiz: Lucía I'm out next week, can you cover the monitoring call on the 8th?\nLucía Ferrer: yes",
    want: [{ has: 'update tracker', people: [] }, { has: 'cover monitoring call' }],
  },
];

describe('chats: the user is whom the others call by name', () => {
  it.each(CASES)('$name', ({ lines, user }) => {
    const { text, messages } = chat(lines);
    expect(askedMost(messages, text)).toBe(user);
  });
  it.each(ROWS)('$name', check);
});

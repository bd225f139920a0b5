/**
 * Round thirty-two, people on tasks: board and committee minutes give jobs to an office ("Treasurer to pay the
 * caterer") and say on the attendee line who holds it ("Present: J. Okoro (Treasurer), …"); the office was taken for a
 * person's name. The holder is on the task, the writer's own office ("me (Lin – sec.)") is the user's, and an office no
 * attendee holds stays as written. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { isOffice, officeHolders, withOfficeHolders } from './meeting-offices.js';

describe('an office given a job in minutes is its holder', () => {
  it.each([
    ['Chair', true],
    ['Chairperson', true],
    ['Treasurer', true],
    ['Sec.', true],
    ['Vice-President', true],
    ['Chiara', false],
    ['Preston', false],
  ])('%s is an office: %s', (word, office) => {
    expect(isOffice(word)).toBe(office);
  });

  it('reads each holder from the attendee line, the writer as "me" (and, round thirty-three, by name)', () => {
    const holders = officeHolders(
      'Attendees: Rev. Hale (chairperson), J. Okoro (Treasurer), Nia, me (Lin – sec.)',
    );
    expect([...holders]).toEqual([
      ['chair', 'Rev. Hale'],
      ['treasurer', 'J. Okoro'],
      ['me', 'Lin'],
      ['secretary', 'me'],
    ]);
    expect(withOfficeHolders(['Chair', 'Nia', 'Secretary', 'Convenor', 'Lin'], holders)).toEqual([
      'Rev. Hale',
      'Nia',
      'Convenor',
    ]);
  });

  const rows: Row[] = [
    {
      name: 'minutes giving jobs to the treasurer, the chair and the writer as secretary',
      text: 'Allotment society committee, 22 Nov\nPresent: Gwen Price (Chair), J. Okoro (Treasurer), Nia, me (Lin – sec.)\n\n1. Treasurer to pay the skip hire by Friday.\n2. Chair to write to the council about the water trough.\n3. Secretary to update the plot waiting list.',
      want: [
        { has: 'skip hire', due: '2026-11-27', people: ['J. Okoro'] },
        { has: 'council trough', people: ['Gwen Price'] },
        { has: 'waiting list', people: [] },
      ],
    },
    {
      name: "a job given to the writer by the name the attendee line gives them is the user's own",
      text: 'Tenants committee, 22 Nov\nPresent: Gwen Price (Chair), Nia, me (Lin – sec.)\n\nACTIONS\nA1 – Lin to book the hall for the AGM\nA2 – Nia to collect the subs',
      want: [
        { has: 'hall agm', people: [] },
        { has: 'subs', people: ['Nia'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

/**
 * Round forty: the notes say who holds an office outside the attendee line's brackets too — an office put before its
 * holder on the roster line ("Chair: Haji Karim sb. Present: …", the forms of address no part of the name), a bracket
 * that says "me" ("Noor (gen sec - me)"), the writer's note of their own office ("(me = Treasurer)") and who took the
 * minutes ("Minutes recorded by T. Nakamura"). Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
describe('round forty: offices read from the rest of the notes', () => {
  it.each([
    [
      'an office before its holder, and a bracket that says "me"',
      'Chair: Haji Karim sb. Present: Saima, Bilal, Noor (gen sec - me).',
      [
        ['me', 'Noor'],
        ['secretary', 'me'],
        ['chair', 'Karim'],
      ],
    ],
    [
      "the writer's own office noted apart from the attendee line",
      'Present: Ola Berg (Treasurer), Jo Finch (Chair)\n\nTreasurer to pay the caterer.\n\n(me = Treasurer)',
      [
        ['treasurer', 'me'],
        ['chair', 'Jo Finch'],
        ['me', 'Ola Berg'],
      ],
    ],
    [
      'who took the minutes holds what they hold',
      'Present: T. Nakamura (Secretary), R. Osei (President)\n1. Secretary to book the hall.\nMinutes recorded by T. Nakamura',
      [
        ['secretary', 'me'],
        ['president', 'R. Osei'],
        ['me', 'T. Nakamura'],
      ],
    ],
  ])('%s', (_name, text, want) => {
    expect([...officeHolders(text)]).toEqual(want);
  });

  const rows: Row[] = [
    {
      name: 'jobs given to the chair named before the roster and to the writer as general secretary',
      text: 'Mosque welfare committee, 22 Nov\nChair: Haji Karim sb. Present: Saima, Bilal, Noor (gen sec - me).\n\na) Chair to sign the cheques this week.\nb) Secretary to print the flyers.',
      want: [
        { has: 'sign cheques', people: ['Karim'] },
        { has: 'print flyers', people: [] },
      ],
    },
    {
      name: "a job given to the office the writer notes as their own is the user's",
      text: 'Choir committee, 23 Nov\nPresent: Ola Berg (Treasurer), Jo Finch (Chair), Sam\n\n1. Treasurer to pay the caterer by Friday.\n2. Sam to order the folders.\n\n(me = Treasurer)',
      want: [
        { has: 'pay caterer', people: [], due: '2026-11-27' },
        { has: 'order folders', people: ['Sam'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

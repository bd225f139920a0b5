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

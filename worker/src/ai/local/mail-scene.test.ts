/**
 * The pasted message as the scene of what the user writes about it (`Cleaned.mailScene`): its range and its own words
 * as written — the lines cleaning blanks ("To: Year 3 Parents", "Dear families,", a signature's title and school) and
 * quoted ones — without its disclaimer or mail-app footer, and not the user's notes under it. Messages written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { cleanUp } from './cleanup.js';

const ROWS: { name: string; text: string; has: string[]; hasNot: string[] }[] = [
  {
    name: "a school's mail with headers, a group greeting and a signature; the notes under it are not its words",
    text: "From: Nuala Byrne <office@stcolms.ie>\nTo: Year 3 Parents\nSubject: Swimming lessons\n\nDear families,\n\nSwimming starts on Monday; please pack a towel.\n\nKind regards,\nNuala Byrne\nSchool Secretary, St Colm's N.S.\nThis email is confidential and intended for the addressee only.\n\nmy notes: buy Cian new goggles",
    has: ['Year 3 Parents', 'Dear families', "School Secretary, St Colm's N.S."],
    hasNot: ['confidential', 'goggles'],
  },
  {
    name: 'a reply quoted under a note: the quoted words, without their ">" marks',
    text: 'from the plant, sort by Friday\n\nOn Mon, 23 Nov 2026, Piotr Lis <piotr@stalmet.pl> wrote:\n> Please send the torque logs for press 2.\n> Piotr Lis | Maintenance Lead | Stalmet\n> Sent from my iPhone',
    has: ['Please send the torque logs for press 2.', 'Maintenance Lead | Stalmet'],
    hasNot: ['iPhone', 'sort by Friday'],
  },
];

describe('pasted mail: its scene for tags', () => {
  for (const row of ROWS)
    it(row.name, () => {
      const cleaned = cleanUp(row.text);
      const scene = cleaned.mailScene;
      expect(scene).toBeDefined();
      expect(row.text.slice(scene!.from, scene!.to)).not.toContain('my notes');
      for (const words of row.has) expect(scene!.words).toContain(words);
      for (const words of row.hasNot) expect(scene!.words).not.toContain(words);
    });
  it('a dump with no pasted message has none', () => {
    expect(cleanUp('call the plumber about the boiler tomorrow').mailScene).toBeUndefined();
  });
});

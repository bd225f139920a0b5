/**
 * Round twenty-eight, people on tasks: a title or relation written small before a capitalised name ("khun", "aunty",
 * "coach") hid the name, so the task had nobody. Round thirty-three: one list of titles (names.ts TITLE_WORDS) for
 * every rule, large or small. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a title written small before a name', () => {
  const rows: Row[] = [
    {
      name: 'a Thai title after a calling verb',
      text: 'ring khun Malee about the condo keys',
      want: [{ has: 'malee keys', people: ['Malee'] }],
    },
    {
      name: 'a relation after "from"',
      text: 'borrow the big pot from auntie Nomsa',
      want: [{ has: 'pot nomsa', people: ['Nomsa'] }],
    },
    {
      name: 'a small title inside brackets after a role',
      text: 'email the caretaker (pak Wayan) about the broken gate',
      want: [{ has: 'caretaker gate', people: ['Wayan'] }],
    },
    {
      name: 'a coach after "tell"',
      text: 'tell coach Brodie that Finn has a cold',
      want: [{ has: 'brodie finn', people: ['Brodie'] }],
    },
    // Round thirty-two: a chef, a doctor and the titles of address, written small.
    {
      name: 'a chef after "to"',
      text: 'send the allergy list to chef Matteo tonight',
      want: [{ has: 'allergy matteo', people: ['Matteo'] }],
    },
    {
      name: 'a doctor written out after a calling verb',
      text: 'ring doctor Osei about the scan results',
      want: [{ has: 'osei scan', people: ['Osei'] }],
    },
    {
      name: 'a teacher\'s "miss" after "ask"',
      text: 'ask miss Grant for the reading list',
      want: [{ has: 'grant reading', people: ['Grant'] }],
    },
    {
      name: '"miss" as a verb after "to" names nobody',
      text: 'tell Ana I have to miss Friday drinks',
      want: [{ has: 'ana drinks', people: ['Ana'] }],
    },
    // Round thirty-three: one list of titles for every rule, so the small form reads what the large one read.
    {
      name: 'a police officer written small',
      text: 'ring officer Delgado about the stolen bike report',
      want: [{ has: 'delgado bike', people: ['Delgado'] }],
    },
    {
      name: 'a professor written out in full',
      text: 'call professor Lindgren about the thesis draft',
      want: [{ has: 'lindgren thesis', people: ['Lindgren'] }],
    },
    {
      name: 'a Filipino elder sister, as Taglish writes it',
      text: 'ask ate Marites for the chapel keys',
      want: [{ has: 'marites keys', people: ['Marites'] }],
    },
    {
      name: 'a seniority written small is no title',
      text: 'hire sr Engineers for the payments squad',
      want: [{ has: 'engineers squad', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('a title before the name a mail greets', () => {
  const rows: Row[] = [
    {
      name: 'a kin title in the greeting of a mail the user writes',
      text: 'Hi Tita Carmen,\n\nQuick update from my side:\n- I will book the parish hall and confirm to you by Friday.\n\nSalamat!\nRica',
      // (Confirming back is the booking's last step: one task, with her on it.)
      want: [{ has: 'parish hall confirm', people: ['Carmen'] }],
    },
    {
      name: 'an office in the greeting of a mail asking the reader',
      text: 'Dear Coach Haddad,\n\nCould you send the match schedule by Monday?\n\nBest,\nOmar',
      want: [{ has: 'match schedule', people: ['Omar'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('kin and office titles before a name', () => {
  const rows: Row[] = [
    {
      name: 'a grandparent before the name',
      text: 'pick up Grandpa Ezra from the bus station',
      want: [{ has: 'ezra station', people: ['Ezra'] }],
    },
    {
      name: 'a West African "Mama" before a trader\'s name',
      text: 'sell the duck eggs to Mama Adaeze',
      want: [{ has: 'eggs adaeze', people: ['Adaeze'] }],
    },
    {
      name: 'a school principal',
      text: 'email Principal Okoro about the hall booking',
      want: [{ has: 'okoro hall', people: ['Okoro'] }],
    },
    {
      name: 'a Thai teacher',
      text: 'ask Kru Anan about the belt test',
      want: [{ has: 'anan belt', people: ['Anan'] }],
    },
    {
      name: 'a Spanish aunt written small',
      text: 'ring tía Lucha about the tamales',
      want: [{ has: 'lucha tamales', people: ['Lucha'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('a name after a title that is also a month or a word', () => {
  const rows: Row[] = [
    {
      name: 'a priest whose name is a month written short',
      text: 'drop the raffle tickets off with Father Jun',
      want: [{ has: 'raffle jun', people: ['Jun'] }],
    },
    {
      name: 'an aunt whose name is a month',
      text: 'ask Aunt May about the quilt pattern',
      want: [{ has: 'may quilt', people: ['May'] }],
    },
    {
      name: 'a weekday after a name is still no surname',
      text: 'coffee with Ingrid Thursday morning',
      want: [{ has: 'coffee ingrid', people: ['Ingrid'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('a title written large inside brackets after a role', () => {
  const rows: Row[] = [
    {
      name: 'a Spanish title in brackets after a role in Spanish',
      text: 'send chapter 4 to my directora (Dra. Ibarra) by Friday',
      want: [{ has: 'chapter ibarra', people: ['Ibarra'] }],
    },
    {
      name: 'an English title in brackets after a role',
      text: 'email the new treasurer (Mrs. Adebayo) the bank forms',
      want: [{ has: 'treasurer forms', people: ['Adebayo'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

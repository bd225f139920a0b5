/**
 * Two or more of a user's tags in one area (issue 12, tags from meaning): a teacher's "Lessons", "Exams", "Grading"
 * and "Parents", a musician's "Studio" and "Gigs", a photographer's "Shoots", "Edits" and "Gear", a nurse's "Unit"
 * and "CE credits", a tradesperson's "Jobs", "Quotes" and "Office". The area's words are the same for all of them,
 * so each task went to whichever came first; "Edits", "Gear" and "Quotes" meant nothing at all, "Unit" meant a
 * rental flat and "CE credits" analytics. What a name word means by itself (tag-areas' NAME_SENSES) tells them
 * apart. Also: a choir is singing, not every instrument ("restring the viola" is no choir's), and a task's verb is
 * no plural noun of an area ("return the folder" says nothing of a shop's returns). Dumps written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a teacher's tags: the test paper is the exams', the report card comments the grading's, the families the parents'",
    extra: ['Lessons', 'Exams', 'Grading', 'Parents'],
    text: 'Write the answer key for the Year 9 mock. Finish the report card comments for 8B. Ring Mrs. Haddad about Layla’s reading log. Plan the starter for Thursday’s lesson on fractions.',
    want: [
      { has: 'answer key', tag: 'Exams' },
      { has: 'report card', tag: 'Grading' },
      { has: 'haddad', tag: 'Parents' },
      { has: 'starter', tag: 'Lessons' },
    ],
  },
  {
    name: "a photographer's tags: the lens is the gear's, the retouching the edits', the shot list the shoots'",
    extra: ['Shoots', 'Edits', 'Gear'],
    text: 'Send the lens in for repair. Retouch the Okafor family portraits. Draw up a shot list for the bakery launch.',
    want: [
      { has: 'lens', tag: 'Gear' },
      { has: 'retouch', tag: 'Edits' },
      { has: 'shot list', tag: 'Shoots' },
    ],
  },
  {
    name: "a musician's tags: the mics are the studio's, the soundcheck the gigs', the pupils' fees the teaching's",
    extra: ['Gigs', 'Studio', 'Teaching'],
    text: 'Order two new mics for the live room. Confirm the soundcheck time with the pub. Chase the Singh family for this term’s lesson fees.',
    want: [
      { has: 'mics', tag: 'Studio' },
      { has: 'soundcheck', tag: 'Gigs' },
      { has: 'lesson fees', tag: 'Teaching' },
    ],
  },
  {
    name: "a nurse's tags: the ward's staffing is the unit's, the course module the CE credits'",
    extra: ['CE credits', 'Unit'],
    text: 'Fill the two open shifts on the weekend rota. Finish the wound care module online.',
    want: [
      { has: 'open shifts', tag: 'Unit' },
      { has: 'module', tag: 'CE credits' },
    ],
  },
  {
    name: "a tradesperson's tags: pricing a job is the quotes', the liability insurance the office's",
    extra: ['Jobs', 'Quotes', 'Office'],
    text: 'Fit the new consumer unit at the Patel house. Price out the garage rewire for Dom. Renew the public liability insurance.',
    want: [
      { has: 'consumer unit', tag: 'Jobs' },
      { has: 'garage rewire', tag: 'Quotes' },
      { has: 'liability', tag: 'Office' },
    ],
  },
  {
    name: "singing is the choir's, an instrument the band's; returning a folder is no shop's returns",
    extra: ['Band', 'Choir', 'Soap Shop'],
    text: 'Restring the viola before Friday. Learn the soprano line for the carol service. Return the folder to Brenda. Reply to the customer about the returns policy.',
    want: [
      { has: 'viola', tag: 'Band' },
      { has: 'soprano', tag: 'Choir' },
      { has: 'folder', tag: 'Choir' },
      { has: 'returns policy', tag: 'Soap Shop' },
    ],
  },
];

describe('tags that share an area, told apart by what their names mean (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

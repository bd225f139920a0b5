/**
 * Hobbies and side areas whose words the tables lacked, so a task went to another of the user's tags by its
 * neighbours (issue 12, custom tags from meaning): fermenting (kombucha, a SCOBY, kimchi), a climber's finger tape, a
 * dog's heartworm tablet, a podcaster's XLR cable, a diabetic's metformin, a Filipino wedding's barong, a homestay's
 * guests and its Booking.com calendar, a tango dancer's milonga. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'fermenting, climbing and the dog',
    extra: ['Fermentation', 'Climbing', 'Dog'],
    text: 'Feed the kombucha SCOBY. Start a jar of kimchi. Buy more finger tape. Give Rolo his heartworm tablet.',
    want: [
      { has: 'scoby', tag: 'Fermentation' },
      { has: 'kimchi', tag: 'Fermentation' },
      { has: 'finger tape', tag: 'Climbing' },
      { has: 'heartworm', tag: 'Dog' },
    ],
  },
  {
    name: "food at the food bank is no dog's, in a list beside the dog's tablet",
    extra: ['Running', 'Volunteering', 'Dog'],
    text: 'this week: give Rolo his heartworm tablet, drop off the canned goods at the food bank, book Rolo in for a groom',
    want: [
      { has: 'heartworm', tag: 'Dog' },
      { has: 'food bank', tag: 'Volunteering' },
      { has: 'groom', tag: 'Dog' },
    ],
  },
  {
    name: 'a podcast, the garden, health and a wedding',
    extra: ['Podcast', 'Garden', 'Health', 'Wedding'],
    text: 'Mulch the roses. Buy a spare XLR cable. Refill my metformin. Pick up the barong from the tailor.',
    want: [
      { has: 'roses', tag: 'Garden' },
      { has: 'xlr', tag: 'Podcast' },
      { has: 'metformin', tag: 'Health' },
      { has: 'barong', tag: 'Wedding' },
    ],
  },
  {
    name: 'a homestay, a cricket club and tango',
    extra: ['Homestay', 'Cricket Club', 'Dance'],
    text: 'Put out extra blankets for the guests. Update the Booking.com calendar. Get my heels resoled before the milonga. Pay the ground fee for Saturday’s match.',
    want: [
      { has: 'blankets', tag: 'Homestay' },
      { has: 'booking.com', tag: 'Homestay' },
      { has: 'milonga', tag: 'Dance' },
      { has: 'ground fee', tag: 'Cricket Club' },
    ],
  },
];

describe('hobby and side-area words (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

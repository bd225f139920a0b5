/**
 * Custom tags of a small business's parts (issue 12): two or three of the user's tags in one trade — a winery's
 * vines, cellar and tasting room, a vet practice's operating theatre and front desk, a bakery's ovens and counter, a
 * trekking company's trips and permits — are told apart by what each name means, and names with no meaning before
 * ("Talks", "Permits", "Counter") now have one. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a winery's tags: the trellis is the vineyard's, barrels and corks the cellar's, the wine club the tasting room's",
    extra: ['Vineyard', 'Cellar', 'Tasting Room'],
    text: 'Tie in the canes along the trellis on the north rows. Top up the barrels in bay 2. Print the price list for the wine club visitors. Order a pallet of corks.',
    want: [
      { has: 'trellis', tag: 'Vineyard' },
      { has: 'barrels', tag: 'Cellar' },
      { has: 'price list', tag: 'Tasting Room' },
      { has: 'corks', tag: 'Cellar' },
    ],
  },
  {
    name: "a vet practice: the anaesthetic and the instruments are the theatre's, the double-booking the front desk's",
    extra: ['Theatre', 'Reception', 'Farm Calls'],
    text: 'Sterilise the instruments after the last op. Order more sevoflurane. Fix the double-booking in the diary for Friday.',
    want: [
      { has: 'instruments', tag: 'Theatre' },
      { has: 'sevoflurane', tag: 'Theatre' },
      { has: 'double-booking', tag: 'Reception' },
    ],
  },
  {
    name: "a speaker's abstract and rehearsal are the Talks tag's, not the hiring around them",
    extra: ['Hiring', 'Talks'],
    text: 'Interview the two candidates for the data role on Thursday. Send my abstract to the meetup organisers. Book a dry run of the keynote with Omar.',
    want: [
      { has: 'candidates', tag: 'Hiring' },
      { has: 'abstract', tag: 'Talks' },
      { has: 'dry run', tag: 'Talks' },
    ],
  },
  {
    name: "park papers are the Permits tag's, the porters' tents the trips'",
    extra: ['Permits', 'Expeditions'],
    text: 'Collect the park entry papers from the ministry. Count the tents and the porters before departure on Monday.',
    want: [
      { has: 'papers', tag: 'Permits' },
      { has: 'tents', tag: 'Expeditions' },
    ],
  },
  {
    name: "a bakery: the proofer is the ovens', the chalkboard and the till the counter's",
    extra: ['Ovens', 'Counter'],
    text: 'Call the engineer about the proofer temperature. Write the weekend specials on the chalkboard. Get change for the till float.',
    want: [
      { has: 'proofer', tag: 'Ovens' },
      { has: 'chalkboard', tag: 'Counter' },
      { has: 'float', tag: 'Counter' },
    ],
  },
  {
    name: "the potluck is the church's, priming sugar the home brewer's, Dad's refills the carer's, a review site the marketing's",
    extra: ['Church', 'Homebrew', 'Caregiving', 'Marketing', 'Garden'],
    text: "Make a big salad for the fellowship potluck. Get priming sugar and crown caps. Collect Dad's refills from the chemist. Answer the new Tripadvisor reviews.",
    want: [
      { has: 'potluck', tag: 'Church' },
      { has: 'priming sugar', tag: 'Homebrew' },
      { has: 'refills', tag: 'Caregiving' },
      { has: 'tripadvisor', tag: 'Marketing' },
    ],
  },
  {
    name: "a root cause write-up for a customer is the escalations tag's, the slides beside it the talk's",
    extra: ['Customer Escalations', 'Conference Talk'],
    text: 'Draft the slides for my conference talk. Write up the root cause for the Brightwell outage and send it to their ops lead.',
    want: [
      { has: 'slides', tag: 'Conference Talk' },
      { has: 'root cause', tag: 'Customer Escalations' },
    ],
  },
];

describe('custom tags of one trade told apart by their names', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

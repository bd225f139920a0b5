/**
 * Custom tags named for areas the table of meanings did not know (issue 12, tags from meaning): a swim team is a
 * sports club (not a team of direct reports), a pub quiz its rounds and answer sheets, a late father's estate its
 * probate, IVF its clinic and scans, a panto its lines and costumes, a ukulele its songs; and the default tags on
 * words of the home that read as work or are written in another language (the flat's gas safety inspection, batch
 * cooking, nappies in Spanish), words of the platform it lacked (SSO) and a boat's rigging. Dumps written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a swim team's kit and subs are the club's, and the pub quiz's rounds are the quiz's",
    extra: ['Swim team', 'Pub quiz'],
    text: 'Order the new kit for the gala. Pay the subs for December. Write the picture round for Thursday. Print the answer sheets.',
    want: [
      { has: 'kit', tag: 'Swim team' },
      { has: 'subs', tag: 'Swim team' },
      { has: 'picture round', tag: 'Pub quiz' },
      { has: 'answer sheets', tag: 'Pub quiz' },
    ],
  },
  {
    name: "a late father's estate is its probate and house clearance, IVF its scans and meds",
    extra: ["Dad's estate", 'IVF'],
    text: 'Send the death certificates to the bank. Book the house clearance. Order the progesterone refill. Ask the consultant about the egg collection scan.',
    want: [
      { has: 'death certificates', tag: "Dad's estate" },
      { has: 'house clearance', tag: "Dad's estate" },
      { has: 'progesterone', tag: 'IVF' },
      { has: 'egg collection', tag: 'IVF' },
    ],
  },
  {
    name: "a panto's lines and costume, a ukulele's songs",
    extra: ['Panto', 'Ukulele'],
    text: 'Learn my lines for act two. Collect the costume from wardrobe. Practise the songs for the open mic.',
    want: [
      { has: 'lines', tag: 'Panto' },
      { has: 'costume', tag: 'Panto' },
      { has: 'songs', tag: 'Ukulele' },
    ],
  },
  {
    name: "a flat's gas safety inspection and batch cooking are the home's, SSO the platform's, pañales the family's",
    text: 'Arrange access for the annual gas safety inspection. Do the batch cooking for the week. Set up SSO for the new vendor. Comprar pañales para Lucía.',
    want: [
      { has: 'gas safety', tag: 'Life' },
      { has: 'batch cooking', tag: 'Life' },
      { has: 'sso', tag: 'Work-DevOps' },
      { has: 'pañales', tag: 'Family' },
    ],
  },
  {
    name: "a halyard and fenders are the boat's, a fish tank and photo albums the home's",
    extra: ['Boat'],
    text: 'Re-splice the main halyard. Buy new fenders. Replace the filter in the fish tank. Merge the two photo albums.',
    want: [
      { has: 'halyard', tag: 'Boat' },
      { has: 'fenders', tag: 'Boat' },
      { has: 'fish tank', tag: 'Life' },
      { has: 'photo albums', tag: 'Life' },
    ],
  },
  {
    name: "a model railway's track and baseboard, the candle business's wax, the pond's pump",
    extra: ['Model railway', 'Candles', 'Pond'],
    text: 'Ballast the track on the new baseboard. Reorder the soy wax and wicks. Clean the pump filter before the frost.',
    want: [
      { has: 'track', tag: 'Model railway' },
      { has: 'wax', tag: 'Candles' },
      { has: 'pump', tag: 'Pond' },
    ],
  },
  {
    name: "office work in a mail about the platform's Terraform state is the platform's",
    text: "Subject: Re: Terraform state lock + your Q1 goals\n\nHey,\n\nThe state lock on the prod workspace is still stuck - can you force-unlock it once the apply finishes and then open a ticket with HashiCorp? Separately, HR needs your Q1 goals in Lattice by Wednesday, and please approve Tom's expense claim for the conference.\n\nThanks!\nGrace",
    want: [
      { has: 'force-unlock', tag: 'Work-DevOps' },
      { has: 'hashicorp', tag: 'Work-DevOps' },
      { has: 'expense claim', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "\"Dad's\" is one word of the family's, not two: the solicitor about the will is the estate's",
    extra: ['Probate'],
    text: "Dad's stuff: chase the solicitor about the will, cancel his phone contract",
    want: [{ has: 'solicitor', tag: 'Probate' }, { has: 'phone contract' }],
  },
];

describe('custom tags by names the table lacked, and the home and the platform by their own words', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

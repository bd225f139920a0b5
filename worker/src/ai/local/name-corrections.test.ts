/**
 * Round twenty-eight, people on tasks: a dictated name put right where the speaker says more than the one name again
 * (the title, the full name, the wrong name twice) leaves only the name meant. Sentences written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a dictated name put right, said again in more words', () => {
  const rows: Row[] = [
    {
      name: 'the full name after the aside is closed',
      text: 'ok so ring Kieran — sorry, Ciaran — Ciaran Oduya at the bank about the overdraft',
      want: [
        {
          has: 'ring ciaran oduya overdraft',
          title: 'Ring Ciaran Oduya at the bank about the overdraft',
          people: ['Ciaran Oduya'],
        },
      ],
    },
    {
      name: 'the full name after a comma',
      text: 'um message Sara, no sorry, Tara, Tara Quinn about the rota',
      want: [{ has: 'message tara quinn rota', people: ['Tara Quinn'] }],
    },
    {
      name: 'a title said again with the name meant',
      text: 'and text Pak Budi, sorry, Pak Agus about the van hire',
      want: [{ has: 'text agus van', title: 'Text Pak Agus about the van hire', people: ['Agus'] }],
    },
    {
      name: 'the wrong name said twice around "not", a hesitation between',
      text: 'email Dinesh uh not Dinesh I mean Dilip that the build is blocked and then water the plants',
      want: [
        { has: 'email dilip build', people: ['Dilip'] },
        { has: 'water plants', people: [] },
      ],
    },
    // Round thirty-three: the wrong name taken back with "not" after a dash, the one meant after a comma.
    {
      name: 'a dash, "not" and the wrong name again, then the title and the name meant',
      text: 'second, um, ring Dr. Halvorsen — not Halvorsen, Dr. Quist, about the spare centrifuge rotor.',
      want: [
        {
          has: 'quist rotor',
          title: 'Ring Dr. Quist about the spare centrifuge rotor',
          people: ['Quist'],
        },
      ],
    },
    {
      name: 'the same without a title',
      text: 'text Mirela – not Mirela, Ilinca, that the van is booked',
      want: [{ has: 'ilinca van', people: ['Ilinca'] }],
    },
    {
      name: '"not" before another name is no correction',
      text: 'invite Petra, not Oskar, to the launch dinner',
      want: [{ has: 'petra launch', people: ['Petra'] }],
    },
    {
      name: 'the name meant said twice at once',
      text: 'I need to phone Rory sorry Gary Gary from stores about the missing pallet',
      want: [
        { has: 'gary pallet', title: 'Phone Gary from stores about the missing pallet', people: ['Gary'] },
      ],
    },
    {
      name: 'a plain correction is as before',
      text: 'call Jonas, sorry, Jan about the deposit',
      want: [{ has: 'call jan deposit', title: 'Call Jan about the deposit', people: ['Jan'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

// Round thirty-three: an acronym before the marker is no name a name corrects.
describe('a dictated name put right past an acronym', () => {
  const rows: Row[] = [
    {
      name: 'the name meant replaces the name, not the acronym after it',
      text: 'then ask Bogdan to fix the VPN uh no actually Marit handles the VPN now so ask Marit',
      // ("so ask Marit" only says again whom the task is with: one task, see people-helper-steps.test.ts.)
      want: [{ has: 'marit vpn', title: 'Ask Marit to fix the VPN', people: ['Marit'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

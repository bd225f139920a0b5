/**
 * A mail app's header lines in German, Spanish and French ("Gesendet:", "Enviado:", "Envoyé :", "Objet :") are
 * headers, as "Sent:" and "Subject:" are: never a task, and no "person" taken from their label. Messages written for
 * these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'German Outlook headers over a message to the user',
    text: 'Von: Jonas Keller <jonas@example.de>\nGesendet: Montag, 23. November 2026 09:14\nAn: Mira Lang\nBetreff: Zeichnung\n\nHi Mira, could you send me the revised drawing by Friday?\n\nThanks,\nJonas',
    want: [{ has: 'send revised drawing', due: '2026-11-27', people: ['Jonas'] }],
  },
  {
    name: "a French subject line under the user's list",
    text: '1. order the pallet wrap\n---\nDe : Chloé Martin\nObjet : Audit hygiène\nBonjour, merci pour votre retour.',
    want: [{ has: 'order pallet wrap', people: [] }],
  },
];

describe('pasted mail: header lines in other languages', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

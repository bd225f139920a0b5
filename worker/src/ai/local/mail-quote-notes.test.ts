/**
 * The user's own notes under a quoted mail with no ">": "On Tue, … wrote:" or "-----Original Message-----" quotes to
 * the end, but a paragraph after the quoted sign-off that opens in lower case or with "ok so", or a line that opens
 * with a notes label ("note to self:", "to do:"), is the user's again. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a lower-case paragraph after the quoted signature is the user's list",
    text: "On Mon, 23 Nov 2026 at 8:05 am, Helen Moss <h.moss@oakfield.example> wrote:\n\nDear parents,\n\nJust a few notes before the holidays:\n• The museum trip form is due back on Thursday. The cost is £12, payable on ParentPay.\n• Swimming kit is needed every Monday.\n\nBest wishes,\nMrs Helen Moss\nClass 3 Teacher | Oakfield Primary\n\nright — fill in the museum form, pay the 12 on ParentPay, pack Mia's swim bag",
    want: [{ has: 'fill museum form' }, { has: 'pay parentpay' }, { has: 'pack swim bag', people: ['Mia'] }],
  },
  {
    name: '"Ok so" after the quoted signature and its disclaimer line',
    text: 'On Mon, 23 Nov 2026, Owen Price <owen@lettings.example> wrote:\n\nHi Sam,\n\nThe gas safety visit is booked for Friday morning.\n\nRegards,\nOwen Price\nLettings Manager\nPlease consider the environment before printing this email.\n\nOk so, move the bikes out of the hall and clear under the boiler before Friday',
    want: [{ has: 'move bikes hall' }, { has: 'clear boiler', due: '2026-11-27' }],
  },
  {
    name: '"note to self:" under an Outlook quote, after a "--" line',
    text: 'From: Nadia Brooks\nTo: Tariq Aziz\nSubject: RE: coupon batch\n\nTariq - the coupons failed the tensile test again.\n\nRegards,\nNadia Brooks\n\n-----Original Message-----\nFrom: Tariq Aziz\nSent: Monday, November 23, 2026 9:12 AM\nResults attached, can you check them?\n\n--\nnote to self: order new grips for the tensile rig by Friday',
    want: [{ has: 'order grips tensile rig', due: '2026-11-27', people: [] }],
  },
  {
    name: '"To do:" under a quoted reply is the user\'s list',
    text: 'On Mon, 23 Nov 2026 at 17:20, Pedro Lima <pedro@example.com> wrote:\n\nHi Ines,\n\nThe van is booked for Saturday.\n\nCheers,\nPedro\n\nTo do: label the moving boxes',
    want: [{ has: 'label moving boxes', people: [] }],
  },
];

describe('pasted mail: the user\'s notes under a quote with no ">"', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

/**
 * Pasted chats (issue 12, "pasted email/chat"): the user says on the first line which speaker they are, in words —
 * "I'm Dana", "my stuff is the Dana lines" — so that speaker's promises are the user's tasks and the others' are not.
 * Only a name the chat shows speaking counts. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "\"staff chat. I'm Dana.\" over a phone export: Dana's promise is the user's, Omar's is his",
    text: "staff chat. I'm Dana.\n\n24/11/2026, 09:02 - Omar Said: can you check the fire plan today?\n24/11/2026, 09:04 - Dana: sure. I'll print the new rota tomorrow\n24/11/2026, 09:06 - Omar Said: I'll bring the spare keys on Friday",
    want: [
      { has: 'check fire plan', due: '2026-11-24', people: ['Omar Said'] },
      { has: 'print rota', due: '2026-11-25', people: [] },
    ],
  },
  {
    name: '"my stuff is the Dana lines" over a Slack paste: the Dana lines are the user\'s own',
    text: "from the ops channel, my stuff is the Dana lines\n\nOmar Said  9:02 AM\nthe loading bay door is sticking again\nDana Kim  9:04 AM\nI'll call the door company after lunch\nOmar Said  9:06 AM\nI'll tape a sign on it for now",
    want: [{ has: 'call door company', due: '2026-11-24', people: [] }],
  },
  {
    name: "\"from the team chat, i'm Noor\" in lower case: Noor's promise is the user's, Bram's is his",
    text: "from the team chat, i'm Noor\n\nBram  8:40 AM\nthe staging db is full again\nBram  8:41 AM\ni'll rotate the backups tonight\nNoor  8:45 AM\nok i'll clear the old test data after lunch",
    want: [{ has: 'clear old test data', due: '2026-11-24', people: [] }],
  },
  {
    name: '"(I\'m Marta)" over a kitchen chat where she speaks as "Chef Marta": her promise is the user\'s',
    text: "kitchen group (I'm Marta)\n[10:02] Chef Marta: tasting is Saturday, I'll write the menu cards by Thursday\n[10:04] Bo: 👍\n[10:06] Bo: I'll order the lemons tomorrow",
    want: [{ has: 'write menu cards', due: '2026-11-26', people: [] }],
  },
  {
    name: '"(I\'m Ada)" where the chat shows "Mrs Ada Okafor": her line is the user\'s, the parent\'s promise is theirs',
    text: "class parents chat (I'm Ada)\n[08:01] Mrs Ada Okafor: I'll send the trip letter home on Friday\n[08:03] Femi: thanks! I'll bring the juice",
    want: [{ has: 'send trip letter', due: '2026-11-27', people: [] }],
  },
];

describe('chats: the user names which speaker they are', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

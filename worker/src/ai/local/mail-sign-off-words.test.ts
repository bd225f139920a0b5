/**
 * A sign-off's words end where a word does: a heading that only begins like one ("Thanksgiving", "Tasks",
 * "Brainstorm") is no "Thanks", "Ta" or "Br" with a name after it, so the list under it is not hidden as a signature.
 * Notes and a mail written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Thanksgiving" over a list is a heading, its items stay',
    text: 'week plan\nThanksgiving\n- buy the turkey\n- call grandma about the pie',
    want: [{ has: 'turkey' }, { has: 'grandma' }],
  },
  {
    name: '"Tasks" over a list is a heading, its items stay',
    text: 'Standup notes\nTasks\n- rotate the staging keys\n- update the runbook',
    want: [{ has: 'staging keys' }, { has: 'runbook' }],
  },
  {
    name: '"Brainstorm" over a list is a heading, its items stay',
    text: 'Offsite\nBrainstorm\n- book the venue\n- order the name badges',
    want: [{ has: 'venue' }, { has: 'badges' }],
  },
  {
    name: 'guard: a real sign-off still hides the signature under it',
    text: 'Hi Sam,\nCould you send the signed invoice by Friday?\nThanks,\nAna Lopez\nHead of Operations',
    want: [{ has: 'invoice', due: '2026-11-27' }],
  },
];

describe('sign-off words end where a word does', () => {
  it.each(ROWS)('$name', check);
});

/**
 * Pasted chats (issue 12, "pasted email/chat"): a pull request said right after a job in the same message carries that
 * job — "we still need to raise the export timeout on reports-api … i'll open a PR tmrw" is one task, "Open a PR to
 * raise the export timeout on reports-api", by the PR's day, with whom the PR is asked of. A PR after no job stays as
 * said. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the user's \"i'll open a PR tmrw\" after the job they said: one task, the PR's day",
    text: "#ops (I'm Maya)\nLena Fox  3:02 PM\nthe nightly export timed out again\nMaya Ruiz  3:07 PM\nwe still need to raise the export timeout on reports-api, it's stuck at 30s. i'll open a PR tmrw\nLena Fox  3:08 PM\nthanks",
    want: [{ has: 'open pr raise export timeout reports-api', due: '2026-11-25', people: [] }],
  },
  {
    name: '"we should bump the worker pool to 8, @Tim can u open the PR": one task, Tim\'s, by his tomorrow',
    text: '[10:00] Ola: we should bump the worker pool to 8, @Tim can u open the PR\n[10:01] Tim: on it tmrw\n[10:02] me: thanks',
    want: [{ has: 'open pr bump worker pool', due: '2026-11-25', people: ['Tim'] }],
  },
  {
    name: 'a PR after news, no job, stays as said (guard: the same before)',
    text: "[10:00] Ola: the login page is slow again\n[10:01] me: I'll open a PR tomorrow",
    want: [{ has: 'open pr', title: 'Open a PR', due: '2026-11-25' }],
  },
];

describe('chats: a pull request carries the job said just before it', () => {
  it.each(ROWS)('$name', check);
});

import { describe, expect, it } from 'vitest';
import { createLocalProvider } from './index.js';

const ai = createLocalProvider();
const ctx = {
  now: new Date('2026-11-24T12:00:00Z'),
  timeZone: 'Europe/Lisbon',
  tags: ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'],
};

/**
 * A mail as people paste it, grown to the length a user may send: clean-up blanks its quoted thread and its disclaimer
 * into long runs of spaces, over which every later pattern runs. (How its time grows is a figure of `npm run bench`.)
 */
function pastedMail(paragraphs: number): string {
  const note =
    'the stock count at the Braga warehouse moved to the 3rd because the auditors asked for more time with the ' +
    'ledgers';
  const legal =
    'This message is confidential and meant only for the addressee. If it reached you in error please tell the ' +
    'sender and delete it. Views expressed are the author’s own and not those of Brightline Ltd';
  return [
    'From: Kofi Mensah <kofi@brightline.example>',
    'Sent: Monday, 23 November 2026 16:02',
    'To: Ines Duarte',
    'Subject: RE: year-end figures',
    '',
    'Hi Ines,',
    '',
    `Could you send me the signed figures by Friday? For context, ${Array(paragraphs).fill(note).join(', and ')}.`,
    '',
    'Thanks,',
    'Kofi',
    '',
    '-----Original Message-----',
    'From: Ines Duarte',
    '',
    ...Array<string>(paragraphs).fill(`> About ${note}, Tom will book the room himself.`),
    '',
    `CONFIDENTIALITY NOTICE: ${Array(paragraphs).fill(legal).join(' ')}`,
  ].join('\n');
}

describe('a long pasted mail', () => {
  it.each([2, 10, 20])(
    'with %i paragraphs of thread and disclaimer gives the one request, dated, to its writer',
    async (n) => {
      const text = pastedMail(n);
      expect(text.length).toBeLessThanOrEqual(10_000);
      const { tasks } = await ai.processMindDump(text, ctx);
      expect(tasks.map((task) => [task.title, task.dueDate, task.people])).toEqual([
        ['Send Kofi the signed figures', '2026-11-27', ['Kofi']],
      ]);
    },
  );
});

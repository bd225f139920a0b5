import { describe, expect, it } from 'vitest';
import { pastedMail } from '../../../test/fixtures/pasted-mail.js';
import { createLocalProvider } from './index.js';

const ai = createLocalProvider();
const ctx = {
  now: new Date('2026-11-24T12:00:00Z'),
  timeZone: 'Europe/Lisbon',
  tags: ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'],
};

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

import { describe, expect, it } from 'vitest';
import {
  dictatedRunOn,
  mailOnOneLine,
  pastedKey,
  pastedMail,
  quotedThread,
  spacedOutPaste,
} from '../../../test/fixtures/pasted-mail.js';
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

  // A quoted thread of short lines leaves a blank run many lines long; a pasted key is one unbroken token. Both once
  // made patterns rescan the paste from every position (round thirty-five): the bench prints how time grows with them.
  it.each([3, 60, 120])(
    'a reply over a quoted thread of %i lines gives its one request, dated, to whom it asks',
    async (n) => {
      const text = quotedThread(n);
      expect(text.length).toBeLessThanOrEqual(10_000);
      const { tasks } = await ai.processMindDump(text, ctx);
      expect(tasks.map((task) => [task.title.includes('rota'), task.dueDate, task.people])).toEqual([
        [true, '2026-11-26', ['Dana']],
      ]);
    },
  );
  it.each([100, 5_000, 9_900])('a note around a pasted key of %i characters keeps its task', async (n) => {
    const { tasks } = await ai.processMindDump(pastedKey(n), ctx);
    expect(tasks.map((task) => [task.title, task.dueDate, task.people])).toEqual([
      ['Send the new API key to Priya', '2026-11-27', ['Priya']],
    ]);
  });
});

describe('a long dictated run-on', () => {
  // Each task of one sentence is read against that sentence (is it the writer's own? what is it said among?): the
  // bench prints how time grows with the number of errands in it.
  // The eight errands come round again and again: each is one task, said once.
  it.each([3, 24, 200])('of %i errands gives each errand once, in order', async (n) => {
    const text = dictatedRunOn(n);
    expect(text.length).toBeLessThanOrEqual(10_000);
    const { tasks } = await ai.processMindDump(text, ctx);
    expect(tasks.map((task) => task.title.split(' ')[0])).toEqual(
      ['Call', 'Book', 'Email', 'Order', 'Pick', 'Renew', 'Chase', 'Water'].slice(0, n),
    );
  });
});

// Both took seconds at 10,000 characters before round thirty-eight (regex-shapes.test.ts names the two pattern shapes
// that did it); the bench prints how their time grows.
describe('a paste whose blanks run long', () => {
  it.each([2, 10, 20])(
    'a note over a mail of %i paragraphs that lost its line breaks keeps the note',
    async (n) => {
      const text = mailOnOneLine(n);
      expect(text.length).toBeLessThanOrEqual(10_000);
      const { tasks } = await ai.processMindDump(text, ctx);
      expect(tasks.map((task) => [task.title, task.dueDate, task.people])).toEqual([
        ['Reply to Kofi about the year-end figures', '2026-11-26', ['Kofi']],
      ]);
    },
  );
  it.each([2, 600, 2_400])('two errands %i empty lines apart give the two errands', async (n) => {
    const text = spacedOutPaste(n);
    expect(text.length).toBeLessThanOrEqual(10_000);
    const { tasks } = await ai.processMindDump(text, ctx);
    expect(tasks.map((task) => [task.title, task.dueDate])).toEqual([
      ['Call the plumber about the leak', '2026-11-27'],
      ['Renew the domain name before it lapses', null],
    ]);
  });
});

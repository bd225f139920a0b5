/**
 * The per-user tag model in the extractor (issue 12), replayed on dumps: this user's corrections teach the next dump
 * what the keywords cannot know ("Evenings" for the cello), and outweigh even a clear meaning they corrected; a weak
 * prior — a few kept tasks sharing a verb, or the extractor's own untouched tags read back — never overrides a clear
 * meaning of the task's own words, nor one correction that shares a single word any word of the task's own. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { extractTasks } from './extract.js';
import type { TagExample } from './learned-tags.js';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted', 'Evenings', 'Side hustle'];
/** Weights as services/task-feedback gives them. */
const retag = (text: string, tag: string): TagExample => ({ text, tag, weight: 3 });
const kept = (text: string, tag: string): TagExample => ({ text, tag, weight: 1 });
const extracted = (text: string, tag: string): TagExample => ({ text, tag, weight: 0.3 });

const ROWS: { name: string; examples: TagExample[]; text: string; tags: string[] }[] = [
  {
    name: 'corrections teach the replayed dump what its words cannot say',
    examples: [retag('Restring the cello', 'Evenings'), retag('Book a cello lesson with Marta', 'Evenings')],
    text: 'Practise the cello scales tonight. Renew the TLS certificate on the API gateway. Call mum.',
    tags: ['Evenings', 'Work-DevOps', 'Family'],
  },
  {
    name: "kept tasks sharing a verb do not take a clear meaning: 'renew' is no Life word",
    examples: [
      kept('Renew the car insurance', 'Life'),
      kept('Renew the passport', 'Life'),
      kept('Renew the gym membership', 'Life'),
    ],
    text: 'Renew the TLS certificate on the API gateway. Renew the library books.',
    tags: ['Work-DevOps', 'Life'],
  },
  {
    name: "the extractor's own untouched tags, read back, do not take a clear meaning",
    examples: [
      extracted('Pay the school trip money', 'Family'),
      extracted('School shoes for Ella', 'Family'),
      extracted('Email the school about pickup', 'Family'),
      extracted('School photos order', 'Family'),
      extracted('Ask the school for the form', 'Family'),
      extracted('Book the school play tickets', 'Family'),
      extracted('School run on Friday', 'Family'),
    ],
    text: 'Fix the flaky deploy pipeline of the school portal. Sign the school trip form.',
    tags: ['Work-DevOps', 'Family'],
  },
  {
    name: 'a correction against a clear meaning still decides: the user files this work under their side hustle',
    examples: [
      retag('Upgrade the kubernetes ingress for the shop', 'Side hustle'),
      retag('Fix the kubernetes deploy for the shop', 'Side hustle'),
    ],
    text: 'Rotate the kubernetes secrets for the shop deploy. Restart the kafka consumers at work.',
    tags: ['Side hustle', 'Work-DevOps'],
  },
  {
    name: 'one correction sharing a single word is the exception the user fixed, not a rule for that word',
    examples: [
      retag('Order a cluster of grapes and mangoes for the pooja', 'Life'),
      retag('Grab milk on the way home', 'Life'),
      retag('Tell support about the downtime window', 'Work-DevOps'),
    ],
    text: 'Upgrade the staging cluster to 1.30. Grab diapers and formula. Pay the window cleaner.',
    tags: ['Work-DevOps', 'Family', 'Life'],
  },
  {
    name: 'corrections that share a word twice are a habit, and take a task its words give another tag',
    examples: [
      retag('Book the dog groomer', 'Family'),
      retag('Order flea treatment for the dog', 'Family'),
      retag('Renew the car insurance', 'Life'),
    ],
    text: 'Buy dog food. Renew the home insurance.',
    tags: ['Family', 'Life'],
  },
];

describe("the user's tag model replayed on a dump", () => {
  for (const row of ROWS)
    it(row.name, () => {
      const ctx = { now: new Date('2026-11-24T12:00:00Z'), timeZone: 'UTC', tags: TAGS };
      const { tasks } = extractTasks(row.text, { ...ctx, learnedTags: row.examples });
      expect(tasks.map((t) => t.tag)).toEqual(row.tags);
    });
});

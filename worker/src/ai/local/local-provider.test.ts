import { MindDumpExtractionSchema, TopicSchema } from '@mynd/shared';
import { describe, expect, it } from 'vitest';
import type { AiContext } from '../types.js';
import { createLocalProvider } from './index.js';

const ai = createLocalProvider();
const ctx: AiContext = {
  now: new Date('2026-11-20T09:00:00Z'),
  timeZone: 'Europe/London',
  tags: ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'],
  profile: {
    role: 'Plant Manager',
    company: 'Northwind',
    industry: 'Manufacturing & Engineering',
    isManager: true,
  },
};

const DUMP =
  'Line 4 changeover takes 40 minutes, way too long. Schedule a SMED workshop with Tom by Friday. ' +
  'Order replacement heater bands for press 7. The deploy pipeline is flaky, fix the integration tests. ' +
  "Pick up the kids' football kit tomorrow. <script>alert(1)</script> [click](javascript:alert(1))";

describe('local provider', () => {
  it('groups a dump into topics and points every task at one', async () => {
    const result = await ai.processMindDump(DUMP, ctx);
    expect(() => MindDumpExtractionSchema.parse(result)).not.toThrow();
    expect(result.topics.length).toBeGreaterThanOrEqual(2);
    for (const task of result.tasks) {
      expect(task.topicIndex).not.toBeNull();
      expect(result.topics[task.topicIndex!]!.summary).toContain(task.sourceText);
    }
    const plant = result.tasks.find((t) => t.title.startsWith('Schedule a SMED workshop'))!;
    expect(plant).toMatchObject({
      tag: 'Work-Manufacturing',
      dueDate: '2026-11-27',
      dueText: 'by Friday',
      people: ['Tom'],
    });
  });

  it.each([
    [
      'a 10,000-character sentence without punctuation',
      'need to call Ana and Bo and Cy about the boiler then '.repeat(190),
    ],
    ['thousands of commas', 'x, '.repeat(3333)],
    ['a list of 900 items', '- buy milk\n'.repeat(900)],
    [
      'a dump naming 30 people',
      `Ask ${Array.from({ length: 30 }, (_, i) => `Name${String.fromCharCode(97 + (i % 26))}x`).join(', ')} to help.`,
    ],
  ])('stays within the shared schema for %s', async (_name, text) => {
    const tags = [...ctx.tags, ...Array.from({ length: 30 }, (_, i) => `Tag ${i}`)];
    const result = await ai.processMindDump(text.slice(0, 10_000), { ...ctx, tags });
    expect(() => MindDumpExtractionSchema.parse(result)).not.toThrow();
  });

  it('writes names and acronyms in topic titles as the dump does, ordinary words in lower case', async () => {
    const { topics } = await ai.processMindDump(
      'Renew the TLS cert on the gateway by Friday. Ask Sarah to review the gateway cert. Sarah owns TLS.',
      ctx,
    );
    const title = topics[0]?.title ?? '';
    expect(title).toMatch(/\bSarah\b/);
    expect(title).toMatch(/\bgateway\b/);
    expect(title).not.toMatch(/\bsarah\b/);
  });

  it('leaves a status word out of topic titles: "done by Friday" is when, not what', async () => {
    const { topics } = await ai.processMindDump(
      '- fix the shed door, done by Friday\n- get the hinges done, shed door first\n- oil the gate, done soon',
      ctx,
    );
    const titles = topics.map((topic) => topic.title).join(' | ');
    expect(titles).toMatch(/\bshed\b/);
    expect(titles).not.toMatch(/\bdone\b/i);
  });

  it('writes a person on a topic task with their capital, even where only a sentence starts with them', async () => {
    const { topics } = await ai.processMindDump(
      'Marco will walk the venue with the caterer on the 10th.',
      ctx,
    );
    expect(topics[0]?.title).toMatch(/\bMarco\b/);
  });

  it.each([
    {
      why: 'a filler adverb says how it was said, not what about',
      dump: 'Actually I need to renew the car insurance. Honestly the insurer is slow, renew the car insurance early.',
      has: /\binsurance\b/,
      not: /actually|honestly|early/i,
    },
    {
      why: 'a past or present verb form says what happened, not what about',
      dump: 'Asked the landlord about the boiler, he agreed it expires. Call the plumber about the boiler.',
      has: /\bboiler\b/,
      not: /asked|agreed|expires/i,
    },
    {
      why: 'words said as often come in the order said, not the alphabet’s',
      dump: 'Book the venue for the zumba class.',
      has: /: venue, zumba, class$/,
      not: /class, venue/,
    },
    {
      why: 'the words of a topic’s task come before a remark’s, and a number word names nothing',
      dump: 'Three weird things today, awful morning. Renew the passport at the post office.',
      has: /: passport, office\b/,
      not: /three/i,
    },
  ])('names a topic by what it is about: $why', async ({ dump, has, not }) => {
    const { topics } = await ai.processMindDump(dump, ctx);
    const titles = topics.map((topic) => topic.title).join(' | ');
    expect(titles).toMatch(has);
    expect(titles).not.toMatch(not);
  });

  it('takes no topic word from a sentence the writer took back', async () => {
    const { topics, tasks } = await ai.processMindDump(
      'Nudge Rizky about the terraform PR review tomorrow. Book the restaurant for the anniversary, no wait, scratch that, Dana already did.',
      ctx,
    );
    const titles = topics.map((topic) => topic.title).join(' | ');
    expect(tasks.map((task) => task.title)).toEqual(['Nudge Rizky about the terraform PR review']);
    expect(titles).toMatch(/\bterraform\b/);
    expect(titles).not.toMatch(/restaurant|anniversary|scratch|Dana/i);
    // The summary still says everything the writer said.
    expect(topics.map((topic) => topic.summary).join(' ')).toMatch(/restaurant/);
  });

  it('is deterministic', async () => {
    expect(await ai.processMindDump(DUMP, ctx)).toEqual(await ai.processMindDump(DUMP, ctx));
  });

  it('writes a structured, personalised analysis with no HTML or links from the text', async () => {
    const { topics } = await ai.processMindDump(DUMP, ctx);
    const markdown = await ai.analyzeTopic(topics[0]!, ctx);
    for (const heading of [
      '### Recommended actions',
      '### Risks and dependencies',
      '### Priorities',
      '### For you',
    ]) {
      expect(markdown).toContain(heading);
    }
    expect(markdown).toContain('Plant Manager at Northwind');
    const all = await Promise.all(topics.map((t) => ai.analyzeTopic(t, ctx)));
    for (const text of all) {
      expect(text).not.toMatch(/<script|\]\(javascript:/i);
    }
  });

  it('creates tasks from a topic and its analysis, at least one', async () => {
    const topic = {
      title: 'Plant',
      summary: 'Scrap rate went up. Order new heater bands for press 7 by Friday.',
    };
    const analysis = await ai.analyzeTopic(topic, ctx);
    const tasks = await ai.tasksFromTopic({ ...topic, analysis }, ctx);
    expect(tasks.map((t) => t.title)).toEqual(['Order new heater bands for press 7']);
    const fallback = await ai.tasksFromTopic(
      { title: 'Quarter review', summary: 'The quarter went well.', analysis: null },
      ctx,
    );
    expect(fallback).toHaveLength(1);
    expect(fallback[0]!.title).toBe('Follow up on Quarter review');
  });

  it('spreads benchmarks before the due date, ending on it', async () => {
    const benchmarks = await ai.generateBenchmarks(
      {
        title: 'Write the supplier report',
        description: '',
        dueDate: '2026-12-04',
        createdAt: '2026-11-20T09:00:00Z',
      },
      ctx,
    );
    expect(benchmarks.map((b) => b.percentage)).toEqual([25, 50, 75, 100]);
    const dates = benchmarks.map((b) => b.dueDate!);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.slice(0, -1).every((d) => d > '2026-11-20' && d < '2026-12-04')).toBe(true);
    expect(dates.at(-1)).toBe('2026-12-04');
    expect(benchmarks[1]!.description).toBe('First draft done: Write the supplier report');
  });

  it('defaults the benchmark horizon to two weeks and shrinks it for a task due tomorrow', async () => {
    const noDue = await ai.generateBenchmarks(
      { title: 'Tidy up', description: '', dueDate: null, createdAt: '2026-11-20T09:00:00Z' },
      ctx,
    );
    expect(noDue.at(-1)!.dueDate).toBe('2026-12-04');
    const soon = await ai.generateBenchmarks(
      { title: 'Call Tom', description: '', dueDate: '2026-11-21', createdAt: '2026-11-20T09:00:00Z' },
      ctx,
    );
    expect(soon).toEqual([
      { percentage: 100, description: 'Follow-up done and noted: Call Tom', dueDate: '2026-11-21' },
    ]);
  });

  it('analyses keywords in three paragraphs of three sentences', async () => {
    const text = await ai.analyzeKeywords(
      [
        { word: 'changeover', count: 6 },
        { word: 'pipeline', count: 3 },
        { word: 'supplier', count: 2 },
        { word: 'birthday', count: 1 },
      ],
      ctx,
    );
    const paragraphs = text.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    for (const p of paragraphs) expect(p.match(/[.!?](?=\s|$)/g)!.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('"changeover" (6)');
  });

  it('merges summaries without repeating a sentence', async () => {
    const merged = await ai.mergeSummaries(
      [
        { title: 'Plant: changeover', summary: 'Changeover is slow. Schedule a SMED workshop.' },
        { title: 'Plant: SMED', summary: 'Schedule a SMED workshop. Talk to the shift leads.' },
      ],
      ctx,
    );
    expect(() => TopicSchema.parse(merged)).not.toThrow();
    // Each topic's sentences stay a paragraph of their own.
    expect(merged.summary).toBe('Changeover is slow. Schedule a SMED workshop.\nTalk to the shift leads.');
  });
  it('reads as the person said it: no hesitation mark (" ;" for an "um") and no space before a stop in a summary or a description', async () => {
    const { topics, tasks } = await ai.processMindDump(
      'so um I need to uh book the boiler service and um call the landlord about the damp, and look into the loft insulation but not tonight.',
      ctx,
    );
    const texts = [...topics.map((t) => t.summary), ...tasks.map((t) => t.description ?? '')];
    expect(texts.join('\n')).toContain('book the boiler service');
    for (const text of texts) expect(text).not.toMatch(/\s;|\s[.,!?:](?:\s|$)/);
  });
});

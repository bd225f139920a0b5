/**
 * A dump repeating an open task links it and gives it only what it lacks: a description when it has none, never in
 * place of the user's own. The open tasks are read with whether each has a description, not its text.
 */
import { describe, expect, it } from 'vitest';
import type { MindDumpResult } from '../../src/ai/provider.js';
import { type ContentApp, call, withContentApp } from '../helpers/content-helpers.js';

let t: ContentApp;
withContentApp((...app) => ([t] = app));

const repeated = (description: string): MindDumpResult => ({
  topics: [],
  tasks: [
    {
      title: 'Call the plumber about the kitchen leak',
      description,
      tag: 'Life',
      dueDate: null,
      dueText: null,
      sourceText: 'call the plumber about the kitchen leak',
      people: [],
      topicIndex: null,
    },
  ],
});

describe('a repeated open task and its description', () => {
  it.each([
    ['keeps the description the user wrote', 'Ask for Tuesday morning', 'Ask for Tuesday morning'],
    ['gains the dump’s description when it has none', '', 'The tap under the sink drips'],
  ])('%s', async (_, own, expected) => {
    const u = await t.signUp();
    const created = await call(u, 'POST', '/api/tasks', {
      title: 'Call the plumber about the kitchen leak',
      description: own,
      tag: 'Life',
    });
    expect(created.status).toBe(201);
    t.ai.script.processMindDump = async () => repeated('The tap under the sink drips');
    const res = await call(u, 'POST', '/api/mind-dumps', { text: 'call the plumber about the kitchen leak' });
    delete t.ai.script.processMindDump;
    expect(res.status).toBe(201);
    expect(res.body.tasks).toEqual([]);
    expect(res.body.linked.map((x: { id: string }) => x.id)).toEqual([created.body.task.id]);
    expect(res.body.linked[0].description).toBe(expected);
  });
});

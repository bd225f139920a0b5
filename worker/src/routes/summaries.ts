/**
 * @module routes/summaries — the handlers of contract.summaries: topic cards (list, archive, delete), AI
 * analysis, tasks from a topic, duplicate groups, merging and the keyword cloud.
 */
import { contract } from '@mynd/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { ChangeTopic } from '../events/types.js';
import { requestAiContext } from '../lib/ai-context.js';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import {
  analyzeSummary,
  deleteSummary,
  listSummaries,
  setArchived,
  tasksFromSummary,
} from '../services/summaries.js';
import {
  analyzeKeywords,
  findDuplicates,
  mergeSummaries,
  summaryKeywords,
} from '../services/summary-insights.js';

const { summaries } = contract;

async function publish(c: Context<AppEnv>, ...topics: ChangeTopic[]): Promise<void> {
  for (const topic of topics) await c.get('deps').events.publish(c.get('userId'), topic);
}

export const summariesRoutes = routes()
  .openapi(route(summaries.list), async (c) => {
    const { archived } = c.req.valid('query');
    return c.json({ summaries: await listSummaries(c.get('deps').db, c.get('userId'), archived) }, 200);
  })
  .openapi(route(summaries.duplicates), async (c) => {
    return c.json({ groups: await findDuplicates(c.get('deps').db, c.get('userId')) }, 200);
  })
  .openapi(route(summaries.merge), async (c) => {
    const { db, ai } = c.get('deps');
    const ctx = await requestAiContext(c);
    const result = await mergeSummaries(db, ai, c.get('userId'), c.req.valid('json').summaryIds, ctx);
    await publish(c, 'summaries', 'tasks');
    return c.json(result, 201);
  })
  .openapi(route(summaries.keywords), async (c) => {
    return c.json({ keywords: await summaryKeywords(c.get('deps').db, c.get('userId')) }, 200);
  })
  .openapi(route(summaries.analyzeKeywords), async (c) => {
    const { db, ai } = c.get('deps');
    return c.json(await analyzeKeywords(db, ai, c.get('userId'), await requestAiContext(c)), 200);
  })
  .openapi(route(summaries.setArchived), async (c) => {
    const { id } = c.req.valid('param');
    const { archived } = c.req.valid('json');
    const result = await setArchived(c.get('deps').db, c.get('userId'), id, archived, now(c));
    await publish(c, 'summaries');
    return c.json(result, 200);
  })
  .openapi(route(summaries.remove), async (c) => {
    const undoToken = await deleteSummary(c.get('deps').db, c.get('userId'), c.req.valid('param').id, now(c));
    await publish(c, 'summaries', 'tasks');
    return c.json({ ok: true as const, undoToken }, 200);
  })
  .openapi(route(summaries.analyze), async (c) => {
    const { db, ai } = c.get('deps');
    const ctx = await requestAiContext(c);
    const summary = await analyzeSummary(db, ai, c.get('userId'), c.req.valid('param').id, ctx);
    await publish(c, 'summaries');
    return c.json({ analysisContent: summary.analysisContent ?? '', summary }, 200);
  })
  .openapi(route(summaries.createTasks), async (c) => {
    const { db, ai } = c.get('deps');
    const ctx = await requestAiContext(c, c.req.valid('query').timeZone);
    const result = await tasksFromSummary(db, ai, c.get('userId'), c.req.valid('param').id, ctx);
    await publish(c, 'tasks', 'assignees', 'people');
    return c.json(result, 201);
  });

/**
 * @module routes/summaries — /api/summaries: topic cards (list, archive, delete), AI analysis, tasks from a
 * topic, duplicate groups, merging and the keyword cloud.
 */
import {
  IdSchema,
  ListSummariesQuerySchema,
  MergeSummariesRequestSchema,
  TimeZoneSchema,
  UpdateSummaryRequestSchema,
} from '@mynd/shared';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import type { ChangeTopic } from '../events/types.js';
import { requestAiContext } from '../lib/ai-context.js';
import { validate } from '../lib/validate.js';
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

const SummaryParam = z.object({ id: IdSchema });
/** Legacy (one release): the zone as a query field; the `X-Time-Zone` header replaces it (middleware/time-zone). */
const ZoneQuery = z.object({ timeZone: TimeZoneSchema.optional() });

async function publish(c: Context<AppEnv>, ...topics: ChangeTopic[]): Promise<void> {
  for (const topic of topics) await c.get('deps').events.publish(c.get('userId'), topic);
}

export const summariesRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ListSummariesQuerySchema), async (c) => {
    const { archived } = c.req.valid('query');
    return c.json({ summaries: await listSummaries(c.get('deps').db, c.get('userId'), archived) });
  })
  .get('/duplicates', async (c) => {
    return c.json({ groups: await findDuplicates(c.get('deps').db, c.get('userId')) });
  })
  .post('/merge', validate('json', MergeSummariesRequestSchema), async (c) => {
    const { db, ai } = c.get('deps');
    const ctx = await requestAiContext(c);
    const result = await mergeSummaries(db, ai, c.get('userId'), c.req.valid('json').summaryIds, ctx);
    await publish(c, 'summaries', 'tasks');
    return c.json(result, 201);
  })
  .get('/keywords', async (c) => {
    return c.json({ keywords: await summaryKeywords(c.get('deps').db, c.get('userId')) });
  })
  .post('/keywords/analyze', async (c) => {
    const { db, ai } = c.get('deps');
    return c.json(await analyzeKeywords(db, ai, c.get('userId'), await requestAiContext(c)));
  })
  .patch('/:id', validate('param', SummaryParam), validate('json', UpdateSummaryRequestSchema), async (c) => {
    const { id } = c.req.valid('param');
    const summary = await setArchived(c.get('deps').db, c.get('userId'), id, c.req.valid('json').archived);
    await publish(c, 'summaries');
    return c.json({ summary });
  })
  .delete('/:id', validate('param', SummaryParam), async (c) => {
    await deleteSummary(c.get('deps').db, c.get('userId'), c.req.valid('param').id);
    await publish(c, 'summaries');
    return c.json({ ok: true as const });
  })
  .post('/:id/analyze', validate('param', SummaryParam), async (c) => {
    const { db, ai } = c.get('deps');
    const summary = await analyzeSummary(
      db,
      ai,
      c.get('userId'),
      c.req.valid('param').id,
      await requestAiContext(c),
    );
    await publish(c, 'summaries');
    return c.json({ analysisContent: summary.analysisContent ?? '', summary });
  })
  .post('/:id/tasks', validate('param', SummaryParam), validate('query', ZoneQuery), async (c) => {
    const { db, ai } = c.get('deps');
    const ctx = await requestAiContext(c, c.req.valid('query').timeZone);
    const result = await tasksFromSummary(db, ai, c.get('userId'), c.req.valid('param').id, ctx);
    await publish(c, 'tasks', 'assignees', 'people');
    return c.json(result, 201);
  });

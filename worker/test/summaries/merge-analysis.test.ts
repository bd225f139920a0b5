/**
 * Merge keeps the analysis (issue 14 item 8): merging topics of which some were analysed gives a merged topic
 * that is analysed, with each original analysis under its topic title (shared mergedAnalysis).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryCards } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { type ContentApp, call, contentApp } from '../helpers/content-helpers.js';

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
});
afterAll(() => t.close());

let minute = 0;
async function topic(userId: string, topicTitle: string, analysisContent: string | null) {
  const id = newId();
  // Distinct creation times: the merge keeps the originals' order (oldest first).
  minute += 1;
  await t.db.insert(summaryCards).values({
    id,
    userId,
    topicTitle,
    summaryContent: `${topicTitle}: move the billing database to Postgres.`,
    hasAnalysis: analysisContent !== null,
    analysisContent,
    createdAt: new Date(Date.UTC(2026, 10, 20, 8, minute)).toISOString(),
  });
  return id;
}

describe('Merge keeps the analysis', () => {
  it('carries the originals’ analyses into the merged topic', async () => {
    const u = await t.signUp();
    const one = await topic(u.userId, 'Billing database', '**Risk:** the audit in December.');
    const two = await topic(u.userId, 'Postgres move', 'Start with read replicas.');
    const three = await topic(u.userId, 'Backups', null);
    const merged = await call(u, 'POST', '/api/summaries/merge', { summaryIds: [one, two, three] });
    expect(merged.status).toBe(201);
    expect(merged.body.summary).toMatchObject({
      hasAnalysis: true,
      analysisContent:
        '### Billing database\n\n**Risk:** the audit in December.\n\n### Postgres move\n\nStart with read replicas.',
    });
    const list = await call(u, 'GET', '/api/summaries');
    expect(list.body.summaries[0]).toMatchObject({ id: merged.body.summary.id, hasAnalysis: true });
  });

  it('leaves a merge of unanalysed topics unanalysed', async () => {
    const u = await t.signUp();
    const ids = [await topic(u.userId, 'A', null), await topic(u.userId, 'B', null)];
    const merged = await call(u, 'POST', '/api/summaries/merge', { summaryIds: ids });
    expect(merged.body.summary).toMatchObject({ hasAnalysis: false, analysisContent: null });
  });
});

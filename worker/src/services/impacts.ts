/**
 * @module services/impacts — the financial-impact row a task records when it saves time or money (completion or a
 * progress note), as a statement for the caller's batch; nothing when nothing was saved.
 */
import type { Db } from '../db/client.js';
import { financialImpacts } from '../db/schema.js';
import { newId } from '../lib/ids.js';

export type ImpactInput = {
  taskId: string;
  sourceType: 'task_completion' | 'task_progress';
  description: string;
  timeSavedMinutes: number;
  moneySaved: number;
  currency: string;
  createdAt: string;
};

export function impactStatements(db: Db, userId: string, impact: ImpactInput) {
  if (impact.timeSavedMinutes <= 0 && impact.moneySaved <= 0) return [];
  return [
    db.insert(financialImpacts).values({
      id: newId(),
      userId,
      sourceId: impact.taskId,
      sourceType: impact.sourceType,
      description: impact.description,
      realizedValue: impact.moneySaved,
      timeSavedMinutes: impact.timeSavedMinutes,
      currency: impact.currency,
      createdAt: impact.createdAt,
    }),
  ];
}

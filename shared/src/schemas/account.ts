/**
 * @module schemas/account — health, data export, deletion.
 */
import { z } from 'zod';

export const HealthResponseSchema = z.object({
  ok: z.boolean(),
  db: z.boolean(),
  ai: z.string(),
  mail: z.string().optional(),
  transcription: z.boolean().optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** Everything the user owns, as JSON (tables keyed by name). */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.object({ id: z.string(), email: z.string(), createdAt: z.string() }),
  data: z.record(z.string(), z.array(z.unknown())),
});
export const DeleteAllTasksResponseSchema = z.object({ ok: z.literal(true), deleted: z.number().int() });

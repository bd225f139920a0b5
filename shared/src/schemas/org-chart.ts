/**
 * @module schemas/org-chart — uploading an organisation chart (JSON, MD or TXT) and syncing its people.
 */
import { z } from 'zod';

export const OrgPersonSchema = z.object({
  name: z.string(),
  role: z.string().nullable().optional(),
  department: z.string().nullable().optional(),
  reportsTo: z.string().nullable().optional(),
  directReports: z.array(z.string()).optional(),
  email: z.string().nullable().optional(),
  level: z.number().nullable().optional(),
});

export const UploadOrgChartRequestSchema = z.object({
  fileName: z.string().trim().min(1, 'File name is required').max(255, 'File name is too long'),
  content: z.string().max(1_000_000, 'The org chart file is too large (1 MB at most)'),
  chartName: z.string().trim().max(200).optional(),
});

export const OrgChartSchema = z.object({
  id: z.string(),
  chartName: z.string(),
  chartData: z.unknown(),
  people: z.array(OrgPersonSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrgChart = z.infer<typeof OrgChartSchema>;
export const OrgChartResponseSchema = z.object({ orgChart: OrgChartSchema.nullable() });

export const OrgChartSyncResponseSchema = z.object({
  added: z.array(z.string()),
  /** The signed-in user's own entry in the chart, matched by profile position or email; null if not found. */
  me: OrgPersonSchema.nullable(),
});

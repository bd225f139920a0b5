/**
 * @module ai/openai/wire — the JSON shapes asked of the model (plain types, so any OpenAI-compatible server
 * with structured outputs accepts them) and the JSON Schemas built from them with zod's `z.toJSONSchema`.
 * What comes back is normalised and then validated against the stricter shared schemas of @mynd/shared.
 */
import { z } from 'zod';

export const WireTopic = z.object({
  title: z.string().describe('Short topic title, at most 120 characters'),
  summary: z.string().describe('A faithful summary of what the text says about this topic'),
});

export const WireTask = z.object({
  title: z.string().describe('Imperative task title, at most 200 characters'),
  description: z.string().describe('Context for the task from the text'),
  tag: z.string().describe('Exactly one of the allowed tags, or Unsorted'),
  dueDate: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD in the user time zone, or null when the text gives no date'),
  dueText: z.string().nullable().describe('The exact phrase of the text that gave the date, or null'),
  sourceText: z.string().describe('The sentence(s) of the text the task came from, copied verbatim'),
  people: z.array(z.string()).describe('Names the text says should do or be involved in the task'),
  topicIndex: z.number().nullable().describe('Index into topics of the topic this task belongs to'),
  recurrence: z
    .string()
    .nullable()
    .describe(
      'RFC 5545 RRULE without the RRULE: prefix when the task repeats (FREQ=WEEKLY;BYDAY=MO), else null',
    ),
});

export const WireMindDump = z.object({ topics: z.array(WireTopic), tasks: z.array(WireTask) });
export const WireTasks = z.object({ tasks: z.array(WireTask) });
export const WireBenchmarks = z.object({
  benchmarks: z.array(
    z.object({
      percentage: z.number().describe('Progress percentage reached at this milestone, 1–100'),
      description: z.string(),
      dueDate: z.string().nullable().describe('YYYY-MM-DD, before the task due date'),
    }),
  ),
});
export const WireText = z.object({ markdown: z.string() });

/**
 * A `response_format` for chat completions built from a zod schema. Plain `number`s (not `int`) and no
 * `$schema` key keep it within what strict structured outputs accept; integers are checked afterwards.
 */
export function responseFormat(name: string, schema: z.ZodType) {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<
    string,
    unknown
  >;
  return { type: 'json_schema' as const, json_schema: { name, strict: true, schema: jsonSchema } };
}

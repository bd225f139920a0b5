/**
 * @module schemas/tasks — tasks, benchmarks, progress notes, completion records, assignees, suggestions.
 */
import { z } from 'zod';
import { checkRecurrence, RECURRENCE_MAX } from '../domain/recurrence.js';
import {
  CurrencySchema,
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  MinutesSchema,
  MoneySchema,
} from './common.js';
import { cursorField, NextCursorSchema, PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE } from './pagination.js';
import { TagNameSchema } from './tags.js';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const NOTE_MAX = 2000;

export const TaskTitleSchema = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);

export const TaskDescriptionSchema = z
  .string({ error: 'Description must be text' })
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`);

export const ProgressSchema = z
  .number({ error: 'Progress must be a number' })
  .int('Progress must be a whole number')
  .min(0, 'Progress must be between 0 and 100')
  .max(100, 'Progress must be between 0 and 100');

/**
 * A recurrence: the RFC 5545 RRULE text without its `RRULE:` prefix ("FREQ=WEEKLY;BYDAY=MO"). A rule the
 * server cannot compute is refused with the reason; the service stores it normalised.
 */
export const RecurrenceSchema = z
  .string({ error: 'Recurrence must be an RRULE text such as FREQ=WEEKLY;BYDAY=MO' })
  .max(RECURRENCE_MAX + 20, `Recurrence rule must be at most ${RECURRENCE_MAX} characters`)
  .superRefine((value, ctx) => {
    const checked = checkRecurrence(value);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
  });

export const BenchmarkSchema = z.object({
  percentage: z
    .number({ error: 'Benchmark percentage must be a number' })
    .int('Benchmark percentage must be a whole number')
    .min(1, 'Benchmark percentage must be between 1 and 100')
    .max(100, 'Benchmark percentage must be between 1 and 100'),
  description: z.string().trim().max(500, 'Benchmark description is too long'),
  dueDate: IsoDateSchema.nullable().optional(),
});
export type BenchmarkDto = z.infer<typeof BenchmarkSchema>;
export const BenchmarksSchema = z.array(BenchmarkSchema).max(20, 'At most 20 benchmarks');

export const AssigneeSchema = z.object({ id: IdSchema, name: z.string() });
export type Assignee = z.infer<typeof AssigneeSchema>;

/** A reminder instant: ISO 8601 with an offset (`2026-12-01T09:00:00.000Z`). */
export const RemindAtSchema = z.iso.datetime({
  offset: true,
  error: 'Reminder must be an ISO-8601 date and time, e.g. 2026-12-01T09:00:00Z',
});

export const TaskSchema = z.object({
  id: IdSchema,
  /** Display id: YYMMDD of creation + two-digit sequence of that day. */
  formattedId: z.string(),
  title: z.string(),
  description: z.string(),
  tag: z.string(),
  progress: z.number().int(),
  /** The latest progress note (the full history is at /api/tasks/:id/notes). */
  notes: z.string().nullable(),
  benchmarks: z.array(BenchmarkSchema),
  dependsOn: IdSchema.nullable(),
  parentId: IdSchema.nullable(),
  dueDate: IsoDateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  assignees: z.array(AssigneeSchema),
  /** The sentence(s) of the mind dump the task was taken from, when it came from one. */
  sourceText: z.string().nullable(),
  /** The date phrase of the mind dump that gave the due date ("by Friday"). */
  dueText: z.string().nullable(),
  mindDumpId: IdSchema.nullable(),
  summaryId: IdSchema.nullable(),
  /** The web page the mind dump was sent from (a selection or a page capture), when there was one. */
  sourcePage: z.object({ url: z.string(), title: z.string().nullable() }).nullable().optional(),
  /** RRULE text (no prefix) when the task recurs; completing it opens the next occurrence. */
  recurrence: z.string().nullable(),
  /** When the task reminds its user (an instant), or null. */
  remindAt: z.string().nullable().optional(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskStatusSchema = z.enum(['open', 'completed', 'all']);

export const ListTasksQuerySchema = z
  .object({
    status: TaskStatusSchema.default('open'),
    tag: z.string().max(40).optional(),
    personId: IdSchema.optional(),
    /** Only tasks completed (status=completed) or created (otherwise) on or after this instant or date. */
    since: z.union([IsoDateTimeSchema, IsoDateSchema]).optional(),
    /** Case-insensitive search in title and description. */
    q: z.string().trim().max(200).optional(),
    /**
     * How many tasks; with status=completed the page size (1–100, default 20), since the completed tasks are
     * read page by page, newest completion first.
     */
    limit: z.coerce.number().int().min(1).max(5000).optional(),
    /** status=completed only: the `nextCursor` of the page before; absent for the first page. */
    cursor: cursorField('tasks-completed'),
  })
  .superRefine((query, ctx) => {
    if (query.cursor !== undefined && query.status !== 'completed') {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: CURSOR_STATUS_MESSAGE });
    }
    if (query.status === 'completed' && query.limit !== undefined && query.limit > PAGE_SIZE_MAX) {
      ctx.addIssue({ code: 'custom', path: ['limit'], message: PAGE_SIZE_MESSAGE });
    }
  });
export type ListTasksQuery = z.infer<typeof ListTasksQuerySchema>;
export const CURSOR_STATUS_MESSAGE = 'Only the completed list (status=completed) is read page by page';

/** The list; `nextCursor` (null on the last page) only with status=completed, which is read page by page. */
export const TaskListResponseSchema = z.object({
  tasks: z.array(TaskSchema),
  nextCursor: NextCursorSchema.optional(),
});
export type TaskListResponse = z.infer<typeof TaskListResponseSchema>;
export const TaskResponseSchema = z.object({ task: TaskSchema });

export const CreateTaskRequestSchema = z.object({
  title: TaskTitleSchema,
  description: TaskDescriptionSchema.default(''),
  tag: TagNameSchema.default('Unsorted'),
  progress: ProgressSchema.default(0),
  /** Defaults to creation + 14 days. */
  dueDate: IsoDateSchema.nullable().optional(),
  benchmarks: BenchmarksSchema.default([]),
  parentId: IdSchema.nullable().optional(),
  dependsOn: IdSchema.nullable().optional(),
  /** With no due date, the task is first due on the rule's first occurrence from today. */
  recurrence: RecurrenceSchema.nullable().optional(),
  /** An instant; null: no reminder. Left out: the user's default reminder for the due date (if any). */
  remindAt: RemindAtSchema.nullable().optional(),
});

export const UpdateTaskRequestSchema = z
  .object({
    title: TaskTitleSchema,
    description: TaskDescriptionSchema,
    tag: TagNameSchema,
    progress: ProgressSchema,
    notes: z.string().max(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`).nullable(),
    benchmarks: BenchmarksSchema,
    dependsOn: IdSchema.nullable(),
    dueDate: IsoDateSchema,
    recurrence: RecurrenceSchema.nullable(),
    /** Left out while the due date moves: a default reminder follows the date, a hand-set one stays. */
    remindAt: RemindAtSchema.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type UpdateTaskRequest = z.input<typeof UpdateTaskRequestSchema>;

export const CompleteTaskRequestSchema = z.object({
  timeSavedMinutes: MinutesSchema.default(0),
  moneySaved: MoneySchema.default(0),
  /** Defaults to the user's currency preference. */
  currency: CurrencySchema.optional(),
  /** Defaults to now. */
  completedAt: z.union([IsoDateTimeSchema, IsoDateSchema]).optional(),
});
/** The completed task, and the next occurrence it opened when it recurs (null otherwise or when the rule ended). */
export const CompleteTaskResponseSchema = z.object({ task: TaskSchema, nextTask: TaskSchema.nullable() });

/**
 * Reopening a completed task: progress goes back below 100 (0 unless given) and its completion impact record is
 * removed — an open task has saved nothing yet, and completing it again records the impact anew (never twice).
 */
export const ReopenTaskRequestSchema = z.object({
  progress: z
    .number({ error: 'Progress must be a number from 0 to 99' })
    .int('Progress must be a whole number')
    .min(0, 'Progress must be a number from 0 to 99')
    .max(99, 'A reopened task must be below 100%')
    .default(0),
});

export const TaskNoteSchema = z.object({
  id: IdSchema,
  taskId: IdSchema,
  text: z.string(),
  timeSavedMinutes: z.number().int(),
  moneySaved: z.number(),
  currency: z.string(),
  createdAt: z.string(),
});
export type TaskNote = z.infer<typeof TaskNoteSchema>;

/** The spec's progress note: text, or minutes > 0, or money > 0. */
export const CreateNoteRequestSchema = z
  .object({
    text: z.string().trim().max(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`).default(''),
    timeSavedMinutes: MinutesSchema.default(0),
    moneySaved: MoneySchema.default(0),
    currency: CurrencySchema.optional(),
  })
  .refine((n) => n.text.length > 0 || n.timeSavedMinutes > 0 || n.moneySaved > 0, {
    error: 'Write a note or enter time or cost saved',
  });

export const NoteListResponseSchema = z.object({ notes: z.array(TaskNoteSchema) });
export const NoteResponseSchema = z.object({ note: TaskNoteSchema, task: TaskSchema });

export const AssignRequestSchema = z.object({ personId: IdSchema });
export const AssigneesResponseSchema = z.object({ taskId: IdSchema, assignees: z.array(AssigneeSchema) });

export const SuggestionSchema = z.object({
  taskId: IdSchema,
  suggestedPersonId: IdSchema,
  suggestedPersonName: z.string(),
  reasoning: z.string(),
  similarTaskTitle: z.string(),
  /** 0 to 1; shown as a rounded percentage. */
  confidence: z.number().min(0).max(1),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionsResponseSchema = z.object({ suggestions: z.array(SuggestionSchema) });

export const BenchmarksResponseSchema = z.object({ benchmarks: z.array(BenchmarkSchema), task: TaskSchema });

/** The setup wizard's "Setup Task" action. */
export const SetupTaskRequestSchema = z.object({
  dueDate: IsoDateSchema.optional(),
  personIds: z.array(IdSchema).max(50).default([]),
  newPeople: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  generateBenchmarks: z.boolean().default(false),
  split: z.boolean().default(false),
  /** An instant; null removes the reminder; left out keeps it (a default reminder follows a new due date). */
  remindAt: RemindAtSchema.nullable().optional(),
  /** The client's IANA zone, so "dates before now" is judged in the user's day. */
  timeZone: z.string().max(64).optional(),
});
export const SetupTaskResponseSchema = z.object({ task: TaskSchema, splitTask: TaskSchema.nullable() });

export const SplitTaskResponseSchema = z.object({ task: TaskSchema, original: TaskSchema });

/** What a client needs to remind about an open task (GET /api/tasks/reminders). */
export const TaskReminderSchema = z.object({
  id: IdSchema,
  title: z.string(),
  progress: z.number(),
  remindAt: z.string(),
});
export type TaskReminder = z.infer<typeof TaskReminderSchema>;
export const TaskRemindersResponseSchema = z.object({ reminders: z.array(TaskReminderSchema) });

/** One reminder as a client saw it: the task and the `remindAt` it was due at. */
export const ReminderRefSchema = z.object({ taskId: IdSchema, remindAt: z.string().max(40) });
export type ReminderRef = z.infer<typeof ReminderRefSchema>;
/**
 * POST /api/tasks/reminders/claim: the reminders a client is about to show. Each is claimed once for all the
 * user's clients (web app tabs, the extension), so a reminder is shown once, not once per open client.
 */
export const ClaimRemindersRequestSchema = z.object({
  reminders: z
    .array(ReminderRefSchema)
    .min(1, 'Name at least one reminder')
    .max(200, 'At most 200 reminders at a time'),
});
export const ClaimRemindersResponseSchema = z.object({ claimed: z.array(ReminderRefSchema) });

/** Dashboard "Upcoming Due Tasks": open tasks with a due date, soonest first (query limit 10). */
export const DueTasksResponseSchema = z.object({ tasks: z.array(TaskSchema) });

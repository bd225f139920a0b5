/**
 * @module db/schema — every table of Mynd. Each row belongs to a user; every per-user query has an index that
 * starts with user_id. Instants are ISO-8601 UTC text (sortable), calendar dates are YYYY-MM-DD text, JSON is text.
 */

import { ORG_CHART_TITLE } from '@mynd/shared/domain';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** An instant column defaulting to now, as ISO-8601 UTC text. */
const timestamp = (name: string) =>
  text(name).notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const createdAt = () => timestamp('created_at');
/** Stamped by drizzle on every update through it (SQLite has no ON UPDATE). */
const updatedAt = () => timestamp('updated_at').$onUpdate(() => new Date().toISOString());

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
});

/** Lucia sessions. `id` is the SHA-256 (hex) of the token the client holds: the token itself is never stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unix seconds, as the Lucia drizzle adapter expects. */
    expiresAt: integer('expires_at').notNull(),
    /**
     * Unix seconds: when an emailed code created this session. For a short while it may set a new password
     * without the old one (the "Forgot password?" path); setting a password clears it.
     */
    codeVerifiedAt: integer('code_verified_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time sign-in codes, stored as SHA-256 hashes. */
export const emailCodes = sqliteTable(
  'email_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: text('expires_at').notNull(),
    consumedAt: text('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.createdAt)],
);

/** Fixed-window counters for rate limits (per IP, per email); shared by every instance through the database. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Short-lived per-user locks (e.g. one mind dump at a time), safe across processes and Worker isolates. */
export const userLocks = sqliteTable(
  'user_locks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    acquiredAt: text('acquired_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

export const profiles = sqliteTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hasSeenIntro: integer('has_seen_intro', { mode: 'boolean' }).notNull().default(false),
  themePreference: text('theme_preference', { enum: ['light', 'dark', 'system'] })
    .notNull()
    .default('system'),
  userPosition: text('user_position'),
  userDepartment: text('user_department'),
  reportsTo: text('reports_to'),
  isManager: integer('is_manager', { mode: 'boolean' }).notNull().default(false),
  industry: text('industry'),
  role: text('role'),
  company: text('company'),
  currencyPreference: text('currency_preference').notNull().default('USD'),
  /** The default reminder time (HH:MM on the due date, the user's zone); null: no default reminder. */
  reminderTime: text('reminder_time'),
  updatedAt: updatedAt(),
});

export interface BenchmarkJson {
  percentage: number;
  description: string;
  dueDate?: string | null;
}

export const tasks = sqliteTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tag: text('tag').notNull().default('Unsorted'),
    progress: integer('progress').notNull().default(0),
    /** The latest progress note; the full history is task_notes. */
    notes: text('notes'),
    benchmarks: text('benchmarks', { mode: 'json' }).$type<BenchmarkJson[]>().notNull().default(sql`'[]'`),
    dependsOn: text('depends_on'),
    parentId: text('parent_id'),
    dueDate: text('due_date').notNull(),
    completedAt: text('completed_at'),
    sourceText: text('source_text'),
    dueText: text('due_text'),
    mindDumpId: text('mind_dump_id'),
    summaryId: text('summary_id'),
    /** The page the mind dump was sent from (kept with the task: the mind-dump history expires). */
    sourceUrl: text('source_url'),
    sourceTitle: text('source_title'),
    /**
     * The task's number within its creation day (the display id's last digits, shared `formatDisplayId`). Given
     * once, inside the insert's own statement, by the trigger `tasks_display_seq` (migration 0004): one more
     * than the highest of the user's tasks created that UTC day. 0 only asks the trigger for a number.
     */
    displaySeq: integer('display_seq').notNull().default(0),
    /** RFC 5545 RRULE text without the prefix, when the task recurs. */
    recurrence: text('recurrence'),
    /** When the task reminds its user (ISO instant), or null. */
    remindAt: text('remind_at'),
    /**
     * The `remindAt` whose notification one of the user's clients has shown (claimed through
     * POST /api/tasks/reminders/claim), so the others do not show it again; a moved reminder is a new one.
     */
    reminderShownFor: text('reminder_shown_for'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_user_created_idx').on(t.userId, t.createdAt),
    index('tasks_user_progress_due_idx').on(t.userId, t.progress, t.dueDate),
    index('tasks_user_tag_idx').on(t.userId, t.tag),
    index('tasks_user_parent_idx').on(t.userId, t.parentId),
    // (completed_at, id): the completed list's page order, so a page reads only its own rows.
    index('tasks_user_completed_idx').on(t.userId, t.completedAt, t.id),
    // Only the rows without a stored day number (legacy; normally none): every list asks whether the user has
    // one (hasUnnumberedTasks), and this answers it without reading the user's other rows.
    index('tasks_unnumbered_idx').on(t.userId).where(sql`${t.displaySeq} = 0`),
    // The tasks the user made themselves, newest first: the tag model's examples (services/task-feedback) are read
    // from these alone, however many extracted tasks the user has.
    index('tasks_user_own_idx').on(t.userId, t.createdAt).where(sql`${t.mindDumpId} is null`),
  ],
);

export const taskNotes = sqliteTable(
  'task_notes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    timeSavedMinutes: integer('time_saved_minutes').notNull().default(0),
    moneySaved: real('money_saved').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
  },
  (t) => [index('task_notes_user_task_idx').on(t.userId, t.taskId, t.createdAt)],
);

export const people = sqliteTable(
  'people',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('people_user_name_idx').on(t.userId, t.name)],
);

export const taskAssignees = sqliteTable(
  'task_assignees',
  {
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    personId: text('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.personId] }),
    index('task_assignees_user_idx').on(t.userId, t.personId),
  ],
);

export const summaryCards = sqliteTable(
  'summary_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicTitle: text('topic_title').notNull(),
    summaryContent: text('summary_content').notNull(),
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
    hasAnalysis: integer('has_analysis', { mode: 'boolean' }).notNull().default(false),
    analysisContent: text('analysis_content'),
    mindDumpId: text('mind_dump_id'),
    createdAt: createdAt(),
  },
  (t) => [index('summary_cards_user_archived_idx').on(t.userId, t.archived, t.createdAt)],
);

export const financialImpacts = sqliteTable(
  'financial_impacts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    sourceType: text('source_type', { enum: ['task_progress', 'task_completion'] }).notNull(),
    description: text('description').notNull().default(''),
    estimatedValue: real('estimated_value').notNull().default(0),
    realizedValue: real('realized_value').notNull().default(0),
    timeSavedMinutes: integer('time_saved_minutes').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
  },
  (t) => [
    index('financial_impacts_user_source_idx').on(t.userId, t.sourceId),
    index('financial_impacts_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const userTags = sqliteTable(
  'user_tags',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagName: text('tag_name').notNull(),
    tagColor: text('tag_color').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagName] })],
);

export const orgCharts = sqliteTable('org_charts', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  chartName: text('chart_name').notNull().default(ORG_CHART_TITLE),
  chartData: text('chart_data', { mode: 'json' }).notNull(),
  people: text('people', { mode: 'json' }).notNull().default(sql`'[]'`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface HistoryTaskJson {
  title: string;
  description: string;
  tag: string;
}

export const mindDumpHistory = sqliteTable(
  'mind_dump_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    summary: text('summary'),
    status: text('status', { enum: ['processing', 'done', 'failed'] })
      .notNull()
      .default('processing'),
    error: text('error'),
    source: text('source', { mode: 'json' }),
    /** Idempotency key sent by the extension's queue. */
    clientId: text('client_id'),
    tasksCreated: text('tasks_created', { mode: 'json' })
      .$type<HistoryTaskJson[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [
    // (created_at, id): the history's page order.
    index('mind_dump_history_user_created_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('mind_dump_history_user_client_idx').on(t.userId, t.clientId),
  ],
);

/**
 * What a user corrected on a task — a new tag, title or due date, or deleting a task a mind dump extracted.
 * The local AI learns this user's tags from it (services/task-feedback). The task may be gone: no foreign key.
 */
export const taskFeedback = sqliteTable(
  'task_feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    kind: text('kind', { enum: ['tag', 'title', 'due', 'delete'] }).notNull(),
    /** The task's title after the edit (before it, for a deletion). */
    title: text('title').notNull(),
    /** The task's tag after the edit. */
    tag: text('tag').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /** The task came from a mind dump (its extraction is what is being corrected). */
    extracted: integer('extracted', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('task_feedback_user_created_idx').on(t.userId, t.createdAt)],
);

/** What an undo puts back (see services/undo.ts): plain row images and column values, keyed by table name. */
export interface UndoPlanJson {
  topics: string[];
  remove: { table: string; key: Record<string, string> }[];
  insert: { table: string; rows: Record<string, unknown>[] }[];
  update: { table: string; key: Record<string, string>; set: Record<string, unknown> }[];
}

/** Short-lived undo records: the token a client holds is the id; only its own user can use it, once. */
export const undoActions = sqliteTable(
  'undo_actions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { mode: 'json' }).$type<UndoPlanJson>().notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('undo_actions_user_expires_idx').on(t.userId, t.expiresAt)],
);

/** The private calendar feed of a user: only the SHA-256 (hex) of the secret token in its address is stored. */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

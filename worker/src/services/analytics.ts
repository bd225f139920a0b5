/**
 * @module services/analytics — the dashboard's six stats, completed tasks by period and weekly trends, each
 * read in one round trip. The formulas are the domain's (estTimeGainsHours, avgTaskDurationDays, …); money is
 * totalled per currency (shared totalsByCurrency), never across currencies.
 */
import {
  addDaysIso,
  avgTaskDurationDays,
  type CompletedResponse,
  type CursorPosition,
  completedTotals,
  type DashboardResponse,
  decodeCursor,
  encodeCursor,
  estTimeGainsHours,
  type MoneyTotal,
  type Period,
  periodStart,
  type TrendsResponse,
  totalsByCurrency,
} from '@mynd/shared';
import { and, desc, eq, gte, inArray, lt, or, type Placeholder, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { financialImpacts, summaryCards, tasks, users } from '../db/schema.js';
import { currencyFrom, currencyQuery } from './user-context.js';

/** The user's realised value per stored currency code (the shared rule merges codes and orders them). */
const moneyByCurrencyQuery = (db: Db, userId: string) =>
  preparedItem(
    db,
    'analytics.moneyByCurrency',
    () =>
      db
        .select({
          currency: financialImpacts.currency,
          amount: sql<number>`coalesce(sum(${financialImpacts.realizedValue}), 0)`,
        })
        .from(financialImpacts)
        .where(eq(financialImpacts.userId, sql.placeholder('userId')))
        .groupBy(financialImpacts.currency),
    { userId },
  );

/**
 * The dashboard's counts as one row: scalar subqueries over the user's row (a signed-in user has one), so the
 * statement can be prepared like the others.
 */
const dashboardCountsQuery = (db: Db, userId: string) => {
  const user = sql.placeholder('userId');
  return preparedItem(
    db,
    'analytics.dashboardCounts',
    () =>
      db
        .select({
          topics: sql<number>`(select count(*) from ${summaryCards} where ${summaryCards.userId} = ${user}
            and ${summaryCards.archived} = 0)`,
          open: sql<number>`(select count(*) from ${tasks} where ${tasks.userId} = ${user} and ${tasks.progress} < 100)`,
          completed: sql<number>`(select count(*) from ${tasks} where ${tasks.userId} = ${user}
            and ${tasks.progress} = 100)`,
          minutes: sql<number>`(select coalesce(sum(${financialImpacts.timeSavedMinutes}), 0) from ${financialImpacts}
            where ${financialImpacts.userId} = ${user})`,
        })
        .from(users)
        .where(eq(users.id, user)),
    { userId },
  );
};

const openTaskTimesQuery = (db: Db, userId: string) =>
  preparedItem(
    db,
    'analytics.openTaskTimes',
    () =>
      db
        .select({ createdAt: tasks.createdAt })
        .from(tasks)
        .where(and(eq(tasks.userId, sql.placeholder('userId')), lt(tasks.progress, 100))),
    { userId },
  );

export async function dashboard(db: Db, userId: string, now: Date): Promise<DashboardResponse> {
  const [counts, money, openTasks, currency] = await db.batch([
    dashboardCountsQuery(db, userId),
    moneyByCurrencyQuery(db, userId),
    openTaskTimesQuery(db, userId),
    currencyQuery(db, userId),
  ]);
  const c = counts[0];
  const userCurrency = currencyFrom(currency);
  return {
    activeTopics: Number(c?.topics ?? 0),
    openTasks: Number(c?.open ?? 0),
    completedTasks: Number(c?.completed ?? 0),
    realizedGainsByCurrency: totalsByCurrency(money, userCurrency),
    currency: userCurrency,
    estTimeGainsHours: estTimeGainsHours(Number(c?.minutes ?? 0)),
    avgTaskDurationDays: avgTaskDurationDays(openTasks, now),
  };
}

/** Rows after the cursor's position in (sort key, id) descending order. */
export function afterCursor(
  key: SQLiteColumn,
  id: SQLiteColumn,
  position: CursorPosition | { at: Placeholder; id: Placeholder } | null,
) {
  if (!position) return undefined;
  return or(lt(key, position.at), and(eq(key, position.at), lt(id, position.id)));
}

/**
 * Tasks completed since the period's start with the money and time of their impacts: the totals of the whole
 * period (counted in SQL, never from one page) and one page of tasks, newest completion first, after `cursor`.
 * One round trip.
 */
export async function completedInPeriod(
  db: Db,
  userId: string,
  query: { period: Period; cursor?: string | undefined; limit: number },
  now: Date,
): Promise<CompletedResponse> {
  const { period, limit } = query;
  const start = periodStart(period, now)?.toISOString();
  const completed = and(
    eq(tasks.userId, userId),
    eq(tasks.progress, 100),
    start ? gte(tasks.completedAt, start) : undefined,
  );
  const position = query.cursor ? decodeCursor('completed', query.cursor) : null;
  const page = db
    .select({ id: tasks.id, title: tasks.title, tag: tasks.tag, completedAt: tasks.completedAt })
    .from(tasks)
    .where(and(completed, afterCursor(tasks.completedAt, tasks.id, position)))
    .orderBy(desc(tasks.completedAt), desc(tasks.id))
    .limit(limit + 1);
  const pageIds = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(completed, afterCursor(tasks.completedAt, tasks.id, position)))
    .orderBy(desc(tasks.completedAt), desc(tasks.id))
    .limit(limit + 1);
  const ofCompleted = and(eq(financialImpacts.userId, userId), completed);
  const [taskRows, impactRows, totalRows, moneyRows, currency] = await db.batch([
    page,
    db
      .select({
        taskId: financialImpacts.sourceId,
        currency: financialImpacts.currency,
        money: sql<number>`coalesce(sum(${financialImpacts.realizedValue}), 0)`,
        minutes: sql<number>`coalesce(sum(${financialImpacts.timeSavedMinutes}), 0)`,
      })
      .from(financialImpacts)
      .innerJoin(tasks, eq(tasks.id, financialImpacts.sourceId))
      .where(and(ofCompleted, inArray(financialImpacts.sourceId, pageIds)))
      .groupBy(financialImpacts.sourceId, financialImpacts.currency),
    db
      .select({
        count: sql<number>`(select count(*) from ${tasks} where ${completed})`,
        minutes: sql<number>`coalesce(sum(${financialImpacts.timeSavedMinutes}), 0)`,
      })
      .from(financialImpacts)
      .innerJoin(tasks, eq(tasks.id, financialImpacts.sourceId))
      .where(ofCompleted),
    db
      .select({
        currency: financialImpacts.currency,
        amount: sql<number>`coalesce(sum(${financialImpacts.realizedValue}), 0)`,
      })
      .from(financialImpacts)
      .innerJoin(tasks, eq(tasks.id, financialImpacts.sourceId))
      .where(ofCompleted)
      .groupBy(financialImpacts.currency),
    currencyQuery(db, userId),
  ]);
  const userCurrency = currencyFrom(currency);
  const byTask = new Map<string, typeof impactRows>();
  for (const r of impactRows) byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), r]);
  const shown = taskRows.slice(0, limit);
  const last = shown[shown.length - 1];
  const items = shown.map((t) => {
    const impacts = byTask.get(t.id) ?? [];
    return {
      id: t.id,
      title: t.title,
      tag: t.tag,
      completedAt: t.completedAt ?? '',
      moneySavedByCurrency: totalsByCurrency(
        impacts.map((i) => ({ currency: i.currency, amount: Number(i.money) })),
        userCurrency,
      ),
      timeSavedMinutes: impacts.reduce((sum, i) => sum + Number(i.minutes), 0),
    };
  });
  const totals = completedTotals(
    {
      tasks: Number(totalRows[0]?.count ?? 0),
      money: moneyRows.map((m) => ({ currency: m.currency, amount: Number(m.amount) })),
      minutes: Number(totalRows[0]?.minutes ?? 0),
    },
    userCurrency,
  );
  return {
    period,
    totals: {
      tasks: totals.count,
      moneySavedByCurrency: totals.moneySavedByCurrency,
      timeSavedHours: totals.hours,
    },
    currency: userCurrency,
    items,
    nextCursor:
      taskRows.length > limit && last?.completedAt
        ? encodeCursor('completed', { at: last.completedAt, id: last.id })
        : null,
  };
}

/** The Monday (UTC) of the ISO week containing `date`, as YYYY-MM-DD. */
export function isoWeekStart(date: Date): string {
  const day = date.toISOString().slice(0, 10);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday = 0
  return addDaysIso(day, -weekday);
}

/** Per ISO week (oldest first, the current week last): tasks completed, money and hours saved. */
export async function trends(db: Db, userId: string, weeks: number, now: Date): Promise<TrendsResponse> {
  const first = addDaysIso(isoWeekStart(now), -7 * (weeks - 1));
  const from = `${first}T00:00:00.000Z`;
  const [done, impacts, currency] = await db.batch([
    db
      .select({ completedAt: tasks.completedAt })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.progress, 100), gte(tasks.completedAt, from))),
    db
      .select({
        createdAt: financialImpacts.createdAt,
        currency: financialImpacts.currency,
        money: financialImpacts.realizedValue,
        minutes: financialImpacts.timeSavedMinutes,
      })
      .from(financialImpacts)
      .where(and(eq(financialImpacts.userId, userId), gte(financialImpacts.createdAt, from))),
    currencyQuery(db, userId),
  ]);
  const points = Array.from({ length: weeks }, (_, i) => ({
    weekStart: addDaysIso(first, 7 * i),
    tasksCompleted: 0,
    money: [] as MoneyTotal[],
    minutes: 0,
  }));
  const index = new Map(points.map((p, i) => [p.weekStart, i]));
  const pointAt = (instant: string | null) => {
    const date = instant ? new Date(instant) : null;
    return date && !Number.isNaN(date.getTime()) ? points[index.get(isoWeekStart(date)) ?? -1] : undefined;
  };
  for (const t of done) {
    const p = pointAt(t.completedAt);
    if (p) p.tasksCompleted++;
  }
  for (const f of impacts) {
    const p = pointAt(f.createdAt);
    if (p) {
      p.money.push({ currency: f.currency, amount: f.money });
      p.minutes += f.minutes;
    }
  }
  const userCurrency = currencyFrom(currency);
  return {
    currency: userCurrency,
    points: points.map((p) => ({
      weekStart: p.weekStart,
      tasksCompleted: p.tasksCompleted,
      moneySavedByCurrency: totalsByCurrency(p.money, userCurrency),
      timeSavedHours: estTimeGainsHours(p.minutes),
    })),
  };
}

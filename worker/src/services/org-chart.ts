/**
 * @module services/org-chart — one organisation chart per user (JSON, MD or TXT, parsed by the domain's
 * parseOrgChart), and syncing its people into the user's people.
 */
import {
  findPersonInChart,
  namesToAdd,
  ORG_CHART_TITLE,
  type OrgChart,
  type OrgPerson,
  parseOrgChart,
} from '@mynd/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orgCharts, people, profiles, users } from '../db/schema.js';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';

export const NO_PEOPLE_MESSAGE =
  'No People Found: the file names no people. List them under "employees", "people", "team" or "departments" (JSON), or one per heading or bullet line (MD, TXT).';
export const NO_ORG_CHART_MESSAGE = 'No org chart uploaded yet. Upload one first.';

function toOrgChart(row: typeof orgCharts.$inferSelect): OrgChart {
  return {
    id: row.id,
    chartName: row.chartName,
    chartData: row.chartData,
    people: (row.people as OrgPerson[]) ?? [],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function getOrgChart(db: Db, userId: string): Promise<OrgChart | null> {
  const [row] = await db.select().from(orgCharts).where(eq(orgCharts.userId, userId)).limit(1);
  return row ? toOrgChart(row) : null;
}

/** Parses and stores the user's chart, replacing the previous one (upsert_org_chart). */
export async function saveOrgChart(
  db: Db,
  userId: string,
  input: { fileName: string; content: string; chartName?: string | undefined },
  now: Date,
): Promise<OrgChart> {
  const parsed = parseOrgChart(input.fileName, input.content);
  if (!parsed.ok) throw new ValidationError(parsed.error);
  if (parsed.people.length === 0) throw new ValidationError(NO_PEOPLE_MESSAGE);
  const at = now.toISOString();
  const chartName = input.chartName || ORG_CHART_TITLE;
  const [row] = await db
    .insert(orgCharts)
    .values({
      id: newId(),
      userId,
      chartName,
      chartData: parsed.chartData,
      people: parsed.people,
      createdAt: at,
    })
    .onConflictDoUpdate({
      target: orgCharts.userId,
      set: { chartName, chartData: parsed.chartData, people: parsed.people },
    })
    .returning();
  return toOrgChart(row!);
}

/** delete_org_chart: 404 when there is none. */
export async function deleteOrgChart(db: Db, userId: string): Promise<void> {
  const deleted = await db
    .delete(orgCharts)
    .where(eq(orgCharts.userId, userId))
    .returning({ id: orgCharts.id });
  if (deleted.length === 0) throw new NotFoundError(NO_ORG_CHART_MESSAGE);
}

/** The user's own entry: by email, else by the profile's position (a role, then a name containing it). */
export function findMe(
  chartPeople: readonly OrgPerson[],
  email: string | null,
  position: string | null,
): OrgPerson | null {
  const byEmail = email
    ? (chartPeople.find((p) => p.email?.trim().toLowerCase() === email.trim().toLowerCase()) ?? null)
    : null;
  if (byEmail) return byEmail;
  const pos = position?.trim().toLowerCase();
  if (!pos) return null;
  return chartPeople.find((p) => p.role?.trim().toLowerCase() === pos) ?? findPersonInChart(chartPeople, pos);
}

/** Finds the user in the chart and adds the chart's other people not already among the user's people. */
export async function syncOrgChart(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ added: string[]; me: OrgPerson | null }> {
  const [charts, existing, profileRows, userRows] = await db.batch([
    db.select().from(orgCharts).where(eq(orgCharts.userId, userId)).limit(1),
    db.select({ name: people.name }).from(people).where(eq(people.userId, userId)),
    db.select({ position: profiles.userPosition }).from(profiles).where(eq(profiles.userId, userId)).limit(1),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const chart = charts[0];
  if (!chart) throw new NotFoundError(NO_ORG_CHART_MESSAGE);
  const chartPeople = (chart.people as OrgPerson[]) ?? [];
  if (chartPeople.length === 0) throw new ValidationError(NO_PEOPLE_MESSAGE);
  const me = findMe(chartPeople, userRows[0]?.email ?? null, profileRows[0]?.position ?? null);
  // Not the user themself, and no near-duplicate of a person already there (shared namesToAdd).
  const added = namesToAdd(
    existing.map((p) => p.name),
    chartPeople,
    me,
  ).map((name) => name.slice(0, 100));
  if (added.length > 0) {
    const at = now.toISOString();
    await db.insert(people).values(added.map((name) => ({ id: newId(), userId, name, createdAt: at })));
  }
  return {
    added,
    me,
  };
}

/** @module Organisation charts: accepted files, parsing into people, finding the user and syncing names. */
import { parseJsonOrgChart } from './org-chart-json.js';
import type { OrgPerson } from './org-chart-people.js';
import { parseTextOrgChart } from './org-chart-text.js';
import { firstNameOnly, isSamePersonName, personNameWords } from './person-names.js';

export type { OrgPerson };

export const ORG_CHART_EXTENSIONS = ['.json', '.md', '.txt'] as const;
export const UNSUPPORTED_ORG_CHART_MESSAGE = 'Unsupported file format. Please use JSON, MD, or TXT files.';
/** The settings section's title, and the name of a chart uploaded without one. */
export const ORG_CHART_TITLE = 'Organization Chart';
export const EMPTY_ORG_CHART_MESSAGE = 'The org chart file is empty.';
export const INVALID_JSON_ORG_CHART_MESSAGE = 'The org chart file is not valid JSON.';
export const USER_NOT_IN_CHART_MESSAGE =
  'Could not find your position in the org chart. Please update manually.';

export type OrgChartParseResult =
  | { ok: true; chartData: unknown; people: OrgPerson[] }
  | { ok: false; error: string };

export type OrgChartFormat = 'json' | 'md' | 'txt';

/** The format of a file by its extension (case-insensitive), or null when it is not accepted. */
export function orgChartFormat(fileName: string): OrgChartFormat | null {
  const lower = fileName.trim().toLowerCase();
  const ext = ORG_CHART_EXTENSIONS.find((e) => lower.endsWith(e));
  return ext ? (ext.slice(1) as OrgChartFormat) : null;
}

/**
 * Reads an uploaded chart. JSON keeps the parsed document as `chartData`; MD and TXT keep
 * `{ format: 'text', content, departments }`. A chart with no recognisable people is still accepted
 * (`people: []`) — the sync step reports "No People Found".
 */
export function parseOrgChart(fileName: string, content: string): OrgChartParseResult {
  const format = orgChartFormat(fileName);
  if (!format) return { ok: false, error: UNSUPPORTED_ORG_CHART_MESSAGE };
  if (content.trim() === '') return { ok: false, error: EMPTY_ORG_CHART_MESSAGE };
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch {
      return { ok: false, error: INVALID_JSON_ORG_CHART_MESSAGE };
    }
    return { ok: true, chartData: data, people: parseJsonOrgChart(data) };
  }
  const { departments, people } = parseTextOrgChart(content);
  return { ok: true, chartData: { format: 'text', content, departments }, people };
}

/** The first person whose name (or email) contains `query`, case-insensitively; null when none or blank. */
export function findPersonInChart(people: readonly OrgPerson[], query: string): OrgPerson | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  return (
    people.find((p) => p.name.toLowerCase().includes(q)) ??
    people.find((p) => p.email?.toLowerCase().includes(q)) ??
    null
  );
}

/**
 * Chart names to add as people, each once, in chart order: not the user themself (`me`), and not a name that is
 * already a person or earlier in the chart by the shared rule `isSamePersonName` ("Dr. Sarah Chen (CTO)" is
 * "Sarah Chen"). A lone first name ("Sarah") is the same as a full name starting with it only when exactly one
 * full name, among the people and the chart, starts with it; otherwise they stay different people.
 */
export function namesToAdd(
  existing: readonly string[],
  chartPeople: readonly OrgPerson[],
  me?: OrgPerson | null,
): string[] {
  const everyone = [...existing, ...chartPeople.map((p) => p.name)];
  const fullNamesStarting = (first: string) =>
    new Set(
      everyone
        .map(personNameWords)
        .filter((w) => w.length > 1 && w[0] === first)
        .map((w) => w.join(' ')),
    ).size;
  const same = (a: string, b: string) => {
    if (!isSamePersonName(a, b)) return false;
    if (!firstNameOnly(a, b)) return true;
    const first = personNameWords(a)[0]!;
    return fullNamesStarting(first) === 1;
  };
  const known = existing.map((n) => n.trim()).filter(Boolean);
  const added: string[] = [];
  for (const person of chartPeople) {
    const name = person.name.trim();
    if (!name || person === me || (me && same(name, me.name))) continue;
    if (known.some((k) => same(k, name))) continue;
    known.push(name);
    added.push(name);
  }
  return added;
}

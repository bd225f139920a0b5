/** @module Reading people out of a JSON org chart, whatever its nesting. */
import { compactPerson, OrgPeople, type OrgPerson } from './org-chart-people.js';

type Json = Record<string, unknown>;
type Context = { department?: string; reportsTo?: string };

/** Keys that hold lists of people (or, for departments, of groups of people). */
const PEOPLE_KEYS = ['employees', 'people', 'team', 'members', 'staff'] as const;
const NESTED_REPORT_KEYS = [
  'directReports',
  'direct_reports',
  'reports',
  'children',
  'subordinates',
] as const;
const MAX_DEPTH = 32;
const MAX_PEOPLE = 10_000;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function first(obj: Json, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = text(obj[key]);
    if (value) return value;
  }
  return undefined;
}

/** name, fullName, employee_name, or first + last name. */
export function personName(obj: Json): string | undefined {
  const direct = first(obj, ['name', 'fullName', 'full_name', 'employee_name', 'employeeName']);
  if (direct) return direct;
  const given = first(obj, ['firstName', 'first_name']);
  const family = first(obj, ['lastName', 'last_name']);
  return [given, family].filter(Boolean).join(' ') || undefined;
}

function nameOf(v: unknown): string | undefined {
  return isObject(v) ? personName(v) : text(v);
}

function level(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

const hasPeopleKeys = (obj: Json) =>
  [...PEOPLE_KEYS, 'departments'].some((k) => Array.isArray(obj[k]) || isObject(obj[k]));
const hasPersonFields = (obj: Json) =>
  ['role', 'title', 'position', 'jobTitle', 'email', 'reportsTo', 'manager'].some(
    (k) => obj[k] !== undefined,
  );

/** An object is a person when it has a name and is not merely a named container of people. */
function isPerson(obj: Json): boolean {
  return personName(obj) !== undefined && (!hasPeopleKeys(obj) || hasPersonFields(obj));
}

class JsonWalker {
  readonly people = new OrgPeople();
  private count = 0;

  walk(node: unknown, ctx: Context, depth: number): void {
    if (depth > MAX_DEPTH || this.count > MAX_PEOPLE) return;
    if (Array.isArray(node)) {
      for (const item of node) this.walk(item, ctx, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    if (isPerson(node)) {
      this.person(node, ctx, depth);
      return;
    }
    this.container(node, ctx, depth);
  }

  private person(obj: Json, ctx: Context, depth: number): void {
    const name = personName(obj)!;
    const department = first(obj, ['department', 'dept', 'division']) ?? ctx.department;
    const reports = NESTED_REPORT_KEYS.flatMap((k) => (Array.isArray(obj[k]) ? (obj[k] as unknown[]) : []));
    const directReports = reports.map(nameOf).filter((n): n is string => Boolean(n));
    this.count++;
    this.people.add(
      compactPerson({
        name,
        role: first(obj, ['role', 'title', 'position', 'jobTitle', 'job_title']),
        department,
        reportsTo: nameOf(obj.reportsTo) ?? nameOf(obj.reports_to) ?? nameOf(obj.manager) ?? ctx.reportsTo,
        directReports: directReports.length ? directReports : undefined,
        email: first(obj, ['email', 'mail']),
        level: level(obj.level),
      }),
    );
    const below: Context = { department, reportsTo: name };
    // Reports named only by a string are still people in the chart.
    for (const r of reports) {
      if (isObject(r)) this.walk(r, below, depth + 1);
      else if (text(r)) this.people.add(compactPerson({ name: text(r)!, department, reportsTo: name }));
    }
    for (const key of PEOPLE_KEYS) this.walk(obj[key], below, depth + 1);
  }

  private container(obj: Json, ctx: Context, depth: number): void {
    const department = first(obj, ['department', 'departmentName', 'dept']) ?? ctx.department;
    const here: Context = { ...ctx, department };
    for (const [key, value] of Object.entries(obj)) {
      if (key === 'departments') this.departments(value, here, depth + 1);
      else if (Array.isArray(value) || isObject(value)) this.walk(value, here, depth + 1);
    }
  }

  /** departments: a list of `{ name, members | employees | … }`, or an object keyed by department name. */
  private departments(value: unknown, ctx: Context, depth: number): void {
    if (Array.isArray(value)) {
      for (const dept of value) {
        if (!isObject(dept)) continue;
        const name = first(dept, ['name', 'department', 'title']) ?? ctx.department;
        const inner: Context = { ...ctx, department: name };
        const head = dept.head ?? dept.manager ?? dept.lead;
        if (isObject(head)) this.walk(head, inner, depth + 1);
        else if (text(head)) this.people.add(compactPerson({ name: text(head)!, department: name }));
        for (const [key, v] of Object.entries(dept)) {
          if (['head', 'manager', 'lead'].includes(key)) continue;
          if (Array.isArray(v) || isObject(v)) this.walk(v, inner, depth + 1);
        }
      }
    } else if (isObject(value)) {
      for (const [name, members] of Object.entries(value))
        this.walk(members, { ...ctx, department: name }, depth + 1);
    }
  }
}

/** Every person found in a parsed JSON chart, in document order, each name once. */
export function parseJsonOrgChart(data: unknown): OrgPerson[] {
  const walker = new JsonWalker();
  walker.walk(data, {}, 0);
  return walker.people.list();
}

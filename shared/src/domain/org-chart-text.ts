/** @module Reading people out of a Markdown or plain-text org chart (headings and bullet lines). */
import { compactPerson, OrgPeople, type OrgPerson } from './org-chart-people.js';

const HEADING_RE = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const BULLET_RE = /^(\s*)(?:[-*+•]|\d+[.)])\s+(.+)$/;
/** "Engineering:" on its own line is a department heading in plain text. */
const LABEL_RE = /^\s*([^\s:][^:]{0,60}):\s*$/;
const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** Separators between a name and a role: "Jane Doe — CTO", "Jane Doe - CTO", "Jane Doe: CTO", "Jane Doe, CTO", "Jane Doe | CTO". */
const SEPARATOR_RE = /\s+[—–-]\s+|\s*:\s+|\s*,\s+|\s+\|\s+/;
const MAX_NAME_WORDS = 6;

const clean = (s: string) => s.replace(/\*\*|__|`/g, '').trim();

/** A name is 1–6 words starting with a letter; longer text is prose, not a person. */
function looksLikeName(s: string): boolean {
  const words = s.split(/\s+/);
  return words.length <= MAX_NAME_WORDS && /^\p{L}/u.test(s) && s.length <= 80;
}

/** Splits "Jane Doe — CTO (jane@x.com)" into name, role and email. */
export function parsePersonLine(line: string): Omit<OrgPerson, 'department' | 'reportsTo'> | null {
  let rest = clean(line);
  const email = EMAIL_RE.exec(rest)?.[0];
  if (email)
    rest = rest
      .replace(email, '')
      .replace(/[<([]\s*[>)\]]/g, '')
      .trim();
  let name = rest;
  let role: string | undefined;
  const paren = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(rest);
  const sep = SEPARATOR_RE.exec(rest);
  if (sep && sep.index > 0) {
    name = rest.slice(0, sep.index);
    role = rest.slice(sep.index + sep[0].length);
  } else if (paren?.[1] && paren[2]) {
    name = paren[1];
    role = paren[2];
  }
  name = name.replace(/[\s,;:—–-]+$/, '').trim();
  role = role?.replace(/^[\s,;:—–-]+|[\s,;:—–-]+$/g, '').trim() || undefined;
  if (!name || !looksLikeName(name)) return null;
  return compactPerson({ name, role, email });
}

/**
 * Headings (and "Label:" lines) name departments; bullet lines are people of the current department.
 * A bullet indented under another reports to it. A level-1 heading is the chart's title when the
 * document also has deeper headings.
 */
export function parseTextOrgChart(content: string): { departments: string[]; people: OrgPerson[] } {
  const lines = content.split(/\r?\n/);
  const hasSubHeadings = lines.some((l) => /^\s{0,3}#{2,6}\s/.test(l));
  const departments: string[] = [];
  const people = new OrgPeople();
  let department: string | undefined;
  let stack: { indent: number; name: string }[] = [];

  for (const line of lines) {
    const heading = HEADING_RE.exec(line);
    const label = heading ? null : LABEL_RE.exec(line);
    if (heading?.[1] && heading[2]) {
      stack = [];
      if (heading[1].length === 1 && hasSubHeadings) continue;
      department = clean(heading[2]);
      if (!departments.includes(department)) departments.push(department);
      continue;
    }
    if (label?.[1] && !BULLET_RE.test(line)) {
      stack = [];
      department = clean(label[1]);
      if (!departments.includes(department)) departments.push(department);
      continue;
    }
    const bullet = BULLET_RE.exec(line);
    if (!bullet || bullet[2] === undefined) continue;
    const indent = (bullet[1] ?? '').replace(/\t/g, '    ').length;
    const person = parsePersonLine(bullet[2]);
    if (!person) continue;
    while (stack.length && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const manager = stack[stack.length - 1]?.name;
    people.add(compactPerson({ ...person, department, reportsTo: manager }));
    if (manager) people.add({ name: manager, directReports: [person.name] });
    stack.push({ indent, name: person.name });
  }
  return { departments, people: people.list() };
}

/**
 * @module scripts/eval/compare — one run's counts per data set, kept in a file (`--save`), and what moved against
 * such a file (`--compare`): per set the change in matched and false tasks, right dates, tags and people, and dates
 * given where the row has none. A set is better when matched − false + due + tag + people − leaks rose. Counts,
 * not percentages, so a pooled figure over many sets is exact and a one-row change is visible.
 */
import type { CaseScore } from './score.js';

/** The counts of one data set in one run. */
export interface SetCounts {
  dumps: number;
  matched: number;
  produced: number;
  expected: number;
  dueOk: number;
  dueTotal: number;
  tagOk: number;
  tagTotal: number;
  peopleOk: number;
  peopleTotal: number;
  undatedLeaks: number;
  undatedTotal: number;
}

/** What `--save` writes: the counts by data set (its file name). */
export type SavedRun = Record<string, SetCounts>;

const COUNT_KEYS = [
  'matched',
  'produced',
  'expected',
  'dueOk',
  'dueTotal',
  'tagOk',
  'tagTotal',
  'peopleOk',
  'peopleTotal',
  'undatedLeaks',
  'undatedTotal',
] as const;

export function setCounts(scores: readonly CaseScore[]): SetCounts {
  const counts: SetCounts = {
    dumps: scores.length,
    matched: 0,
    produced: 0,
    expected: 0,
    dueOk: 0,
    dueTotal: 0,
    tagOk: 0,
    tagTotal: 0,
    peopleOk: 0,
    peopleTotal: 0,
    undatedLeaks: 0,
    undatedTotal: 0,
  };
  for (const score of scores) for (const key of COUNT_KEYS) counts[key] += score[key];
  return counts;
}

/** The sum of several sets' counts (the pooled figures). */
export function poolCounts(sets: readonly SetCounts[]): SetCounts {
  const pooled = setCounts([]);
  for (const set of sets) {
    pooled.dumps += set.dumps;
    for (const key of COUNT_KEYS) pooled[key] += set[key];
  }
  return pooled;
}

const percent = (ok: number, total: number) => (total === 0 ? 100 : (100 * ok) / total).toFixed(1);

/** "F1 / due / tag / people, leaks N (matched/produced/expected)", the line every figure table quotes. */
export function formatCounts(c: SetCounts): string {
  const f1 = c.produced + c.expected === 0 ? 100 : (200 * c.matched) / (c.produced + c.expected);
  return `${f1.toFixed(1)} / ${percent(c.dueOk, c.dueTotal)} / ${percent(c.tagOk, c.tagTotal)} / ${percent(c.peopleOk, c.peopleTotal)}  leaks ${c.undatedLeaks}  (${c.matched}/${c.produced}/${c.expected})`;
}

export interface SetChange {
  set: string;
  matched: number;
  false: number;
  due: number;
  tag: number;
  people: number;
  leaks: number;
  /** matched − false + due + tag + people − leaks: above 0 better, below 0 worse. */
  net: number;
}

/** The sets whose counts moved between a saved run and this one (sets in only one of them are left out). */
export function compareRuns(before: SavedRun, after: SavedRun): SetChange[] {
  const changes: SetChange[] = [];
  for (const [set, now] of Object.entries(after)) {
    const was = before[set];
    if (!was) continue;
    const change = {
      set,
      matched: now.matched - was.matched,
      false: now.produced - now.matched - (was.produced - was.matched),
      due: now.dueOk - was.dueOk,
      tag: now.tagOk - was.tagOk,
      people: now.peopleOk - was.peopleOk,
      leaks: now.undatedLeaks - was.undatedLeaks,
    };
    const net = change.matched - change.false + change.due + change.tag + change.people - change.leaks;
    if (Object.values(change).some((v) => typeof v === 'number' && v !== 0)) changes.push({ ...change, net });
  }
  return changes;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export function formatChanges(changes: readonly SetChange[]): string {
  const rows = changes.map(
    (c) =>
      `  ${c.set}: matched ${signed(c.matched)} false ${signed(c.false)} due ${signed(c.due)} tag ${signed(c.tag)} people ${signed(c.people)} leaks ${signed(c.leaks)}`,
  );
  const better = changes.filter((c) => c.net > 0).length;
  const worse = changes.filter((c) => c.net < 0).length;
  return [
    ...rows,
    `  sets better ${better}, worse ${worse}, moved without a net change ${changes.length - better - worse}`,
  ].join('\n');
}

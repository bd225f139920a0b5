/**
 * @module scripts/eval/compare — one run's counts per data set, kept in a file (`--save`), and what moved against
 * such a file (`--compare`): per set the change in matched and false tasks, right dates, tags and people, and dates
 * given where the row has none. A set is better when matched − false + due + tag + people − leaks rose. Counts,
 * not percentages, so a one-row change is visible.
 */
import type { Totals } from './score.js';

/** The counts of one data set in one run (what `--save` keeps of its totals). */
export type SetCounts = Pick<
  Totals,
  | 'matched'
  | 'produced'
  | 'expected'
  | 'dueOk'
  | 'dueTotal'
  | 'tagOk'
  | 'tagTotal'
  | 'peopleOk'
  | 'peopleTotal'
  | 'undatedLeaks'
  | 'undatedTotal'
>;

/** What `--save` writes: the counts by data set (its file name). */
export type SavedRun = Record<string, SetCounts>;

export function countsOf(t: Totals): SetCounts {
  const { matched, produced, expected, dueOk, dueTotal, tagOk, tagTotal, peopleOk, peopleTotal } = t;
  const { undatedLeaks, undatedTotal } = t;
  return {
    matched,
    produced,
    expected,
    dueOk,
    dueTotal,
    tagOk,
    tagTotal,
    peopleOk,
    peopleTotal,
    undatedLeaks,
    undatedTotal,
  };
}

const pct = (x: number) => (100 * x).toFixed(1);

/** "F1 / due / tag / people  leaks N  (matched/produced/expected)", the line every figure table quotes. */
export function formatTotals(t: Totals): string {
  return `${pct(t.f1)} / ${pct(t.dueAccuracy)} / ${pct(t.tagAccuracy)} / ${pct(t.peopleAccuracy)}  leaks ${t.undatedLeaks}  (${t.matched}/${t.produced}/${t.expected})`;
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

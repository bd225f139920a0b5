/**
 * @module Task matching: is a newly extracted task one the user already has open? A topic's "Create Task(s)" and
 * a later dump that repeats a task must link to the open task instead of copying it. Titles decide: the same
 * words (case, punctuation and articles aside), or keyword stems that overlap almost entirely.
 */
import { memoize } from './memo.js';
import { keywordStems } from './similarity.js';

/** Stem overlap (Jaccard) at or above which two titles name the same task. */
export const TASK_MATCH_THRESHOLD = 0.8;
/** Fewer stems than this on either side and only an exact (normalised) title matches: "Taxes" ≠ "File taxes". */
export const TASK_MATCH_MIN_STEMS = 2;

export type MatchableTask = { id: string; title: string };

/** Lowercase, punctuation to spaces, articles dropped, whitespace collapsed. */
export function normaliseTaskTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w && w !== 'a' && w !== 'an' && w !== 'the')
    .join(' ');
}

type Prepared = { readonly normal: string; readonly stems: ReadonlySet<string> };

/** Memoised like keywordStems: a dump matches its new titles against the same open titles every time. */
const prepare = memoize(
  (title): Prepared => ({ normal: normaliseTaskTitle(title), stems: keywordStems(title) }),
);

function score(a: Prepared, b: Prepared): number {
  if (a.normal && a.normal === b.normal) return 1;
  if (a.stems.size < TASK_MATCH_MIN_STEMS || b.stems.size < TASK_MATCH_MIN_STEMS) return 0;
  let shared = 0;
  for (const s of a.stems) if (b.stems.has(s)) shared++;
  return shared / (a.stems.size + b.stems.size - shared);
}

/** 0..1: 1 for the same normalised title, else the Jaccard share of the titles' keyword stems. */
export function taskTitleSimilarity(a: string, b: string): number {
  return score(prepare(a), prepare(b));
}

/**
 * A matcher over the user's open tasks: `match(title)` answers the most similar one at or above the threshold
 * (null when none); `add(task)` makes a task created in the same batch matchable too, so a topic listing the same
 * task twice yields one. Titles are prepared once, so matching n new tasks against m open ones is O(n·m) set checks.
 */
export function openTaskMatcher<T extends MatchableTask>(openTasks: readonly T[]) {
  const prepared = openTasks.map((task) => ({ task, p: prepare(task.title) }));
  return {
    match(title: string): T | null {
      const p = prepare(title);
      let best: { task: T; s: number } | null = null;
      for (const entry of prepared) {
        const s = score(p, entry.p);
        if (s >= TASK_MATCH_THRESHOLD && (!best || s > best.s)) best = { task: entry.task, s };
      }
      return best?.task ?? null;
    },
    add(task: T): void {
      prepared.push({ task, p: prepare(task.title) });
    },
  };
}

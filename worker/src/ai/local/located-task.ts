/**
 * @module ai/local/located-task — a task as the extractor builds it: the public task and the segment (sentence or
 * list item) it came from. Its own module so the readers that merge tasks (said-again.ts) and the topics need not
 * import extract.ts, which imports them.
 */
import type { ExtractedTask } from '../types.js';

export interface LocatedTask extends ExtractedTask {
  /** Index of the segment (sentence / list item) it came from. */
  segment: number;
}

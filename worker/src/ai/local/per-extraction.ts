/**
 * @module ai/local/per-extraction — what one extraction reads from the same text again and again, read once. A
 * dump's clause is asked for its dates (whether it names one, whether it opens with one, its due date), its
 * people and its words (every tag's score) by several rules: the bench's 1,000-character dump read 23 texts for
 * dates 75 times, 31 texts for words 158 times and 10 texts for people 33 times. Inside `withTextsRemembered`,
 * a function made by `rememberedPerText` computes each text's answer once; outside it, every call computes.
 * Memory lasts one extraction only: nothing is kept between dumps. A text is read as its own compact copy
 * (ai/local/compact-text: patterns run faster on it).
 */
import { compactText } from './compact-text.js';

let memory: Map<object, Map<string, readonly unknown[]>> | undefined;

/** Counts for tests: answers asked for from remembered functions, and answers computed. */
export const perExtractionStats = { asked: 0, computed: 0 };

/** Runs `extract` with each remembered function's answers kept until it returns (nested runs share them). */
export function withTextsRemembered<T>(extract: () => T): T {
  if (memory) return extract();
  memory = new Map();
  try {
    return extract();
  } finally {
    memory = undefined;
  }
}

/**
 * `read` (a pure function of its arguments, whose answer's items nobody changes) with its answers kept per
 * extraction under `keyOf`'s key: each call gets an array of its own, so a caller may sort or extend it.
 */
export function rememberedPerText<A extends unknown[], R>(
  read: (...args: A) => R[],
  keyOf: (...args: A) => string,
): (...args: A) => R[] {
  return (...args) => {
    perExtractionStats.asked++;
    if (!memory) {
      perExtractionStats.computed++;
      return read(...args);
    }
    let answers = memory.get(read);
    if (!answers) {
      answers = new Map();
      memory.set(read, answers);
    }
    const key = keyOf(...args);
    let answer = answers.get(key) as readonly R[] | undefined;
    if (!answer) {
      perExtractionStats.computed++;
      const [first, ...rest] = args;
      answer = typeof first === 'string' ? read(...([compactText(first), ...rest] as A)) : read(...args);
      answers.set(key, answer);
    }
    return answer.slice();
  };
}

/**
 * @module A dictated name put right, where the speaker says more than the one name again: the title before it
 * ("Khun Somchai, sorry, Khun Somsak"), the full name after the aside ("Ken — sorry, Ben — Ben Lefèvre"), or the
 * wrong name twice ("Farhan, not Farhan, I mean Faraz"). The span to blank, so only the meant name is left.
 */

import { HESITATION_WORDS } from './lexicon.js';

const HESITATION = String.raw`(?:(?:${HESITATION_WORDS})[\s,]+)?`;

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
}

/**
 * From the wrong name at `from` to the end of the marker at `markerEnd` (the name meant, `after`, comes next), widened
 * over what the speaker says again: the span to blank.
 */
export function nameCorrectionSpan(
  text: string,
  from: number,
  markerEnd: number,
  after: string,
): { start: number; end: number } {
  let start = from;
  const said = /^[\p{L}']+/u.exec(text.slice(from))?.[0] ?? '';
  const head = text.slice(0, from);
  // "Farhan uh not Farhan I mean Faraz": the first saying goes with the second.
  const twice = new RegExp(`(?<![\\p{L}])${escaped(said)}[\\s,]+${HESITATION}not[\\s,]+$`, 'iu').exec(head);
  if (said && twice) start = twice.index;
  // "Khun Somchai, sorry, Khun Somsak": the title is said again with the name meant.
  const title = new RegExp(`(?<![\\p{L}])${escaped(after)}\\s+$`, 'u').exec(text.slice(0, start));
  if (title) start = title.index;
  // "Ken — sorry, Ben — Ben Lefèvre": the name meant, said again in full once the aside is closed, or at once
  // ("ring Ken sorry Ben Ben from payroll").
  const rest = text.slice(markerEnd + after.length);
  const again = new RegExp(`^(?:\\s*(?:[—–,]|--?))?\\s+(?=${escaped(after)}(?![\\p{L}]))`, 'u').exec(rest);
  const end = again ? markerEnd + after.length + again[0].length : markerEnd;
  return { start, end };
}

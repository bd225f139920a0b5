/**
 * @module ai/local/done-after-dash — a list item that its own dash or arrow closes as done, by when it was done or by its
 * verb made past: "Calibrate the scale -> done Monday", "pay the water bill — paid 22/11".
 */
import { ITEM_BOX, LIST_MARK } from './bullets.js';
import { WEEKDAY_NAME } from './dates.js';
import { ACTION_VERBS, PASSIVE_TO_VERB } from './lexicon.js';

/**
 * An item closed after its dash or arrow by when it was done: "Calibrate the scale -> done Monday", "renew the permit —
 * done 20/11", or by its own verb made past, "pay the water bill — paid 22/11", "order the filters → ordered yesterday".
 * A comma closes it too: "collect the tiles, DONE", "ring the vet, rang yesterday". Either way the item is one sentence: a
 * paragraph that ends in "done" is not one item.
 * ("- done by Friday" is a deadline, and "pay the bill - paid by card" says how, so only a day or a past time follows.)
 */
const DONE_AFTER_DASH = new RegExp(
  String.raw`^\s*(?:${LIST_MARK}\s*)?(?:${ITEM_BOX}\s*)?(\p{L}+)\b(?:[^\n.!?]|[.!?](?=\S))*?(?:\s(?:[-–—:]|-+>|→|=>)|(,))\s*(\p{L}+)(?:\s+(?:on\s+)?(?:${WEEKDAY_NAME}|\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|the\s+\d{1,2}(?:st|nd|rd|th)|yesterday|last night|this morning|earlier(?: today)?|already))?\s*[.!✔✓✅]*\s*$`,
  'iu',
);

/** The words that open a clause with its own subject or a request, not a bare job. */
const CLAUSE_OPENER =
  /^(?:i|we|you|u|he|she|they|it|this|that|there|can|could|would|will|pls|please|kindly|notes?|update|fyi|so|and|but)$/;

/** Whether a line is an item its own dash or arrow closes as done (DONE_AFTER_DASH). */
export function doneAfterItsDash(line: string): boolean {
  const item = DONE_AFTER_DASH.exec(line);
  if (!item) return false;
  const verb = item[1]!.toLowerCase();
  const past = item[3]!.toLowerCase();
  // After a comma the item is a bare job ("fix the gate, done"), not a clause with its own subject or a request ending
  // in a status word ("we paid the skip, sorted", "could you ask Jo to fix the rota, done").
  if (item[2] && CLAUSE_OPENER.test(verb)) return false;
  if (/^(?:done|completed|finished|sorted)$/.test(past)) return true;
  return (
    ACTION_VERBS.has(verb) &&
    (PASSIVE_TO_VERB[past]?.toLowerCase() === verb ||
      [`${verb}ed`, `${verb}d`, `${verb}${verb.slice(-1)}ed`, `${verb.slice(0, -1)}ied`].includes(past))
  );
}

/**
 * An item put off after its dash or arrow: "- repaint the fence — postponed to spring", "[-] trial run - on hold, not
 * needed yet", "❌ migrate the wiki - postponed to January, not this sprint", "- a second freezer -> no action, the
 * garage has one", "quiz night → parked for now". A remark may follow unless it gives the next job
 * ("- review - postponed to Friday, send the new invite" stays a task).
 */
const PUT_OFF_AFTER_DASH = new RegExp(
  String.raw`^\s*(?:${LIST_MARK}\s*)?(?:${ITEM_BOX}\s*)?\p{L}(?:[^\n.!?]|[.!?](?=\S))*?\s(?:[-–—:]|-+>|→|=>)\s*(?:postponed|deferred|shelved|on hold|cancell?ed|called off|pushed back|parked|dropped|no action(?: needed)?)(?:\s+(?:to|until|till)\s+[^\n,;.!?]{1,30}?|\s+for now)?(?:\s*[,;]\s*(\p{L}+)(?:\s+(\p{L}+))?[^\n]{0,60}?)?\s*[.!]*\s*$`,
  'iu',
);

/** Whether a line is an item its own dash puts off (PUT_OFF_AFTER_DASH). */
export function putOffAfterItsDash(line: string): boolean {
  const item = PUT_OFF_AFTER_DASH.exec(line);
  if (!item) return false;
  const [, first, second] = item;
  // "prep not required", "not doing it this sprint": a remark; "send the new invite": the next job.
  return !(
    first &&
    ACTION_VERBS.has(first.toLowerCase()) &&
    !/^(?:not|no|needed|required|isn['’]?t)$/i.test(second ?? '')
  );
}

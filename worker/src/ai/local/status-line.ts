/**
 * @module ai/local/status-line — a clause or list item that says how a thing stands, not what to do: a thing moved or
 * slipped to another day ("swim club moved to Thursday", "the depot rollout slipped to Feb"), called off ("the quiz
 * night is off"), that never works ("the card reader never works") or a price that goes up ("parking goes up in
 * January"). One test for the clause reader (isImperative) and the list reader (a noun-phrase item), with the other
 * status it knows, a thing and how it measures ("Line 4 OEE 71%").
 */
import { ACTION_VERBS, FUNCTION_WORD } from './lexicon.js';

/**
 * A thing and how it measures: "scrap up 2% on the stamping line", "Line A OEE 78%", "Line C 81% uptime",
 * "film thickness drifting on line B",
 * "pager volume down 40% week on week". A figure up or down has its unit and ends the clause or goes on with where or
 * since when, so "pick up 2% milk", "write up 1:1 notes" and "dentist at 8:15" stay to do.
 */
const MEASURED_STATEMENT =
  /^\S+((?:\s+(?:[a-z][a-z-]*|[A-Z]{1,5}|#?\d[\w.-]*)){0,4}?)\s+(?:(?:(?:is|are|now|still)\s+)?(?:up|down|at|running(?:\s+at)?|sitting at|stuck at|hovering(?:\s+(?:at|around))?)\s+[~≈]?\d[\d.,]*\s*(?:%|percent|x|mins?|minutes|h|hrs?|hours|ppm)(?![\p{L}\d])(?=\s*$|\s*[,.;!?(]|\s+(?:on|at|in|across|vs|versus|from|since|this|last|week|wk|today|again|overnight|over|against)\b)|(?:doubled|tripled|halved|drifting|creeping up|spiking)\b)|^\S+((?:\s+(?:[a-z][a-z-]*|[A-Z]{1,5}|#?\d[\w.-]*)){1,4}?)\s+\d[\d.,]*\s*%(?:\s+(?:[A-Z]{2,5}|yield|uptime|scrap|utili[sz]ation|availability|occupancy|attendance|capacity|memory|full|complete|done))?(?=\s*$|\s*[,.;(])/u;
/** Whether a clause or a list item says how a thing measures ("Line 4 OEE 71%"): a status, not a task. */
function saysHowItMeasures(text: string): boolean {
  const measured = MEASURED_STATEMENT.exec(text);
  return !!measured && !(measured[1] ?? measured[2])!.split(/\s+/).some((word) => FUNCTION_WORD.test(word));
}

/**
 * What happened to the thing, after it: moved, off, never works, goes up, back to normal ("latency back to normal at
 * 2:31", "latency back to 300ms": how it stands after a fix).
 */
const STATUS_PREDICATE =
  /\s(?:(?:(?:has|have|had|got|gets|was|were|is|are|been|just|now|all)\s+){0,2}(?:moved|slipped|pushed(?:\s+back)?|postponed|delayed|rescheduled|bumped|shifted)(?=\s+(?:back\s+)?(?:to|until|till|into|again)\b|\s*(?:[,.;!]|$))|(?:is|are|['’]s)\s+(?:off|called off)(?=\s*(?:[,.;!(]|$)|\s+(?:this|next|for|until|till|today|tonight|tomorrow|again|now)\b)|never\s+works?\b|(?:(?:is|are|['’]s|now)\s+)?back\s+(?:to\s+(?:normal|baseline|green|\d[\d.,]*\s*(?:%|[\p{L}/]{1,4})?)|in\s+(?:range|spec|service|stock)|online|within\s+(?:spec|range|limits|sla))(?=\s*(?:[,.;!(✔✅]|$)|\s+(?:at|since|after|now|again|by|for now|overnight)\b)|(?:goes|went)\s+(?:up|down)\b(?!\s+(?:to\s+)?(?:the|a|an|my|our|your)\s))/iu;

/** Words that make the words before the predicate more than a thing: a clause of its own ("ask Jo if the class moved"). */
const CLAUSE_WORD =
  /^(?:if|whether|that|when|because|since|and|but|so|or|to|i|we|you|he|she|they|me|him|her|them|us|please|pls|can|could|would|will|should|must)$/i;

/**
 * A shift report's step and how it went, no object: "reset ok", "restarted fine", "reset both times", "rebooted
 * successfully" — done already ("reset the press twice" and "restart it if needed" still ask).
 */
const STEP_AND_OUTCOME =
  /^\s*\p{L}+\s+(?:ok|okay|fine|successfully|both times|each time|every time|all good|no issues?)\s*[.!]*\s*$/iu;

/**
 * Where or how the writer is until a time, no verb: "on call till Thu.", "on leave until Fri", "off until Monday",
 * "wfh till Thu", "in Lisbon until the 3rd" — a span of their own status ("book the dentist till Fri" has a verb first).
 */
const STATE_UNTIL =
  /^\s*(?:(?:i['’]m|i am|we['’]re|we are|still)\s+)?(?:on|off|away|out|in|at|wfh)(?:[\s-]+[\p{L}'’]+){0,3}?\s+(?:till|until|til|untill|thru|through)\s+[^,;:]{1,30}[.!]*\s*$/iu;

/** Whether a clause or a list item says how a thing stands (a status), not something to do. */
export function saysStatus(text: string): boolean {
  if (saysHowItMeasures(text) || STEP_AND_OUTCOME.test(text) || STATE_UNTIL.test(text)) return true;
  const predicate = STATUS_PREDICATE.exec(text);
  if (!predicate) return false;
  const words = text.slice(0, predicate.index).trim().split(/\s+/);
  if (words.length === 0 || words.length > 6 || words.some((word) => CLAUSE_WORD.test(word))) return false;
  // "tell Sam the class moved": a verb before a longer subject asks something; "practice moved to Saturday" does not.
  return words.length === 1 || !ACTION_VERBS.has(words[0]!.toLowerCase());
}

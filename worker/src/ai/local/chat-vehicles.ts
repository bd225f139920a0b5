/**
 * @module ai/local/chat-vehicles — what a purchase order, an indent or a ticket raised in a chat is for: "I'll raise the
 * PO today" right after "spare gripper fingers for robot cell B are almost gone" is a PO for those fingers; "not yet,
 * will raise the indent today" to "did you order the C18 columns?" is an indent for the columns; "i'll raise a PR
 * tmrw" after "we still need to fix the pool size" carries that job.
 */

import { subjectOf, thingNamedBefore } from './titles.js';

/** A title that only raises the paper for something: "Raise the PO", "Open a ticket", "Raise the indent". */
const VEHICLE_ONLY =
  /^(?:raise|open|create|file|submit|put\s+in|log|place|cut)\s+(?:the|a|an)\s+(?:PO|indent|ticket|requisition|purchase\s+(?:order|request|requisition)|work\s+order|WO|Jira|change\s+request)$/i;

/**
 * A sentence that says a job to do ("we still need to fix the pool size", "we should bump the replicas"): a ticket or
 * PR after it carries that job, a task of its own, so it names no thing for the vehicle.
 */
const SAYS_A_JOB = /\b(?:need(?:s|ed)?\s+to|should|have\s+to|has\s+to|must|gotta)\s+\p{L}/iu;

/** A thing said to run out: "… are almost gone", "… is down to one set", "… running low". */
const RUNS_OUT =
  /\b(?:(?:is|are)\s+(?:almost\s+|nearly\s+|all\s+)?(?:gone|out|low|empty|finished)|(?:is|are\s+)?down\s+to|running\s+(?:out|low))\b/i;

/** A sentence of a message: a stop ends it only before a space. */
const SENTENCE = /(?:[^.!?\n]|[.!?]+(?=[^\s.!?]))+[.!?]*/g;

/** The thing a sentence wants, asks about or says runs out, or null. */
function thingOf(sentence: string): string | null {
  if (SAYS_A_JOB.test(sentence)) return null;
  const named = thingNamedBefore(sentence, 'some')?.thing;
  if (named) return named;
  const subject = RUNS_OUT.test(sentence) ? subjectOf(sentence) : null;
  return subject && !/[,?]/.test(subject) && subject.split(/\s+/).length <= 7 ? subject : null;
}

/**
 * The title of a task that only raises a PO, an indent or a ticket, with what it is for ("Raise the PO" → "Raise the PO
 * for spare gripper fingers for robot cell B"): the thing of the nearest sentence said before it (`said`, nearest
 * first: what its message said before it, then the message it answers). Null when the title says more or nothing
 * before names a thing.
 */
export function vehicleFor(title: string, said: readonly string[]): string | null {
  const vehicle = title.trim();
  if (!VEHICLE_ONLY.test(vehicle)) return null;
  for (const before of said) {
    const sentences = before.match(SENTENCE) ?? [];
    for (const sentence of sentences.reverse()) {
      const thing = thingOf(sentence.trim());
      if (thing) return `${vehicle} for ${thing.replace(/^(?:The|A|An)\b/, (word) => word.toLowerCase())}`;
    }
  }
  return null;
}

/** A title that only opens a pull request: "Raise a PR", "Open the PR", "Put up an MR". */
const PR_ONLY =
  /^(?:raise|open|create|put\s+up|submit|send)\s+(?:the|a|an)\s+(?:PR|MR|pull\s+request|merge\s+request)$/i;

/**
 * The title of the one task a job and the pull request said right after it in the same message make ("we still need to
 * fix the pool size on payments-api … i'll raise a PR tmrw" → "Raise a PR to fix the pool size on payments-api"), or
 * null when `title` is no bare PR or `job` says no job with its verb.
 */
export function requestCarrying(title: string, job: string): string | null {
  const vehicle = title.trim();
  if (!PR_ONLY.test(vehicle) || !/^\p{Lu}\p{Ll}+\s/u.test(job)) return null;
  return `${vehicle} to ${job.charAt(0).toLowerCase()}${job.slice(1)}`;
}

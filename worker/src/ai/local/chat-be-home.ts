/**
 * @module ai/local/chat-be-home — a visit someone has to be home for: "boiler man can come thurs between 8-12, can u be
 * home?" — "yeah I'll wfh thurs"; "the plumber can come Thursday, someone has to be home" — "ok, Camila will be there".
 * The answer that takes it on is the task "Be home for the boiler man", by the visit's day, with whom the answer sends.
 */

/** A message saying someone must be in for it: "someone has to be home", "can u be home?", "can you be in?". */
const HOME_NEEDED =
  /\b(?:(?:someone|somebody|one of us|you|u)\s+(?:has|have|needs?|must)\s+to\s+be|(?:can|could)\s+(?:you|u)\s+be)\s+(?:home|in|there|around)\b/i;

/** Who comes, said before "can come", "comes", "is coming": "boiler man", "The plumber", "the landlord's guy". */
const VISITOR =
  /(?:^|[,.;:!?]\s+|\b(?:texted|emailed|messaged|called|rang|said|says)[,:]?\s+)(?:(?:and|also|oh|btw|so|but|plus)\s+)?((?:the\s+|a\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)\s+(?:can\s+come|comes|is\s+coming|['’]s\s+coming|will\s+come|coming)\b/iu;

/** What someone comes for, when the chat says only "someone": "someone's coming to look at the boiler". */
const COMES_FOR =
  /\b(?:to\s+(?:look\s+at|check|fix|service|repair|see\s+to)|for)\s+(the\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)??)(?=\s+(?:on|this|next|at|between|tomorrow|today|in)\b|\s+\p{L}+day\b|[,.;!?]|\s*$)/iu;

/** The user taking it on: "I'll be in", "yeah I'll wfh thurs", "I can", "I'll work from home Wednesday". */
const TAKES_IT =
  /^\s*(?:(?:yes|yeah|yep|ya|sure|ok|okay|no problem|np)\b[\s,.!]*)*(?:i['’]?ll\s+(?:be\s+(?:in|home|there|around)|wfh|work\s+from\s+home)|i\s+can(?:\s+be\s+(?:in|home|there))?(?=[\s,.!]|$)|i['’]m\s+(?:home|around|wfh))/i;

/** Someone else the user sends: "ok, Camila will be there", "Jo can be home". */
const SENDS =
  /^\s*(?:(?:yes|yeah|yep|sure|ok|okay|no problem|np)\b[\s,.!]*)*(\p{Lu}\p{Ll}+)\s+(?:will|['’]ll|can)\s+be\s+(?:there|home|in|around)\b/u;

interface Said {
  who: string | null;
  start: number;
  end: number;
}

/** A visit the user's answer takes on: the answer's range, the task's title, the visit's sentence, whom it sends. */
export interface HomeVisit {
  from: number;
  to: number;
  title: string;
  said: string;
  people: string[];
}

/** The visit a message says someone must be home for, as a task title ("Be home for the boiler man"), or null. */
function visitIn(message: string): { title: string; said: string } | null {
  const sentence = message.split(/(?<=[.!?])\s+/).find((part) => HOME_NEEDED.test(part));
  if (!sentence) return null;
  const who = VISITOR.exec(sentence)?.[1]?.trim();
  const thing =
    who && !/^(?:someone|somebody|they|he|she)(?:['’]s)?$/i.test(who)
      ? who
      : (COMES_FOR.exec(sentence)?.[1] ?? null);
  if (!thing) return null;
  const named = /^(?:the|a)\s/i.test(thing)
    ? thing.replace(/^(?:The|A)\b/, (word) => word.toLowerCase())
    : `the ${thing}`;
  return { title: `Be home for ${named}`, said: sentence };
}

/**
 * The visits of a chat that the user's next message takes on: another speaker's message saying someone has to be home
 * for one, then the user's answer ("I'll be in", "I'll wfh wed", "Camila will be there").
 */
export function homeVisits(text: string, messages: readonly Said[]): HomeVisit[] {
  const found: HomeVisit[] = [];
  for (const [i, message] of messages.entries()) {
    const answer = messages[i + 1];
    if (message.who === null || !answer || answer.who !== null) continue;
    const visit = visitIn(text.slice(message.start, message.end));
    if (!visit) continue;
    const said = text.slice(answer.start, answer.end);
    const sends = SENDS.exec(said)?.[1];
    if (!sends && !TAKES_IT.test(said)) continue;
    found.push({ from: answer.start, to: answer.end, ...visit, people: sends ? [sends] : [] });
  }
  return found;
}

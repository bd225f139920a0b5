/**
 * @module ai/local/visits — a visit someone has to be in for, read once for prose and for chats. In the user's own
 * notes "the furnace guy comes Monday between 8 and noon, someone has to be home" is the task "Be home for the furnace
 * guy". Said by another speaker of a chat ("boiler man can come thurs, can u be home?") it is the user's task only when
 * their answer takes it on ("yeah I'll wfh thurs"; "ok, Camila will be there" sends Camila). A visit handed on in the
 * same breath ("…, ask Omar if he can WFH") is that request's, no visit task of its own.
 */

/** A weekday or another day word said right after a visit: "the plumber is Thursday", "aircond servicing Sat 10am". */
const DAY_WORD = String.raw`(?:on\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?\b|tomorrow\b|tmrw\b|today\b|tonight\b|(?:this|next)\s+\p{L}+\b|\d{1,2}[./]\d{1,2}\b`;

/** Who must be in, said as a duty: "someone has to be home", "I need to be home", "somebody must be in". */
const DUTY = String.raw`(?:(?:has|have|needs?|got)\s+to\s+be|must\s+be|gotta\s+be|should\s+be)`;
const PLACE = String.raw`(?:at\s+)?(home|in|there|around)(?![\p{L}'’])`;
const NEEDED = new RegExp(
  String.raw`\b(?:(someone|somebody|one of us|you|u|i|we)\s+${DUTY}|(?:can|could)\s+(you|u)\s+be)\s+${PLACE}`,
  'iu',
);
/** Someone named who must be in: "so Kasia has to be home". */
const NAMED_NEEDED = new RegExp(String.raw`\b(\p{Lu}\p{Ll}+)\s+${DUTY}\s+${PLACE}`, 'u');

/** Saying someone comes: "comes", "is coming", "can come", "the plumber Javier said he can come". */
const COMES =
  /\s+(?:comes|coming|is\s+coming|['’]s\s+coming|(?:can|could|will)\s+come|arrives|arriving|(?:said|says)\s+(?:he|she|they)\s+(?:can|could|will|['’]ll)\s+come)(?![\p{L}'’])/giu;

/** Who or what comes for a job at home, when the sentence names a day but no coming: "the plumber is Thursday". */
const VISIT_NOUN =
  '(?:guy|man|men|lady|plumber|electrician|technician|tech|engineer|fitter|installer|inspector|nurse|tuner|cleaner|painter|glazier|locksmith|handyman|surveyor|courier|delivery|service|servicing|repair|inspection|installation)';
const VISIT_ON_DAY = new RegExp(
  String.raw`((?:[\p{L}'’-]+\s+){0,3}?${VISIT_NOUN})\s+(?:is\s+|['’]s\s+)?(?:${DAY_WORD})`,
  'iu',
);

/** What someone comes for, when the sentence says only "someone": "someone's coming to look at the boiler". */
const COMES_FOR =
  /\b(?:to\s+(?:look\s+at|check|fix|service|repair|see\s+to)|for)\s+(the\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)??)(?=\s+(?:on|this|next|at|between|tomorrow|today|in)\b|\s+\p{L}+day\b|[,.;!?]|\s*$)/iu;

/** Words before the one who comes that are not part of its name: joiners, fillers, the day said first. */
const LEAD_IN = new RegExp(
  String.raw`^(?:(?:and|also|oh|btw|so|but|plus|then|um|uh|like|ok|okay|at|home|house)\s+|(?:${DAY_WORD})\s+)+`,
  'iu',
);
const NOBODY_NAMED = /^(?:someone|somebody|they|he|she|it)(?:['’]s)?$/i;
const ARTICLE = /^(?:the|a|an|my|our|your|his|her|their)$/i;

/** The user taking a visit on: "I'll be in", "yeah I'll wfh thurs", "I can", "I'll work from home Wednesday". */
const TAKES_IT =
  /^\s*(?:(?:yes|yeah|yep|ya|sure|ok|okay|no problem|np|so|and|then)\b[\s,.!-]*)*(?:i['’]?ll\s+(?:be\s+(?:in|home|there|around)|wfh|work\s+from\s+home)|i\s+can(?:\s+be\s+(?:in|home|there))?(?=[\s,.!]|$)|i\s+can\s+(?:wfh|work\s+from\s+home)|i['’]m\s+(?:home|around|wfh))/i;

/** The user named after the duty as the one on it: "→ me", "- me", "thats me obviously". */
const ME_ON_IT = /^[\s,.;:]*(?:(?:→|->|-|–|—)\s*me\b|\(me\)|that['’]?s\s+me\b)/i;

/** Someone else the user sends: "ok, Camila will be there", "Jo can be home". */
const SENDS =
  /^\s*(?:(?:yes|yeah|yep|sure|ok|okay|no problem|np)\b[\s,.!]*)*(\p{Lu}\p{Ll}+)\s+(?:will|['’]ll|can)\s+be\s+(?:there|home|in|around)\b/u;

/** The visit handed on to someone else in the same breath: "ask Omar if he can WFH", "I'll ask Kezia to open". */
const HANDS_ON =
  /(?:^|[\s,;:.—–-])(?:(?:i['’]?ll|i\s+will|need\s+to|gotta|have\s+to)\s+)?(?:ask|tell|text|message|ping|get)\s+(?!me\b|us\b|myself\b)\p{L}/iu;

/** A visit someone must be in for: its task's title, and who is named to be in. */
export interface Visit {
  title: string;
  /** Who the sentence says must be in: "someone", "you", "I", or a name. */
  who: string;
  /** Someone named to be in ("Kasia has to be home"). */
  people: string[];
  /** Where the visit's words start in the text read ("next Monday the plumber comes…" after "…at 4, "). */
  from: number;
  /** Who comes, as the title names them: "the furnace guy". */
  visitor: string;
  /** Whether the words after the duty hand the visit on ("ask Omar tonight if he can WFH"). */
  handedOn: boolean;
}

/** What the one who comes is coming to do: "comes to look at the sump pump". */
const COMES_TO =
  /^\s+(to\s+(?:look\s+at|check|fix|service|repair|see\s+to|replace|install|read|inspect)\s+(?:the|a|an)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)??)(?=\s+(?:on|this|next|at|between|tomorrow|today|in|so|and)\b|\s+\p{L}+day\b|[,.;!?]|\s*$)/iu;

/** Where the visit's words start, from the last stop before the one who comes: "…at 4, next Monday the plumber comes". */
function pieceStart(before: string, end: number): number {
  const stops = [...before.slice(0, end).matchAll(/[,.;:!?()[\]→>—–]|\s-\s/g)];
  const last = stops.at(-1);
  return last ? last.index + last[0].length : 0;
}

/** The one who comes, from words said before the duty: "the furnace guy", "dishwasher repair guy", "the plumber". */
function nameOf(words: string[]): string {
  const article = words.findLastIndex((word) => ARTICLE.test(word));
  return (article >= 0 ? words.slice(article) : words).join(' ').replace(LEAD_IN, '').trim();
}

interface Visitor {
  name: string;
  /** Where the visit's words start in the text read. */
  from: number;
  /** What they come to do ("to look at the sump pump"), or "". */
  purpose: string;
}

/** Who comes, from the words before the duty: "next Monday the plumber comes to look at the sump pump". */
function visitorIn(before: string): Visitor | null {
  let comes: RegExpExecArray | null = null;
  for (const match of before.matchAll(COMES)) comes = match;
  if (comes) {
    const from = pieceStart(before, comes.index);
    const name = nameOf(before.slice(from, comes.index).trim().split(/\s+/).slice(-5));
    const purpose = COMES_TO.exec(before.slice(comes.index + comes[0].length))?.[1] ?? '';
    if (name && !NOBODY_NAMED.test(name) && !/^(?:i|we|you)$/i.test(name)) return { name, from, purpose };
    const thing = COMES_FOR.exec(before.slice(comes.index))?.[1];
    if (thing) return { name: thing, from, purpose: '' };
  }
  const onDay = VISIT_ON_DAY.exec(before);
  if (!onDay) return null;
  const from = pieceStart(before, onDay.index);
  const name = nameOf(
    before
      .slice(from, onDay.index + onDay[1]!.length)
      .trim()
      .split(/\s+/)
      .slice(-5),
  );
  return name ? { name, from, purpose: '' } : null;
}

/** "Be home for the plumber", "Be there to open the gate for the compost delivery". */
function namedAs(visitor: Visitor): string {
  return /^(?:the|a|an|my|our|your|his|her|their)\s/i.test(visitor.name)
    ? visitor.name.replace(/^\p{Lu}\p{Ll}*/u, (word) => word.toLowerCase())
    : `the ${visitor.name}`;
}

function titleFor(visitor: Visitor, place: string, rest: string): string {
  const named = namedAs(visitor);
  const where = /^there$/i.test(place) ? 'there' : 'home';
  // "someone has to be there to open the gate": what being there is for, unless it only points back ("to let him in").
  const purpose = /^\s*(to\s+\p{L}+(?:\s+(?:the|a|an)\s+[\p{L}'’-]+|\s+[\p{L}'’-]+){0,3})/iu.exec(rest)?.[1];
  const doing = purpose && !/\b(?:it|him|her|them)\b/i.test(purpose) ? ` ${purpose}` : '';
  return `Be ${where}${doing} for ${named}${visitor.purpose ? ` ${visitor.purpose}` : ''}`;
}

/**
 * The visit a sentence says someone must be in for: `said` runs up to the duty and a little after ("the furnace guy
 * comes monday between 8 and noon someone has to be home → me"), `after` is the rest of the sentence, read only for the
 * visit handed on ("…, ask Omar if he can WFH that day").
 */
export function visitNeeded(said: string, after = ''): Visit | null {
  const need = NEEDED.exec(said) ?? NAMED_NEEDED.exec(said);
  if (!need) return null;
  const who = need[1] ?? need[2]!;
  const place = need.at(-1)!;
  const visitor = visitorIn(said.slice(0, need.index));
  if (!visitor) return null;
  const rest = said.slice(need.index + need[0].length);
  const named = /^\p{Lu}\p{Ll}+$/u.test(who) && !/^(?:I|You|We|U)$/.test(who) ? [who] : [];
  return {
    title: titleFor(visitor, place, rest),
    who,
    people: named,
    from: visitor.from,
    visitor: namedAs(visitor),
    handedOn: !ME_ON_IT.test(rest) && HANDS_ON.test(`${rest} ${after}`),
  };
}

/** Whether a task asks someone else to see to a visit: "ask Yasmin if she can stay", "I'll ask Kezia to open". */
export function handsVisitOn(verbPhrase: string): boolean {
  return HANDS_ON.test(` ${verbPhrase}`);
}

/** Whether a clause or an answer is the user taking the visit on ("I'll WFH that day", "yeah I'll be in"). */
export function takesVisit(said: string): boolean {
  return TAKES_IT.test(said);
}

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

/** The visit another speaker asks to be in for: "someone has to be home", "can u be home?" — not "I need to be home". */
function askedVisitIn(message: string): { title: string; said: string } | null {
  for (const sentence of message.split(/(?<=[.!?])\s+/)) {
    const visit = visitNeeded(sentence);
    if (visit && /^(?:someone|somebody|one of us|you|u)$/i.test(visit.who))
      return { title: visit.title, said: sentence };
  }
  return null;
}

/** A chat's visits, each message read once. */
export interface ChatVisits {
  /** The sentences in which another speaker asks that someone be in for a visit: never a task themselves. */
  asked: { from: number; to: number }[];
  /**
   * The visits the user's next message takes on ("I'll be in", "I'll wfh wed", "Camila will be there"): only the
   * user's answer makes one a task.
   */
  taken: HomeVisit[];
}

/** The visits of a chat: those another speaker asks someone to be in for, and those the user's answer takes on. */
export function chatVisits(text: string, messages: readonly Said[]): ChatVisits {
  const asked: ChatVisits['asked'] = [];
  const taken: HomeVisit[] = [];
  for (const [i, message] of messages.entries()) {
    if (message.who === null) continue;
    const said = text.slice(message.start, message.end);
    const visit = askedVisitIn(said);
    if (!visit) continue;
    const from = message.start + said.indexOf(visit.said);
    asked.push({ from, to: from + visit.said.length });
    const answer = messages[i + 1];
    if (!answer || answer.who !== null) continue;
    const answered = text.slice(answer.start, answer.end);
    const sends = SENDS.exec(answered)?.[1];
    if (!sends && !TAKES_IT.test(answered)) continue;
    taken.push({ from: answer.start, to: answer.end, ...visit, people: sends ? [sends] : [] });
  }
  return { asked, taken };
}

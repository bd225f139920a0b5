/**
 * @module ai/local/titles — turns a clause's verb phrase into a task title a person would write:
 * "I need to fix the flaky tests before Friday" → "Fix the flaky tests"; "pay it online" after
 * "Car rego is due" → "Pay car rego online".
 */

import {
  BARE_WEEKDAY,
  DAY_PART_AT_END,
  DAY_PART_START,
  DAY_PART_WORDS,
  END_OF_DAY,
  FOREIGN_WEEKDAY,
  MONTH_NAME,
  TODAY_WORDS,
  TOMORROW_WORDS,
  WEEKDAY_NAME,
} from './dates.js';
import { keywordsOf } from './keywords.js';
import { ACTION_VERBS, LEAD_FILLER, TODO_HEADING } from './lexicon.js';
import { isPersonName, looksLikeVerb, lowerFirstWord } from './names.js';
import { isKinWord, standsForSomeone } from './people.js';
import { gerundStems } from './word-forms.js';

const MAX_TITLE = 200;
const TRAILING_FILLER =
  /(?:[,;]?\s+(?:ideally|preferably|asap|first thing|at the latest|first|too|as well|please|pls|plz|if possible|(?:when|if) (?:you|u) (?:get|have) (?:a )?(?:sec|second|chance|minute|min|moment)|when (?:you|u) can|no rush|sometime|soon|or so|then|don'?t forget|before i forget|i think|for sure|definitely|oh|um|uh|er|erm|hmm|like|so yeah|yeah|ok|okay|though|tho|tbh|lol|haha|anyway|anyways|already|actually|maybe|perhaps|possibly|probably|(?:no )?sorry)|,\s*(?:all|both))+\s*$/i;
const SHIFT_AT_END =
  /\s+(?:(?:a|one|two|three|four|five|a few|a couple of|\d+)\s+(?:days?|weeks?|nights?|hours?)|the (?:day|night|week|evening|morning|weekend))\s+(?:before(?:hand)?|ahead|prior|earlier)[\s.!,;]*$/i;
/** A reason after the task ("…, because prices jump") belongs in the description. */
const TRAILING_REASON = /,?\s+(?:because|'cause|cos) (?!of\b)\S.*$/i;

/** `text` without the reason said after its task: "renew it tomorrow because it runs out on the 30th" → "renew it tomorrow". */
export function withoutReason(text: string): string {
  return text.replace(TRAILING_REASON, '');
}
/**
 * What to do if the task fails ("…and if he doesn't answer email him", "…, if not text Jo") and what happens if it is
 * not done ("…or they'll add a late fee", "…or we lose the slot"): the description keeps it.
 */
const TRAILING_FALLBACK =
  /,?\s+or(?: else)?\s+(?:they|it|we|you|he|she|there|i)(?:['’]ll|\s+will|\s+(?:charge|lose|close|cancel|bill|add|send|keep|take|get|go|have|can['’]?t|won['’]?t)\b).*$|,?\s+(?:(?:and|or|but)\s+)?(?:if\s+(?:he|she|they|it|nobody|no one|there)\s+(?:doesn['’]?t|don['’]?t|does not|do not|isn['’]?t|aren['’]?t|can['’]?t|won['’]?t|is not|are not)\b|if not\b|otherwise\b).*$/i;
const DANGLING =
  /\s+(?:by|before|on|until|till|due(?<!\b(?:is|are|was|were)\s+due)|at|in|for|no later than|sometime|the|and|or|of|with|because|cause|cos|coz|but|if|since|while|which|who|para|pour|per|für)\s*$/i;
/** Verbs that take "in" or "on" as a particle, which may stand last: "hand the form in", "get the tyres put on". */
const PARTICLE_VERBS: Record<string, RegExp> = {
  in: /\b(?:hand|fill|send|turn|log|sign|check|plug|drop|pop|pay|put|bring|call|post|book|clock|pencil|factor|let)(?:s|es|ed|d|ped|ged|ging|ping|ting|ing)?\b/i,
  on: /\b(?:put|switch|turn|try|pass|carry|hold|log|sign|take|keep|hand|clock|plug)(?:s|es|ed|d|ged|ging|ting|ing)?\b/i,
};

/** Is the `word` that ends a title a particle of a verb among the five words before it? */
function isParticle(before: string, word: string): boolean {
  const verb = PARTICLE_VERBS[word.toLowerCase()];
  return !!verb && verb.test(before.split(/\s+/).slice(-5).join(' '));
}
/** "on the way home", "when I get back": the moment also says where it is done, so the title keeps it. */
const SAYS_WHERE = /^(?:on (?:the|my|your|our) way|when I get)\b/i;
/** A due phrase is cut from the title when it reads as a deadline; "moves to Thursday" keeps its day. */
const REMOVABLE_DUE = new RegExp(
  String.raw`^(?:by|before|b4|due|until|till|on|no later than|deadline|eta|target|w\/c|week commencing|over|during|around|across|through|throughout|sometime|some time|later|earlier|até|hasta|antes del?|avant|jusqu['’]au|bis|entro)(?![\wà-ÿ])|^at (?:\d|the\b)|^@\s?\d|^(?:sa|para sa|para|pour|do|w|we|pour le|per|per il|este|esta|ce|cette|nächste|nächster|diese|dieses|übers|la semana|la semaine|la próxima|próxima|la prossima|prossima|questo|questa|semana|susunod|ngayong|agle|is|isi)(?![\wà-ÿ])|\s(?:tak|tk|ko|se pehle|se pahle)$|^first thing in the morning$|^(?:${FOREIGN_WEEKDAY})(?![\wà-ÿ])|^(?:mid|early|late|the middle|beginning|the beginning|start|the start)\b|^(?:the )?(?:first|second|third|fourth|last|1st|2nd|3rd|4th) (?:week|wk) (?:of|in)\b|^(?:after|following) the weekend$|^\d{4}-\d|^\d{1,2}[./-]\d{1,2}[./-]\d|^\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH_NAME}$|^\d{1,2}(?:st|nd|rd|th)$|^${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?$|^(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|\d+)\s+(?:days?|weeks?|months?)\s+(?:(?:from|after|on)\s|(?:today|tomorrow|tmrw)$)|^(?:${TODAY_WORDS}|${TOMORROW_WORDS}|this|next|nxt|coming|in|within|end|the end|eod|first thing|ahead of|ce soir|stasera|esta noche|hoje à noite|el|le|am|il|lo|na|no|aaj|kal|parso|parson)(?![\wà-ÿ])|^${WEEKDAY_NAME}(?:\s+(?:${DAY_PART_WORDS}|first thing|after next)|,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH_NAME}|,?\s+${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?|\s+week|\s+(?:of\s+)?next\s+(?:week|wk)|,?\s+or\s+${WEEKDAY_NAME}|\.?,?\s+\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|\.?,?\s+(?:at\s+|@\s*|(?:before|b4|after)\s+)?\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)?)$|^\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)\s+${WEEKDAY_NAME}$|\b(?:${END_OF_DAY}|noon|midday)$|^(?:${END_OF_DAY})\s+(?:on\s+)?(?:${WEEKDAY_NAME}|${TODAY_WORDS}|${TOMORROW_WORDS})$`,
  'i',
);
/** Words after "her" that make it an object ("email her THE list", "call her BACK"), not "her trip". */
const OBJECT_FOLLOWS =
  /^(?:the|a|an|that|this|some|about|to|for|on|at|in|with|by|from|of|and|or|if|when|back|up|out|know|today|tomorrow|tonight|again|too|first|asap|now|later|before|after|re|please)$/i;
/** Verbs that take a person and a thing: "give her feedback", "send her the deck". */
const TWO_OBJECTS =
  /^(?:give|send|show|tell|offer|email|e-mail|text|pass|hand|bring|buy|get|owe|lend|teach|pay|ask|remind|wish|find|make|book|order|write|forward|promise)$/i;
/** What follows a day that names an event on it: "Friday's …", "Friday standup". */
const DAY_OF_THING =
  /\s(?:del|du|des|vom|di|do|da)\s*$|(?<!\b(?:antes|avant|après|apres|después|despues|depois|hasta|até|ate|a partir|partir|à partir))\s+de\s*$|\b(?:the )?(?:week|weekend|month) of\s*$/i;
const EVENT_AFTER =
  /^(?:['’]s\b|\s+(?:stand-?ups?|meetings?|calls?|reviews?|demos?|syncs?|retros?|sessions?|classes?|lessons?|practices?|games?|matches?|parties|party|presentations?|interviews?|workshops?|deadlines?|board|all-hands|kick-?offs?|huddles?|check-?ins?|1:1s?|one-on-ones?)\b)/i;
/** "renew my passport it expires (in three weeks)": with its date cut, the run-on remark about "it" says nothing. */
const DANGLING_ABOUT_IT =
  /(?<!\b(?:when|if|whether|what|how|until|till|before|after|so|once|because))(?:,?\s+)(?:it|that|which|they)(?:(?:['’]s|\s+is|\s+are)?\s+(?:expires?|ends?|closes?|lapses?|runs? out|due|starts?)|['’]s|\s+is|\s+are)$/i;
/**
 * "it" or "them" closing a verb phrase after a word that says what it is about or when ("email Sofía and Marco about
 * it", "walk the area before it"): it stands for a thing said before, not one the phrase names ("update the notes and
 * post them", "update the contacts on it" may be their own).
 */
export const PRONOUN_CLOSING = /(\s(?:about|re|regarding|before|after))\s+(it|them)$/u;
/** Verbs of arranging something for a day, with their object: "book the court", "order the cake", "set up a call". */
const BOOKING =
  /^(?:book|rebook|reserve|order|pre-?order|schedule|reschedule|arrange|organi[sz]e|set up|confirm)\s+(?!for\b)\S/i;
const MESSAGE_VERB = /^(?:tell|remind|inform|notify|update|ping|let|message|text|warn)\b/i;
/** A check with nothing to check ("check.", "double-check", "confirm"): what to check was said beside it. */
const CHECK_ALONE = /^\s*(?:check|double[- ]?check|confirm|verify)\s*(?:[.!]\s*)?$/i;
/** "not sure if", "I think", "I'm pretty sure": the doubt itself, before what is doubted. */
const DOUBT =
  /^(?:(?:i['’]?m\s+|i am\s+)?not (?:sure|certain)|(?:i\s+)?(?:can['’]?t|cannot|don['’]?t) remember|(?:i\s+)?(?:don['’]?t|do not) know|(?:i\s+)?wonder)\s+(?:if|whether)\s+|^(?:i\s+(?:think|guess|believe|reckon)|(?:i['’]?m\s+)?pretty sure)\s+(?:that\s+)?/i;

/** Does the writer doubt what `text` says ("not sure if I locked the shed", "I think I paid it?")? */
export function isDoubt(text: string): boolean {
  const said = text.replace(LEAD_FILLER, '').trim();
  return DOUBT.test(said) || /\?\s*$/.test(said);
}
/** A doubt put as a question ("is the boiler service booked?"), checked as asked. */
const ASKED = /^(?:did|do|does|have|has|is|are|was|were|can|could|should|will)\s/i;
const SUBJECT =
  /^(.{2,80}?)\s+(?:(?:never|just|already|finally|also|really|now)\s+)?(?:is|are|was|were|isn't|aren't|wasn't|has|have|had|hasn't|haven't|wants|needs|expires|expired|keeps|went|got|came|ran|broke|failed|came back|still|can|can't|could|will|won't|should|must|moved|moves|changed|expires|expire|expiring|runs out|run out|lapses|ends|starts|arrives|is due|missing|broken|leaking|loose|cracked|stuck|jammed|faulty|blocked)\b/i;

/**
 * A thing someone wants or needs in a state: "wants the trip form signed", "needs the permission slip back by Friday",
 * "need the CMM program ready" — the thing, not who wants it.
 */
const WANTED_DONE =
  /\b(?:wants?|needs?)\s+((?:the|my|your|our|his|her|their)\s+[^,;.!?]{1,60}?)\s+(?:signed|back|returned|filled (?:in|out)|handed in|completed|ready|done|finished|fixed|sorted|approved)\b/i;

/** A thing said first and then picked up by a pronoun, as people speak: "the car I think it's due an MOT". */
const DISLOCATED =
  /^((?:the|my|our|your|his|her|their|this|that)\s+[^,;:]{2,60}?)\s+(?:(?:i|we)\s+(?:think|guess|reckon|believe)\s+)?(?:it['’]s|it is|they['’]re|they are)\b/i;

/** Verbs whose "for …" is no missing object: "apply for the grant", "call for a taxi", "pay for parking". */
const INTRANSITIVE =
  /^(?:go|come|walk|talk|speak|reply|respond|meet|attend|vote|run|drive|travel|look|try|help|follow|reach|start|stop|move|leave|wait|train|study|shop|register|apply|check|learn|practi[cs]e|ask|call|ring|text|email|e-mail|message|ping|write|sign|pay|push|get|turn|roll|sync|swap|head|pop|nip|stay|sit|log|switch|queue|prep|prepare|plan|save|settle|vacuum|dust|tidy|clean|bake|cook)$/i;

/** "I think…", and a report of what someone or something said: "the school newsletter said the money is due". */
const HEDGE =
  /^(?:(?:i|we)\s+(?:think|guess|reckon|believe|suppose|noticed|heard)|(?:the\s+|my\s+|our\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}\s+(?:said|says|mentioned|wrote|reminded (?:me|us)|told (?:me|us)))(?:\s+that)?\s+/iu;

/** Everything up to a report's verb said on the run: "the vet called (Bella's jab…)". */
const REPORTED =
  /^.*\b(?:called|rang|phoned|texted|emailed|messaged|wrote|mentioned|said|says|noticed|heard)\s+(?:(?:to say|that)\s+)?(?=\S)/i;

/** Words that say what kind of line it is, not a thing: "yes", "notes", "reminders", "Pendientes". */
const NOT_A_THING = new RegExp(
  String.raw`^(?:yes|no|yeah|yep|yup|nope|nah|fine|right|cool|nice|great|lovely|perfect|sure|ok|okay|grand|legend|sound|lol|ugh|done|thanks|agreed|definitely|probably|perhaps|asap|urgent|important|(?:quick |friendly |gentle )?reminders?|notes?|fyi|psa?|heads up|to-?dos?|update|${TODO_HEADING})\b`,
  'i',
);

/**
 * A thing of five words with no "for/of" tail ("annual boiler safety inspection forms"): no pronoun, negation, preposition
 * or "'s" in it and no action verb first, so a clause ("pull sales data by region", "we don't miss the bus", "the
 * car's making that noise") is no thing.
 */
function longThing(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length === 5 &&
    words.every((word) => /^[\p{L}][\p{L}'’-]*$/u.test(word)) &&
    !ACTION_VERBS.has(words[0]!.toLowerCase()) &&
    !looksLikeVerb(words[0]!.toLowerCase(), words[1]!.toLowerCase()) &&
    !/\b(?:i|we|you|they|he|she|it|that|this|these|those|not|no|never|by|in|at|on|to|with|from)\b|n['’]t\b|['’]s\s/i.test(
      text,
    )
  );
}

/** The thing a context clause is about ("Car rego is due" → "Car rego"), for resolving "it"/"that". */
export function subjectOf(context: string): string | null {
  // "Still to buy: travel insurance (buy it)": what follows a label's colon is the thing.
  // "I think the boiler needs a service": the hedge is the speaker's, the subject is the boiler.
  const text = (context.split(/:\s+/).at(-1) ?? context)
    .replace(LEAD_FILLER, '')
    .replace(HEDGE, '')
    .replace(/[\s(—–-]+$/, '');
  // "the school wants the trip form signed by Friday": what is wanted done is the thing, not who wants it.
  const wantedDone = WANTED_DONE.exec(text);
  if (wantedDone) return wantedDone[1]!.trim();
  // "the electricity bill I think it's due on the 3rd": said first, then picked up again with "it".
  const match = DISLOCATED.exec(text) ?? SUBJECT.exec(text);
  // A bare noun phrase beside the action ("insurance - buy it", "travel insurance (buy it)") is the thing itself.
  const bare =
    !match &&
    // "Herd health plan for the Clares' farm – draft by Friday": what it is for may follow the thing.
    (/^(?!(?:we|i|you|they|he|she|it|that|there)['’])(?:(?:the|my|our|a|an)\s+)?[\p{L}][\p{L}'’-]*(?:\s+(?:[+&]\s+)?[\p{L}][\p{L}'’-]*){0,3}(?:\s+(?:for|of)\s+(?:(?:the|my|our|a|an)\s+)?[\p{L}\d][\p{L}\d'’/-]*(?:\s+[\p{L}\d][\p{L}\d'’/-]*){0,2})?$/u.test(
      text,
    ) ||
      longThing(text)) &&
    !NOT_A_THING.test(text) &&
    // "gym: cancel before the 1st": a short thing ("gym", "vet", "MOT") is a thing too; "Mum:", "Raj:" are people.
    (keywordsOf(text).length > 0 ||
      (!isKinWord(text) &&
        !isPersonName(text) &&
        /^(?:(?:the|my|our)\s+)?(?!(?:and|but|the|etc|lol|omg|btw|idk|hmm|ugh|meh|yay|tbd|tbc|ok|asap|ps|nb)$)\p{L}{2,3}$/iu.test(
          text,
        ))) &&
    // "so mum called": a subject and its verb, not a thing.
    !/\s\p{L}+ed$/u.test(text);
  if (!match && !bare) return null;
  // "hey it's me reminder for later the vet called Bella's jab is overdue": what was reported, not who reported it.
  const subject = (match ? match[1]!.trim() : text).replace(REPORTED, '');
  if (
    /^(?:i|me|we|us|you|he|him|she|her|they|them|it|this|that|there|nobody|everyone|someone|who|whose|what|which|mine|yours|ours|theirs|hers)(?:['’](?:ve|re|m|ll|d|s))?$/i.test(
      subject,
    )
  )
    return null;
  // "Jake asked if I (could…)": a report of what someone said, not a thing.
  if (/\b(?:asked|said|told|if|whether|because)\b/i.test(subject)) return null;
  return subject;
}

/**
 * Where a thing named with its determiner, or a thing wanted, ends: a stop, a line's end (the next message goes on with
 * its own words), a joiner, a preposition, a time word.
 */
const THING_END = String.raw`(?=[^\S\n]*(?:[,.;:!?)—–\n]|$|\s(?:on|in|at|by|for|from|to|with|without|of|is|are|was|were|came|has|have|had|needs?|expires?|ran|runs|broke|went|got|and|but|or|if|so|because|when|while|once|unless|before|after|until|till|tonight|today|tomorrow|this|next|again|too|already|yet|now|please|pls|\p{L}+n['’]t|can|could|will|would|should|must|may|might)(?![\p{L}])))`;
/** The words of a thing, up to four; another determiner starts another thing ("the reviewers want the ablation"). */
const THING_WORDS = String.raw`((?:(?!(?:the|my|your|our|their)\s)[\p{L}\d][\p{L}\d'’-]*[^\S\n]+){0,3}?[\p{L}\d][\p{L}\d'’-]*)`;
/**
 * A thing named with its determiner ("the photos", "your car registration renewal"), up to the word that ends it; not "that
 * noise" (a demonstrative points back at something itself).
 */
const THING_NAMED = new RegExp(
  String.raw`(?<![\p{L}'’])(?:the|my|your|our|their)\s+${THING_WORDS}${THING_END}`,
  'giu',
);
/**
 * A thing said to be wanted, with no determiner of its own: "we're out of bin bags", "running low on printer paper",
 * "we need a new kettle", "we also need an alert on it" — what an answer's "I'll grab them" or "I'll add that" is.
 */
const THING_WANTED = new RegExp(
  String.raw`(?<![\p{L}'’])(?:out of|low on|short (?:of|on)|need(?:s|ed)?(?:\s+(?:more|some|new|another|an?))?(?:\s+(?:more|new))?)\s+(?!(?:to|the|my|your|our|their|it|them|that|this|you|u|me|us|him|her|some|any|more|help)(?![\p{L}]))${THING_WORDS}(?:\s+and\s+${THING_WORDS})?${THING_END}`,
  'giu',
);

/**
 * What "it" or "them" stands for when the sentence around says nothing: the last thing `before` names that agrees in
 * number ("I need the photos by Thursday. Joe pls send them" → "the photos"; "your car rego renewal came in the mail
 * … I'll pay it online" → "your car rego renewal"; "we're out of bin bags" … "I'll grab some" → "bin bags"), with what
 * its sentence says after it. "some" takes either number ("out of milk"). Null when it names none.
 */
export function thingNamedBefore(
  before: string,
  pronoun: 'it' | 'them' | 'some',
): { thing: string; after: string } | null {
  const named = [...before.matchAll(THING_NAMED)].map((m) => ({ m, thing: m[0].trim() }));
  // "we need a new kettle": the thing keeps its own "a new".
  const wanted = [...before.matchAll(THING_WANTED)].map((m) => ({
    m,
    thing: m[0].replace(
      /^(?:out of|low on|short (?:of|on)|need(?:s|ed)?(?:\s+(?:more|some|another))?)\s+/i,
      '',
    ),
  }));
  const things = [...named, ...wanted]
    .sort((a, b) => a.m.index - b.m.index)
    .filter(({ m }) => {
      // "the rubric for the persuasive essay unit": a thing after a preposition is what the other is for, not the thing;
      // "an alert when the disk fills up": one after "when" or "if" is what the other is about.
      if (
        /(?:^|\s)(?:on|in|at|by|for|from|to|with|without|of|about|into|onto|under|over|after|before|during|since|until|till|behind|near|around|across|through|via|like|than|when|whenever|if|once|unless)\s+$/i.test(
          before.slice(0, m.index),
        )
      )
        return false;
      const last = m[1]!.split(/\s+/).at(-1)!.toLowerCase();
      if (
        /^(?:one|ones|way|time|day|week|month|year|morning|afternoon|evening|night|weekend|moment|thing|things|lot|rest|same|other|others)$/.test(
          last,
        )
      )
        return false;
      if (isKinWord(m[1]!) || isPersonName(m[1]!.split(/\s+/)[0]!)) return false;
      const plural = (/[^s'’]s$/.test(last) && !/(?:ss|us|is)$/.test(last)) || m[2] !== undefined;
      return pronoun === 'some' || (pronoun === 'them' ? plural : !plural);
    });
  const found = things.at(-1);
  if (!found) return null;
  // "I need the photos by Thursday": what is said of the thing after it, to its sentence's end, may date the task.
  const after = before.slice(found.m.index + found.m[0].length).split(/[.!?\n]/, 1)[0]!;
  return { thing: found.thing, after };
}

/** "the form" as a title says it: one word after "the", at the end or before a preposition. */
const SHORT_THING =
  /\bthe (\p{L}[\p{L}-]+)(?=\s*(?:[,.!?]|$)|\s+(?:to|for|on|in|at|by|with|from|before|after|and|tonight|today|tomorrow)\b)/iu;
/** A word that is no part of a thing's name: "the form and …", "the one for…". */
const NOT_A_MODIFIER =
  /^(?:and|or|but|of|to|for|in|on|at|by|with|from|a|an|the|my|your|our|their|his|her|its|it|is|are|was|were|this|that|these|those|new|old|same|other|next|last|first)$/i;

/**
 * The title with a thing it names short ("Update the form") named as in full when `before` said it so ("…Play Store
 * rejected it over the data safety form" → "Update the data safety form"): the last such mention, with one to three
 * words before the same noun.
 */
export function fullerThing(title: string, before: string): string {
  const short = SHORT_THING.exec(title);
  if (!short) return title;
  const noun = short[1]!;
  // Each place the noun is said, and the words just before it (a static pattern: no regex built per title).
  const found = wordOffsets(before, noun)
    .map((at) =>
      MODIFIED_BEFORE.exec(before.slice(Math.max(0, at - 80), at))?.[1]
        ?.trim()
        .split(/\s+/),
    )
    .filter(
      (words): words is string[] => words !== undefined && !words.some((word) => NOT_A_MODIFIER.test(word)),
    )
    .at(-1);
  if (!found) return title;
  return `${title.slice(0, short.index)}the ${found.join(' ')} ${title.slice(short.index + 4)}`;
}
/** A verb alone, or two joined: "renew", "review + merge", "sign & return", "sign and return". */
const BARE_VERBS = /^([a-z]+)(?:(?:\s*[+&/]\s*|\s+and\s+)([a-z]+))?$/i;
/** "the data safety " before a noun: "the" and one to three words, right before it. */
const MODIFIED_BEFORE = /(?<![\p{L}'’])the\s+((?:[\p{L}\d][\p{L}\d-]*\s+){1,3})$/iu;

export interface TitleInput {
  verbPhrase: string;
  /** The sentence's other clauses (not tasks, not headings). */
  context?: string[];
  /** What the writer doubts beside the task ("not sure if I locked the shed"), for a lone "check". */
  doubt?: string;
  dueText: string | null;
  people: string[];
  /** What the sentence around is about, for a pronoun object. */
  subject: string | null;
  /** Who "her"/"him" is when no person is on the task ("mum", "my brother"). */
  antecedent?: string | null;
  /** What an "it" or "them" closing the phrase stands for, found in what was said before ("…about it": "the balance"). */
  closing?: string | null;
}

/**
 * "email her the list" → "email Hannah the list", "check the budget for her trip" → "…for Hannah's trip" ("give her
 * feedback", a verb with two objects, is "give Hannah feedback"). With the name already said ("remind Jess about her
 * dentist thing") the pronoun reads right as it is.
 */
const LETTER = /\p{L}/u;

/**
 * Where `word` stands in `text` as a word of its own (no letter either side), in any case: the offsets in `text`.
 * Searched by hand: a case-insensitive Unicode regex made for each word compiles the whole letter class again each
 * time, the dearest step of a long dump's first run.
 */
export function wordOffsets(text: string, word: string): number[] {
  const needle = word.toLowerCase();
  const offsets: number[] = [];
  if (!needle) return offsets;
  const first = needle[0]!;
  for (let at = 0; at + needle.length <= text.length; at++) {
    const char = text[at]!;
    if (char !== first && char.toLowerCase() !== first) continue;
    if (text.slice(at, at + needle.length).toLowerCase() !== needle) continue;
    const before = text[at - 1];
    const after = text[at + needle.length];
    if ((!before || !LETTER.test(before)) && (!after || !LETTER.test(after))) offsets.push(at);
  }
  return offsets;
}

function namePronoun(title: string, who: string, person = false): string {
  if (wordOffsets(title, who).length > 0) return title;
  return title.replace(
    // "his" is a person's, never a thing's: only a person said before it stands for it.
    person ? /(\S+\s+)?\b(him|her|his)\b(\s+[\p{L}'’-]+)?/u : /(\S+\s+)?\b(him|her)\b(\s+[\p{L}'’-]+)?/u,
    (_m, before = '', pronoun: string, next = '') =>
      // "review his PR" → "review Kevin's PR"; "her" is whose only before a thing.
      pronoun.toLowerCase() === 'his' ||
      (pronoun.toLowerCase() === 'her' &&
        next &&
        !OBJECT_FOLLOWS.test(next.trim()) &&
        !TWO_OBJECTS.test(before.trim()))
        ? `${before}${who}'s${next}`
        : `${before}${who}${next}`,
  );
}

/** "call the landlord the 3rd", "pay the cleaner Thursday the 3rd": a day of the month said bare, as a weekday is. */
const DAY_OF_MONTH = new RegExp(String.raw`^(?:${WEEKDAY_NAME}\s+)?the\s+\d{1,2}(?:st|nd|rd|th)$`, 'i');

export function makeTitle({
  verbPhrase,
  context,
  doubt,
  dueText,
  people,
  subject,
  antecedent,
  closing,
}: TitleInput): string {
  let title = verbPhrase
    .replace(LEAD_FILLER, '')
    .trim()
    // Chat shorthand is read as the words it stands for: "send ur slides", "check u have the keys".
    .replace(/(?<![\p{L}'’])ur(?=\s+\p{Ll})/gu, 'your')
    .replace(/(?<![\p{L}'’.])u(?=\s+\p{Ll})/gu, 'you')
    // "call Raj Friday instead": what it replaces was said before; the day before it is still the deadline.
    .replace(/,?\s+instead[.!?]*$/i, '');
  if (dueText && !SAYS_WHERE.test(dueText) && (REMOVABLE_DUE.test(dueText) || DAY_PART_START.test(dueText))) {
    const found = title.toLowerCase().indexOf(dueText.toLowerCase());
    // "remind Kwame that the form is due friday": what the message says keeps its "due", only the day goes.
    const at =
      found > 0 && /^due\s/i.test(dueText) && /\b(?:is|are|was|were|['’]s)\s*$/i.test(title.slice(0, found))
        ? found + 4
        : found;
    // "before Friday's review", "before Friday standup": the day names an event, which the title keeps.
    // …and so do "la cena del sábado", "le dîner du samedi", "la sortie de dimanche", "o show de sábado" and "your
    // availability for the week of Dec 7": the day of the thing, said after it ("antes de lunes" is a deadline).
    if (
      at >= 0 &&
      !EVENT_AFTER.test(title.slice(found + dueText.length)) &&
      !DAY_OF_THING.test(title.slice(0, at))
    )
      // "fix the shed door, done by Friday": the comma's "done" says the job is to be done by then, and goes with the date.
      title = `${title.slice(0, at).replace(/,\s*(?:done|finished|completed|sorted)\s*$/i, '')} ${title.slice(found + dueText.length)}`;
  } else if (dueText && /^for\s/i.test(dueText)) {
    // "book the padel court for thursday", "order the cake for Saturday": what is booked for a day is needed then, the
    // due date. "send me the roster for Saturday" (the roster is Saturday's) or "prep for Friday" keep their day, and
    // so do "for Saturday dinner", "for the weekend shift" (what it is for).
    const at = title.toLowerCase().indexOf(dueText.toLowerCase());
    if (at > 0 && BOOKING.test(title) && /^[\s.!?]*$/.test(title.slice(at + dueText.length)))
      title = `${title.slice(0, at)} ${title.slice(at + dueText.length)}`;
  }
  if (dueText && (BARE_WEEKDAY.test(dueText) || DAY_OF_MONTH.test(dueText))) {
    // "process the refunds Friday": a day closing the title is its deadline; "prep for Friday" and "every Monday"
    // (a recurrence, not a deadline) keep it.
    const end = new RegExp(
      String.raw`(?<!\b(?:to|for|from|until|till|since|about|of|after|before|on|moves?|moved|is|are|every|each|other|alternate|and|or)),?\s+${dueText}[.!?]*$`,
      'i',
    );
    title = title
      .replace(end, '')
      // "call Dr. Patel's office Monday re: results": the day before what the call is about is its deadline too.
      .replace(new RegExp(String.raw`,?\s+${dueText}(?=\s+(?:re:?|about|regarding|to discuss)\s)`, 'i'), '');
  }
  title = title
    .replace(TRAILING_REASON, '')
    .replace(TRAILING_FALLBACK, '')
    // "I keep meaning to sort out the pension but never do": the sigh after the task.
    .replace(
      /,?\s+but (?:i\s+)?(?:never|don['’]?t|didn['’]?t|haven['’]?t)(?:\s+(?:do|did|get round to it|get around to it|have(?: the)? time))?$/i,
      '',
    )
    // "…by Wednesday or actually Tuesday would be better": the speaker's weighing, not the task.
    .replace(/\s+(?:would be|['’]d be|is|works?)\s+(?:better|best|easier|ideal)$/i, '')
    // "last day to switch health plans": the deadline is the date, the task is the switch.
    .replace(/^(?:the )?(?:last|final) (?:day|chance) to\s+/i, '')
    .replace(DAY_PART_AT_END, '')
    // "sort catering a week before", "pen the cattle the evening before": how long before the date said, not the task.
    .replace(SHIFT_AT_END, '')
    // "finish the slides before then", "tidy your desks beforehand": the date it points to is the task's due date, not
    // words of its title.
    .replace(/\s+(?:(?:before|by|until|till) (?:then\b|that(?=\s*(?:$|[,.;!?])))|beforehand\b)/i, '')
    .replace(/([,;])(?:\s*[,;])+/g, '$1')
    // "grade the lab reports (34 left!!)", "chase the guest list (final numbers!!) before the tasting": an exclamation
    // in brackets is the writer's aside, no word of the task.
    .replace(/ ?\([^()\n]{0,40}!\)/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1');
  for (let i = 0; i < 3; i++) {
    title = title
      // …and a calendar or a pin the writer put at the end ("send Q4 numbers to finance 📅").
      .replace(/[\s,.;:!?—–~@-]+$|(?:[\s\p{Extended_Pictographic}]|\u{FE0F})+$/u, '')
      .replace(TRAILING_FILLER, '')
      .replace(DANGLING_ABOUT_IT, '')
      // "…with Per": a person's name is no dangling "per"; "hand the form in", "get the tyres put on": a verb's particle.
      .replace(DANGLING, (tail, at: number) =>
        people.includes(tail.trim()) || isParticle(title.slice(0, at), tail.trim()) ? tail : '',
      );
  }
  if (subject) {
    // "book that in", "hand it in": the particle goes before the thing it stands for ("Book in the MOT on the Fiesta").
    title = title.replace(/^(\S+)\s+(it|that|this|them)\s+(in|on|up|out|back|off|over)$/i, '$1 $3 $2');
    title = title.replace(
      // Lower case only: "call IT" is the IT desk.
      // "sign and return them", "credit those or reship": two verbs on the one thing, or another beside it.
      /^(\S+(?:\s+and\s+\p{Ll}+)?(?:\s+(?:up|out|back|in|on|off|over|into|through|at))?)\s+(?:it|that|this|them|(?:those|these|both|some)(?=$|[,;]|\s+(?:or|on|at|in|for|from|when|while|after|before|by|tonight|today|tomorrow|later|now|first|then)\b))\b/u,
      (_m, verb: string) => `${verb} ${lowerFirstWord(subject)}`,
    );
    // "ask Omar to renew it", "get Sam to fix it": what the person is asked to do takes the thing too.
    title = title.replace(
      /^((?:[Aa]sk|[Gg]et|[Tt]ell|[Rr]emind|[Hh]ave)\s+(?:\p{Lu}\p{Ll}+|someone|somebody)\s+to\s+\p{Ll}+(?:\s+(?:up|out|back|over|at|into))?)\s+(?:it|them)\b/u,
      // "Ask Omar to renew it" after "Omar's passport expires": the passport, his own already by the asking.
      (_m, asked: string) =>
        `${asked} ${lowerFirstWord(subject).replace(/^(\p{Lu}\p{Ll}+)['’]s\s+/u, (whole, owner: string) => (asked.includes(owner) ? 'the ' : whole))}`,
    );
    // "Grandma's couch -> ask Tyrone if he still wants it": what the person is asked about is the thing too.
    title = title.replace(
      /^((?:[Aa]sk|[Cc]heck with|[Tt]ext|[Cc]all|[Mm]essage|[Ee]mail)\s+\p{Lu}\p{Ll}+\s+(?:if|whether)\s+(?:he|she|they)\s+(?:still\s+)?\p{Ll}+)\s+(?:it|them)\b/u,
      (_m, asked: string) => `${asked} ${lowerFirstWord(subject)}`,
    );
    // A bare verb ("renew!"), or two joined ("review + merge", "sign and return"), takes the thing the sentence is
    // about as its object. A lone noun ("Reminder: invoices are due…" → "Invoices") is the thing already.
    if (
      BARE_VERBS.exec(title)
        ?.slice(1)
        .every((verb) => !verb || ACTION_VERBS.has(verb.toLowerCase()))
    )
      title = `${title} ${lowerFirstWord(subject)}`;
    // "Cards — post by the 16th for overseas": a verb that wants an object and got only what it is for.
    const objectless = /^([a-z]+)(\s+for\s.*)$/i.exec(title);
    if (objectless && ACTION_VERBS.has(objectless[1]!.toLowerCase()) && !INTRANSITIVE.test(objectless[1]!))
      title = `${objectless[1]} ${lowerFirstWord(subject)}${objectless[2]}`;
    // "confirm with him" after "the tiler can start on the 9th" → "confirm with the tiler".
    // Not when the task names its one person: "promised Keisha I'd send her the photos" is Keisha's (below).
    // Only a person stands for a person's pronoun: "…(family wedding), send him the summary" keeps "him".
    if (subject.split(/\s+/).length <= 3 && !antecedent && people.length !== 1 && standsForSomeone(subject))
      title = namePronoun(title, lowerFirstWord(subject));
    // "email Sofía and Marco about it", "walk the area before it": the thing the closing pronoun stands for.
    if (closing)
      title = title.replace(PRONOUN_CLOSING, (_m, lead: string) => `${lead} ${lowerFirstWord(closing)}`);
    // "the garage door is making that noise again so call someone about that": what it is about is the thing.
    if (/^(?:the|my|our|his|her|their|a|an)\s/i.test(subject))
      title = title.replace(
        /\b(about|re|regarding)\s+(?:it|that|this)$/,
        (_m, about: string) => `${about} ${lowerFirstWord(subject)}`,
      );
  }
  // The one person of the task, or the relative the pronoun stands for ("Call mum").
  // A relation the pronoun stands for wins over the one person on the task ("tell her" asked by Sam is not Sam).
  const who = antecedent
    ? antecedent.replace(/^(?:My|Our)\b/, (w) => w.toLowerCase())
    : people.length === 1
      ? people[0]!
      : null;
  if (who) title = namePronoun(title, who, true);
  // "ring sarah about the party" (dictated or typed in a hurry): the person's name is written as a name.
  for (const name of people) {
    const lower = name.toLowerCase();
    if (lower !== name && title.includes(lower))
      title = title.replace(
        new RegExp(String.raw`(?<![\p{L}'’])${escapeRegExp(lower)}(?![\p{L}])`, 'gu'),
        name,
      );
  }
  // "would you mind sending the slides": the request's verb, not its gerund.
  title = title.replace(/^mind\s+([a-z]+ing)\b/i, (whole, gerund: string) => {
    const verb = gerundStems(gerund).find((v) => ACTION_VERBS.has(v));
    return verb ? verb.charAt(0).toUpperCase() + verb.slice(1) : whole;
  });
  // "email mrs patel": the honorific of a name is written as a name's.
  title = title.replace(
    /\b(mr|mrs|ms|dr|prof)\b(?=\.?\s+\p{Lu})/gu,
    (w) => w.charAt(0).toUpperCase() + w.slice(1),
  );
  title = title.trim();
  // "Tell Chris and Dana" says nothing on its own: add what to tell from the rest of the sentence.
  const about = context?.find((c) => c.trim().length <= 80);
  if (about && MESSAGE_VERB.test(title) && title.split(/\s+/).length <= 4) {
    title = `${title}: ${lowerFirstWord(
      about
        .replace(LEAD_FILLER, '')
        .trim()
        .replace(/[.!?]+$/, ''),
    )}`;
  }
  // "not sure if I locked the shed, check tomorrow": what to check is what the writer doubts; a check of nothing
  // ("Sent the invoice. Check.") is a tick, not a task.
  if (CHECK_ALONE.test(title)) {
    if (!doubt) return '';
    const doubted = doubt
      .replace(LEAD_FILLER, '')
      .replace(DOUBT, '')
      .trim()
      .replace(/[.!?]+$/, '');
    // "Oil level? check": a thing with no verb is what to check.
    const thing =
      !/\b(?:i|we|you|he|she|they|it|is|are|was|were|has|have|had|did|do|does|paid|sent|booked|done)\b/i.test(
        doubted,
      );
    title = ASKED.test(doubted)
      ? `${title}: ${lowerFirstWord(doubted)}`
      : `${title} ${thing ? '' : 'whether '}${lowerFirstWord(doubted)}`;
  }
  if (title.length > MAX_TITLE) {
    const cut = title.slice(0, MAX_TITLE);
    title = cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_TITLE - 20)).trim();
  }
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** A literal string as a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

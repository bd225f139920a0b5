/**
 * @module ai/local/names — is a capitalised word a person's name? Used where nothing but the word itself
 * says so ("Priya: send the deck", "Could you, Tom, …", "Hi Rohan,"). compromise's English lexicon knows
 * thousands of first names (positive evidence) and ordinary words ("Boat", "Novel", "Weekend" — negative
 * evidence); a word it does not know is taken for a name unless it reads as a heading or a role.
 * The same lexicon tells whether a clause's first word is a verb we have no list entry for ("drain the queue",
 * "glaze the mugs"): in the imperative shape VERB + determiner, a word it knows as a verb or a noun-verb, or
 * does not know at all, is taken for a verb; one it knows as anything else (adverb, adjective, number…) is not.
 */
import nlp from 'compromise/two';
import { CALENDAR_WORD } from './dates.js';
import { ACTION_VERBS, FINITE_VERB, NOT_NAMES, TODO_HEADING } from './lexicon.js';
import { fold } from './word-forms.js';
import { lexiconTags } from './word-lexicon.js';

const NAME_TAGS = new Set(['FirstName', 'MaleName', 'FemaleName', 'Person', 'LastName', 'Honorific']);
/** Capitalised words that open a heading or name a group, a role or a place rather than a person. */
const NOT_PEOPLE = new Set(
  `attendees decisions discussed agenda notes note todo todos action actions items next steps followups follow-ups
  summary recap update updates status blockers blocked yesterday today tomorrow tonight weekend morning afternoon
  evening church maintenance quality production logistics purchasing operations ops warehouse plant office
  children kids parents staff everyone everybody nobody somebody someone all team teams group committee board
  mgmt management customer customers client clients vendor vendors supplier suppliers landlord agent school
  pottery garden allotment boat novel trip travel work home house family life misc other others general
  shopping groceries errands chores admin finance finances health fitness money kitchen car garage
  bathroom bedroom ensuite laundry hallway loft porch patio driveway pantry lounge balcony deck gutter gutters
  ideas thoughts promo backlog
  left done doing pending later soon first second third last also plus and then mon tue tues wed thu thurs fri sat sun
  ai re fw fwd subject question questions answer task tasks due owner owners assignee deadline priority note-to-self ps nb fyi
  mañana manana hoy domani oggi morgen heute demain aujourd'hui amanhã hoje ayer luego
  lunes martes miércoles miercoles jueves viernes sábado sabado domingo lundi mardi mercredi jeudi vendredi samedi
  dimanche montag dienstag mittwoch donnerstag freitag samstag sonntag lunedì martedì mercoledì giovedì venerdì
  thanks thank cheers sorry okay ok sure yes yeah yep nope perfect great brilliant lovely awesome cool alright
  noted agreed hey hi hello btw anyway anyways oh ah reminder um uh er erm errm hm eh huh ooh oops aw welp meh blah
  yo woo howdy dunno gonna gotta wanna kinda sorta okey righto nah asap idk imo imho wfh pto ooo eod eow cob eta ta
  notas compras teilnehmer privat einkaufen
  personal household domestic seasonal digital internal external annual career uni college holiday holidays gym sport
  sports choir dentist reno`
    .split(/\s+/)
    .concat(TODO_HEADING.split('|')),
);
/** The plural of a noun by its ending ("Priorities", "Deliverables", "Requirements"), which no name has. */
const PLURAL_NOUN = /(?:ities|ments|tions|sions|nesses|ables|ships|ances|ences)$/;
/** "Medical:", "Optional:", "Technical:": an adjective's ending no name has, as a notes heading reads. */
const NOUN_SUFFIX =
  /(?:tion|sion|ment|ness|ity|ship|ance|ence|ism|ery|ing|ware|ics|ology|ure|age|inders?|ical|ional)$/;

/** The tagger's reading of one word alone, for words the lexicon does not list ("actually", "rebooted"). */
const taggedAlone = new Map<string, readonly string[]>();

/**
 * A lowercase word's classes: the lexicon's, else for an unlisted "-ly" or "-ed" word the tagger's on the word alone
 * ("actually" an adverb, "rebooted" a past tense, "assembly" a noun); other unlisted words have none here. Cached, as a
 * dump repeats its words.
 */
export function wordClasses(word: string): readonly string[] {
  const listed = lexiconTags(word);
  if (listed) return listed;
  if (!/(?:ly|ed)$/.test(word)) return [];
  let tags = taggedAlone.get(word);
  if (!tags) {
    const terms = (nlp(word).json() as { terms?: { tags?: string[] }[] }[])[0]?.terms ?? [];
    tags = terms.length === 1 ? (terms[0]!.tags ?? []) : [];
    if (taggedAlone.size > 5000) taggedAlone.clear();
    taggedAlone.set(word, tags);
  }
  return tags;
}

export function isPersonName(word: string): boolean {
  if (!/^(?:Ma?c|[ODN]['’])?\p{Lu}[\p{Ll}]+(?:[-'][A-Z]?[\p{Ll}]+)?$/u.test(word) || !isNameWordForm(word))
    return false;
  const lower = word.toLowerCase();
  if (NOT_PEOPLE.has(lower) || KIN.has(lower)) return false;
  const tags = lexiconTags(lower);
  if (tags) return tags.some((tag) => NAME_TAGS.has(tag));
  // "To-do", "Follow-up", "Kick-off", "Check-in": a word with a verb's particle for a part is no double name; a name
  // whose parts are words too ("Min-Jun", "Jae-Won", "Bo-Young") has none.
  if (
    /-(?:to|up|off|in|out|on|down|over|through|back|away)$|^(?:to|up|off|in|out|on|down|over|through|back|away)-/.test(
      lower,
    )
  )
    return lower.split('-').some((part) => lexiconTags(part)?.some((tag) => NAME_TAGS.has(tag)));
  // "Email", "Ping", "Rsvp": a verb of our own list the lexicon does not know opens an errand ("- Email Jo: Friday").
  // "Priorities", "Deliverables": the plural of a noun the lexicon does not list.
  // "Mei-Ling", "Xiao-Ming", "Yu-Ting": a short last part of a double name is a name, not a noun's ending.
  return (
    !ACTION_VERBS.has(lower) &&
    (!NOUN_SUFFIX.test(lower) || /-\p{Ll}{2,4}$/u.test(lower)) &&
    !PLURAL_NOUN.test(lower) &&
    !isSentenceAdverb(word)
  );
}

/**
 * Whether a word may be a name at all: not a word of NOT_NAMES, nor a weekday or a month however it is written short
 * ("Weds", "Thur", "Sept": dates.ts reads them, so "by Weds 2nd" names nobody). "Jun" and "Jan" are names too.
 */
export function isNameWordForm(word: string): boolean {
  // "Mrs", "Dr": a title before a name is none itself ("email Mrs O'Connor" named "Mrs").
  if (/^(?:Mr|Mrs|Ms|Mx|Dr|Prof)$/.test(word)) return false;
  // "Ummm", "Sooo", "Ehh", "Hmm", "Tbh", "Thx": a sound drawn out or a word with no vowel is no name ("Ng" is one).
  if (/(\p{L})\1\1|hh$|^[HM][hm]+$/iu.test(word) || (!/[aeiouyà-ÿ]/i.test(word) && word !== 'Ng'))
    return false;
  return !NOT_NAMES.has(word) && (!CALENDAR_WORD.test(word) || NAMES_THAT_ARE_WORDS.has(word));
}

/** What the lexicon lists a verb's forms as ("Wants", "Plans", "Agreed"); no name is only these. */
const VERB_FORM_TAGS = new Set(['PresentTense', 'PastTense', 'Gerund', 'Infinitive']);

/**
 * A capitalised word opening "… to do X" that is no one to give a job to: a heading or group word ("Team", "Promo"),
 * kin, a verb's form the lexicon lists ("Wants to do the cert"), or a word it lacks with a noun's ending ("Motion to
 * buy a freezer", "Resolution to…"). A first name the lexicon lists ("Chase", "Grace") stays a name.
 */
export function isNoSubject(word: string): boolean {
  const lower = word.toLowerCase();
  if (isKnownFirstName(word)) return false;
  if (NOT_PEOPLE.has(lower) || KIN.has(lower)) return true;
  const tags = lexiconTags(lower);
  if (tags) return tags.every((tag) => VERB_FORM_TAGS.has(tag));
  return /(?:tion|sion|ment|ness)$/.test(lower);
}

/** Whether the lexicon lists a first name as only a woman's or only a man's ("Hannah", "Marco"), else null. */
export function nameGender(word: string): 'female' | 'male' | null {
  // "Cláudia", "Andrés", "Inês": the lexicon lists the name without its accents (as isKnownFirstName reads it).
  const tags =
    lexiconTags(word.toLowerCase()) ?? (/[^\p{ASCII}]/u.test(word) ? lexiconTags(fold(word)) : null) ?? [];
  const female = tags.includes('FemaleName');
  const male = tags.includes('MaleName');
  return female === male ? null : female ? 'female' : 'male';
}

/** A word the lexicon itself lists as a first name ("Rosa", "Tobias"), not one it merely does not know ("Pickles"). */
export function isKnownFirstName(word: string): boolean {
  const named = (form: string) => lexiconTags(form)?.some((tag) => NAME_TAGS.has(tag)) ?? false;
  // "Andrés", "Inès", "João": the lexicon lists the name without its accents.
  return named(word.toLowerCase()) || (/[^\p{ASCII}]/u.test(word) && named(fold(word)));
}

/** A word with the ending of a past verb ("-ed"), as FINITE_VERB's last branch reads it ("Ahmed", "Mohammed"). */
const ED_WORD = /(?<![\p{L}\p{N}_'’-])\p{L}{3,}ed(?![\p{L}\p{N}_])/giu;

/**
 * Whether a text says what is or was (FINITE_VERB), with the first names the lexicon lists set aside: "Ahmed",
 * "Mohammed", "Saeed", "Mildred" end like a past verb ("pulled", "emailed") but are never one, so "fuel card report
 * for Ahmed by Sunday" is still a thing to do, not a report. No listed first name of that ending is a verb.
 */
export function hasFiniteVerb(text: string): boolean {
  if (!FINITE_VERB.test(text)) return false;
  const rest = text.replace(ED_WORD, (word) => (isKnownFirstName(word) ? 'N' : word));
  return rest === text || FINITE_VERB.test(rest);
}

/**
 * "the signed rental contract", "your updated CV", "the measurement report for the rejected lot": a participle between a
 * determiner and its noun, opening the item or after a preposition, describes the thing — it says nothing was done —
 * so a list item of it ("- the signed AV rider") is still a thing to do. Not after a verb: "They'll send the revised
 * price list" tells what someone else will do.
 */
const ATTRIBUTIVE_PARTICIPLE =
  /(^\s*|\b(?:of|on|for|from|with|in|at|to|about)\s+)((?:the|a|an|your|my|our|their|his|her|this|that|any|all)\s+)\p{L}{3,}ed(?=\s+\p{L})/giu;
export function withoutAttributiveParticiples(text: string): string {
  return text.replace(ATTRIBUTIVE_PARTICIPLE, '$1$2');
}

/** Words of NOT_NAMES that are ordinary words, written small inside a title. */
const COMMON_WORD =
  /^(?:The|A|An|This|That|These|Those|It|Its|He|She|They|We|You|My|Our|Your|Their|His|Her|Him|Them|Also|Then|And|But|So|Please|Ok|Okay|Re|Fwd|Today|Tomorrow|Tonight|Team|Everyone|Someone|Anyone|Nobody|Customer|Customers|Client|Clients|Board|Management|Leadership|Mom|Mum|Dad|Mother|Father|Sister|Brother|Wife|Husband|Kids)$/;

/**
 * A phrase's first word in lower case when it is a common word written with a capital: "Dietary requirements" →
 * "dietary requirements", "Cards" → "cards"; "Kris Kindle names", "Priya's notes" and "TLS" keep their capitals.
 */
export function lowerFirstWord(text: string): string {
  const first = /^\p{Lu}\p{Ll}+(?=\s+\p{Ll}|$)/u.exec(text)?.[0];
  // "Terraform state", "Christmas lunch": a product, a holiday or a day is written with its capital.
  const proper = first !== undefined && NOT_NAMES.has(first) && !COMMON_WORD.test(first);
  const common =
    first && !proper && !isKnownFirstName(first) && (first.length < text.length || !isPersonName(first));
  return common ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * "Probably", "Honestly", "Apparently": an -ly word the lexicon does not list (compromise derives adverbs by rule,
 * so they are not in it) opens a sentence as an adverb, never as a person. Names ending in -ly are listed (Emily, Kelly).
 */
export function isSentenceAdverb(word: string): boolean {
  const lower = word.toLowerCase();
  return /^[a-z]{4,}ly$/.test(lower) && !lexiconTags(lower)?.some((tag) => NAME_TAGS.has(tag));
}

/**
 * Kin words the lexicon does not know, English and those of other languages people write as names ("call Ammi",
 * "ring nan", "visit Oma"): family, not a named person, capitalised or not.
 */
const KIN = new Set(
  `aunty auntie nan nana nanna nanny gran granny grandad grandpa grandma nonna nonno abuela abuelo abuelita abuelito oma opa omi
  opi mam mammy mummy daddy papa mama ammi ammu ammijan abbu abba abbaji amma appa nani nanu dadi dadu dada baba
  umma eomma halmoni yiayia giagia pappou papou babcia dziadek babushka dedushka mutti vati ouma oupa gogo
  jiddo jedda sitti teta tayta mamie papy mémé pépé maman tonton vovó vovô avó avô obaachan ojiichan obaasan ojiisan
  baachan jiichan bunica bunicul bunicu mamaie tataie anneanne babaanne teyze amca mormor morfar farmor farfar bestemor
  bestefar mamma pappa shosho nainai yeye laolao laoye waipo waigong nanay tatay inay itay chacha chachi mausi halmeoni
  harabeoji savta bubbe zayde dziadzia thatha paati ajji aaji`.split(/\s+/),
);

/** A kin word used like a name ("Ammi", "Abba", "Oma"): the relation, never a person of its own. */
export function isKin(word: string): boolean {
  return KIN.has(word.toLowerCase());
}

/**
 * A lowercase word after a verb that takes a person, in dictation ("text imogen…", "ask anjali about…"): a name
 * when the lexicon knows it only as a first name, or — where the writer capitalises nothing — when it does not
 * know it at all. A word that is also a word ("will", "mark", "bill") or kin ("nan") is not. `meeting`: the word
 * stands where only a person does ("catch up with olu", "get seun to sign…", "me and dan need to…").
 */
export function isLowercaseName(word: string, capitalisesNothing: boolean, meeting = false): boolean {
  if (!/^\p{Ll}{3,}$/u.test(word) || KIN.has(word) || COMPANIES.has(word)) return false;
  if (NAMES_READ_AS_NOUNS.has(word)) return true;
  const name = word.charAt(0).toUpperCase() + word.slice(1);
  if (NAMES_THAT_ARE_WORDS.has(name) || NOT_NAMES.has(name) || NOT_PEOPLE.has(word)) return false;
  const tags = lexiconTags(word);
  if (tags) return tags.every((tag) => NAME_TAGS.has(tag));
  if (NOT_NAME_SHAPED.has(word)) return false;
  // The lexicon lacks many ordinary nouns ("council", "dentist", "venue"), so an unknown word counts only in the
  // shape of a name it also lacks: a vowel a/i/o at the end ("priya", "anjali", "kemi", "ngaio"). After "catch up
  // with", "sync with" only people stand, so there a short unknown word that is no plural counts too ("raj", "amit").
  const shaped = /^\p{Ll}*[aeiouyáéíóú]\p{Ll}*[aioáó]$/u.test(word);
  return (
    (capitalisesNothing && shaped) || (meeting && (shaped || /^\p{Ll}{3,8}$/u.test(word)) && !/s$/.test(word))
  );
}

/** First names the lexicon knows only as nouns that are no English word of their own: "text maya", "call leo". */
const NAMES_READ_AS_NOUNS = new Set(['maya', 'leo', 'finn', 'bella', 'sonny']);

/** Words of a name's shape, or short words the lexicon lacks, that people ring, ask or meet: not names. */
const NOT_NAME_SHAPED = new Set(
  `uni physio osteo chiro studio radio media data info promo demo memo mafia agenda pizza sofa camera gala opera villa
  extra ikea infra backend frontend product exec execs physio gp doc dentist sparky squad crew fam platform qa sre pm
  agency insurer cto coo ceo cfo council legal ops sales hr eng dev devs design finance mentee tutor coach vet gym
  folks inlaws`.split(/\s+/),
);

/**
 * A title of respect, office or kin said before a name ("Dr. Patel", "Auntie Pua", "khun Somchai", "Frau Huber",
 * "Pastor Ade"): the name after it is the person. Written small and as one flat list of regex words, so a rule can ask
 * for it capitalised ("Coach Dan will…"), small after a cue ("ring coach Dan") or in any case ("Dear DR. OKAFOR,").
 */
export const TITLE_WORDS = [
  "dr|mr|mrs|ms|miss|mx|prof|professor|doctor|sir|ma['’]am|maam|officer|judge|nurse|coach|chef",
  'reverend|rev|pastor|father|sister|brother|deacon|deaconess',
  'aunt|auntie|aunty|uncle|cousin|tita|tito|ate|kuya|tante|onkel|tía|tío|tia|tio|zia|zio',
  'grandma|grandpa|granny|grandad|granddad|gran|nana|nanna|abuela|abuelo|lola|lolo|mama|principal|kru',
  'pak|bapak|bu|ibu|mang|aling|mzee|khun|eng|engr',
  'herr|herrn|frau|sr|sra|srta|dra|señor|señora|mme|madame|monsieur|signor|signora',
  // Of faith, and of respect in Malaysian offices and Polish: "Fr Declan", "Br. Omar", "Ustaz Rosli", "Mdm Tan",
  // "Pn. Rohana", "Pani Ewa". (Not "Dona": "Padaria Dona Zica" is a shop.)
  'fr|br|rabbi|imam|ustaz|ustazah|sheikh|haji|hajjah|mdm|puan|pn|encik|cikgu|pani|mlle',
].join('|');

/** A suffix of respect joined to a name ("Sato-san", "Kenji-sensei", "Priya-ji"): no part of the name. */
export const RESPECT_SUFFIX_WORDS = 'san|sama|kun|chan|sensei|senpai|ji';

/**
 * A word of respect written after a name ("Imran bhai", "Ravi bhaiya", "Sunita didi", "Neha aunty", "Tanaka san"): no
 * part of the name, and only a person is called so.
 */
export const RESPECT_AFTER_WORDS =
  'bhai|bhaiya|bhaiyya|didi|dai|ji|sahab|saab|sahib|bhabhi|anna|akka|aunty|auntie|uncle|sir|madam|san|sensei';

/** A firm's teams, written before who in them a task goes to ("tell planning (Mariana)", "with quality (Elin)"). */
export const TEAMS =
  `planning quality maintenance production logistics purchasing procurement operations ops warehouse
  pharmacy payroll finance accounts legal hr it sales marketing facilities security reception engineering design
  support dispatch shipping despatch stores tooling qa qc
  commercial billing compliance accounting treasury`.split(/\s+/);

/**
 * German says a role before the name as a title ("Steuerberater Brandt anrufen", "Nachbarin Ute fragen") and writes it
 * with a capital like every noun; in brackets after a name it says what the person is ("Herrn Huber (Notar)").
 */
export const GERMAN_ROLE = [
  '(?:Steuerberater|Hausmeister|Nachbar|Chef|Notar|Vermieter|Lehrer|Trainer|Makler|Friseur|Handwerker|Elektriker)(?:in)?',
  '(?:Klempner|Installateur|Schornsteinfeger|Tischler|Maler)(?:in)?|Kolleg(?:e|in)|Anw[aä]lt(?:in)?',
  '(?:Zahn|Haus|Tier|Kinder|Augen|Haut|Fach)(?:arzt|ärztin)|Arzt|Ärztin',
].join('|');

/** A word the lexicon knows only as an adjective ("Happy to help", "Glad to…"): not a name. */
export function isAdjective(word: string): boolean {
  const tags = lexiconTags(word.toLowerCase());
  return tags?.every((tag) => tag === 'Adjective') ?? false;
}

/**
 * First names that are also ordinary words, months or modal verbs, and common ones the lexicon knows only as nouns
 * (Maya, Leo, Max, Ruby, Robin…): names only where a person stands.
 */
const NAMES_THAT_ARE_WORDS = new Set(
  `Will May June April Bill Mark Grace Sue Rob Pat Rose Hope Jack Frank Dawn Joy Faith Art Bob Ray Drew Guy Jay Holly Ivy
  Iris Lily Summer Maya Leo Max Finn Ruby Jade Hazel Poppy Daisy Robin Olive Pearl Violet Jasmine Miles Sonny Bella Flo
  Jun Jan`.split(/\s+/),
);

/** "Hope to get the gutters cleaned": a wish of the user's opens the clause, not Hope doing a job. */
export function opensWithWish(text: string): boolean {
  return /^\W*Hope\s+to\b/u.test(text);
}

/** "Will", "May", "Bill": a name where only a person stands (a line's "Will + Priya:", "ask May to…"). */
export function isWordName(word: string): boolean {
  return NAMES_THAT_ARE_WORDS.has(word);
}

/**
 * A capitalised word in a position only a person takes ("Could you, Wing, chase…"): a name even when the
 * lexicon knows it as a word (Wing, Hope, Rose), unless it is a group, a weekday or another known non-person.
 */
export function isAddressedName(word: string): boolean {
  if (NAMES_THAT_ARE_WORDS.has(word)) return true;
  if (!/^[A-Z][\p{Ll}]+(?:[-'][A-Z]?[\p{Ll}]+)?$/u.test(word) || !isNameWordForm(word)) return false;
  return !NOT_PEOPLE.has(word.toLowerCase()) && !KIN.has(word.toLowerCase());
}

const VERB_TAGS = new Set(['Infinitive', 'PresentTense', 'Imperative', 'PhrasalVerb', 'Verb']);
const NOUN_VERB_TAGS = new Set(['Singular', 'Noun', 'Uncountable']);
/** What an imperative's object starts with: "drain THE queue", "top UP the fund", "feed HER cat". */
const OBJECT_START =
  /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|some|all|any|new|old|it|them|him|up|out|in|down|off|over|back|more)$/;

/** Words the lexicon knows as numbers or adjectives that are verbs before an object ("zero the rifle", "empty the bins"). */
const VERB_BEFORE_OBJECT = new Set([
  'zero',
  'empty',
  'dry',
  'level',
  'free',
  'clear',
  'open',
  'tidy',
  'smooth',
  'warm',
]);

/** A first word we have no list entry for that reads as a verb, given the word after it. */
/** A chat's short way to open what it says ("fwiw the alert never fired", "tbh the rota is fine"): never a verb. */
const OPENING_SHORTHAND = /^(?:fwiw|imo|imho|tbh|tbf|iirc|afaik|afaict|ngl|idk|btw|fyi|omg|smh)$/;

export function looksLikeVerb(word: string, next: string): boolean {
  if (!/^[a-z]{3,}$/.test(word) || !OBJECT_START.test(next) || OPENING_SHORTHAND.test(word)) return false;
  // "renewed the domain", "fixing the", "needs the" are not imperatives.
  if (/(?:ed|ing|[^s]s)$/.test(word)) return false;
  if (VERB_BEFORE_OBJECT.has(word)) return true;
  const tags = lexiconTags(word);
  if (!tags) return !NOUN_SUFFIX.test(word) && !/(?:ly|ous|ful|less|ive|able|ible|al)$/.test(word);
  return tags.some((tag) => VERB_TAGS.has(tag) || NOUN_VERB_TAGS.has(tag));
}

/**
 * Determiners of Spanish, Portuguese, French and Italian that English never writes ("los", "les", "du", "una"), and
 * those it writes too ("a", "as", "o", "i", "son"): after a Romance infinitive they open its object ("Plantar los ajos",
 * "Trocar as cordas", "Imprimer la partition").
 */
const ROMANCE_DETERMINER =
  /^(?:el|los|las|la|le|les|lo|gli|il|du|des|une|una|unos|unas|uns|umas|um|uma|os|mes|mis|tes|tus|ses|sus|nos|vos|meu|minha|meus|minhas|seu|sua|seus|suas|nuestro|nuestra|nuestros|nuestras|mon|ma|ton|ta|sa|l['’]\p{L}+|d['’]\p{L}+)$/u;
const SHARED_DETERMINER = /^(?:a|as|o|i|un|mi|su|son|tu)$/;
/** The endings of a Spanish, Portuguese, French or Italian infinitive ("plantar", "réviser", "imprimer", "comprare"). */
const ROMANCE_INFINITIVE = /^\p{Ll}{2,}(?:ar|er|ir|re)$/u;

/**
 * A first word of a mixed-language dump's line that reads as a Romance infinitive, given the word after it: an
 * infinitive's ending, then a determiner of those languages. One English does not know, or knows as a verb or a noun
 * ("planter"), before "los", "les", "du"; only one it does not know before a determiner English writes too ("Trocar as
 * cordas", not "Later as well").
 */
export function looksLikeInfinitive(word: string, next: string): boolean {
  if (!ROMANCE_INFINITIVE.test(word)) return false;
  const tags = lexiconTags(word);
  if (ROMANCE_DETERMINER.test(next))
    return !tags || tags.some((tag) => VERB_TAGS.has(tag) || NOUN_VERB_TAGS.has(tag));
  return !tags && SHARED_DETERMINER.test(next);
}

/** Whether compromise's English lexicon knows a (lower-case) word at all. */
export function isEnglishWord(word: string): boolean {
  return lexiconTags(word) !== null;
}

const PLACE_OR_COMPANY = new Set([
  'Organization',
  'City',
  'Country',
  'Place',
  'Region',
  'Demonym',
  'Company',
]);

/** Firms people write to or about that compromise does not know, none of them also a first name. */
const COMPANIES = new Set(
  `acme deloitte kpmg pwc accenture mckinsey capgemini atlassian rakuten cartrack comcast verizon vodafone telstra
  optus xfinity fedex ups dhl usps hermes evri maersk uber lyft airbnb netflix adobe intuit xero quickbooks sage
  workday zendesk twilio datadog cloudflare vercel heroku okta stripe paypal revolut monzo hsbc barclays santander
  natwest lloyds citi ikea costco walmart tesco sainsbury sainsburys lidl aldi carrefour nestle unilever bosch
  siemens toyota honda boeing airbus infosys wipro tcs cognizant oracle sap ibm cisco dell lenovo samsung sony
  allianz axa aviva geico ryanair easyjet lufthansa qantas emirates safaricom mpesa nando nandos wetherspoon boots
  greggs waitrose asda morrisons argos primark starbucks pret macy kohl walgreens virgin dvla hmrc currys halfords
  screwfix wickes ocado deliveroo openreach sobeys loblaws kroger safeway publix wegmans albertsons meijer woolworths
  kmart shoprite mercadona rewe edeka kaufland migros dunnes`.split(/\s+/),
);

/**
 * Firms named after their founders, two words that read like a first name and a surname ("Grant Thornton") or two
 * surnames ("Baker McKenzie"): only a list can tell them from a person.
 */
const FOUNDER_FIRMS = new Set(
  `grant thornton|baker mckenzie|ernst young|price waterhouse|arthur andersen|goldman sachs|morgan stanley|merrill lynch
  |wells fargo|charles schwab|edward jones|allen overy|clifford chance|herbert smith|norton rose|slaughter may
  |freshfields bruckhaus|dla piper|knight frank|robert half|michael page|marsh mclennan|johnson johnson|procter gamble
  |marks spencer|john lewis|lehman brothers|deutsche bank|bain company|boston consulting|kearney|squire patton
  |hogan lovells|simmons simmons|pinsent masons|eversheds sutherland|burges salmon|addleshaw goddard|russell bedford
  |moore stephens|smith williamson|crowe horwath|baker tilly|saffery champness|kreston reeves|dentons|mazars`
    .split('|')
    .map((firm) => firm.trim()),
);

/** A name of two words that is a firm named after its founders ("Grant Thornton", "Baker McKenzie"). */
export function isFounderFirm(name: string): boolean {
  return FOUNDER_FIRMS.has(
    name
      .toLowerCase()
      .replace(/\s*&\s*|\s+and\s+/g, ' ')
      .trim(),
  );
}

/** A capitalised word compromise knows as a company or a place ("Siemens", "Lisbon"), or a known firm: never a person. */
export function isPlaceOrCompany(word: string): boolean {
  const lower = word.toLowerCase();
  return COMPANIES.has(lower) || (lexiconTags(lower)?.some((tag) => PLACE_OR_COMPANY.has(tag)) ?? false);
}

/** Families that write the surname first ("Lim Wei Jie", "Tan Wei Ling"): the two words after it are the given name. */
const FAMILY_FIRST_TWO = new Set(
  'lim tan ng goh ong teo koh chua wong chan cheung leung chen wang zhang liu yang huang zhao zhou xu lin yeo toh lau chong tay heng seah quek'.split(
    ' ',
  ),
);
/** Vietnamese families ("Nguyen Thi Hoa", "Tran Van Minh"): people are called by the last word, not the middle one. */
const FAMILY_FIRST_LAST = new Set(
  'nguyen nguyễn tran trần pham phạm hoang hoàng huynh huỳnh phan vu vũ dang đặng bui bùi ngo ngô duong dương truong trương'.split(
    ' ',
  ),
);

/**
 * The name a person written surname first goes by, from a signature or a "From:" line: "Lim Wei Jie" → "Wei Jie",
 * "Nguyen Thi Hoa" → "Hoa". Null for any other name (three capitalised words only; "Tan" alone says nothing).
 */
export function givenNameAfterFamily(full: string): string | null {
  const words = full.trim().split(/\s+/);
  if (words.length !== 3 || !words.every((word) => /^\p{Lu}\p{Ll}+$/u.test(word))) return null;
  const family = words[0]!.toLowerCase();
  if (FAMILY_FIRST_LAST.has(family)) return words[2]!;
  return FAMILY_FIRST_TWO.has(family) ? `${words[1]} ${words[2]}` : null;
}

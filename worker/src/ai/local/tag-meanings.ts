/**
 * @module ai/local/tag-meanings — what a custom tag's name means, as the words a dump about it uses. A tag
 * called "Allotment" or "Garden" gets gardening words ("sow", "compost", "beans"), "Clinic" gets rosters,
 * protocols and gloves. A tag name may point to several areas ("Film Club" → film and club); a name of two
 * words that is an area of its own ("Food Bank", "Day Job", "Real Estate") means that area, not its words'
 * ("food", "bank"). Names match whatever their form or accents ("Scouts" ↔ scout, "Café" ↔ cafe); the areas
 * are data (tag-areas).
 */

import { isKnownFirstName } from './names.js';
import { rememberedPerText } from './per-extraction.js';
import { AREAS, NAME_SENSES } from './tag-areas.js';
import { baseForm, fold } from './word-forms.js';

interface Area {
  /** The names, each word lowercase without accents and singular ("reef_tank", "scout"). */
  names: Set<string>;
  words: string;
  /** The words that count half (a home sense too: "budget", "meeting" of work), '' for most areas. */
  half: string;
  /** Its names of three letters or more, each also a word of it ("cottage" for a "Sommarstuga", "dojo" for "Kendo"). */
  synonyms: string[];
}

/**
 * A name word's singular: "Scouts" ↔ scout, "Rentals" ↔ rental, "Classes" ↔ class, "Allotments" ↔ allotment.
 * Only the plural, never the base form of word-forms: "Car" is not "care" nor "Shopping" a shop.
 */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A name's key: the singular of each of its words ("reef_tanks" → "reef_tank"). */
function key(name: string): string {
  return name.split('_').map(singular).join('_');
}

/** What name words mean by themselves (NAME_SENSES): the names, as keys, and the words. */
const SENSES = NAME_SENSES.map((entry) => {
  const [names, words] = entry.split('|') as [string, string];
  return {
    names: new Set(fold(names).trim().split(/\s+/).map(key)),
    words: words.trim().replace(/\s+/g, ' '),
  };
});

/**
 * The words a tag's name means by itself, beyond its areas' ("Edits" → cull, retouch, gallery; "Exams" → midterm,
 * quiz): those of each name word, and of each two words together ("CE credits", "direct reports").
 */
export function senseOf(tag: string): string {
  const parts = nameWords(tag).map(singular);
  const keys = new Set([...parts, ...parts.slice(1).map((part, i) => `${parts[i]}_${part}`)]);
  return SENSES.filter((sense) => [...sense.names].some((name) => keys.has(name)))
    .map((sense) => sense.words)
    .join(' ');
}

/** An area's names of this length or more are words of it too. */
const SYNONYM = 3;

const PARSED: Area[] = AREAS.map((area) => {
  const [names, words, half = ''] = area.split('|') as [string, string, string?];
  const clean = (text: string) => text.trim().replace(/\s+/g, ' ');
  return {
    names: new Set(fold(names).trim().split(/\s+/).map(key)),
    words: clean(`${words} ${half}`),
    half: clean(half),
    synonyms: names.split(/\s+/).filter((name) => name.length >= SYNONYM),
  };
});

/**
 * The words of a tag name, lowercase without accents: "Work/Clients", "side-hustle", "#reef_tank", "🐝 Bees"
 * and "HomeReno" (camel case) all split.
 */
export function nameWords(tag: string): string[] {
  // "Fußballverein": an ß is "ss", not a break between words.
  return fold(tag.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/ß/g, 'ss'))
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
}

/**
 * Each area name's key and the areas it names, in their order. A tag name asks for its words, their parts and their
 * phrases many times each (a compound's every cut): one look-up, not a pass over every area.
 */
const NAMED = new Map<string, number[]>();
PARSED.forEach((area, i) => {
  for (const name of area.names) {
    const named = NAMED.get(name);
    if (named) named.push(i);
    else NAMED.set(name, [i]);
  }
});
const NONE: readonly number[] = [];

/** The areas a name (one word, or several joined by '_') points to, singular or plural. */
function areasNamed(name: string): readonly number[] {
  return NAMED.get(key(name)) ?? NONE;
}

/**
 * Whether one word names an area of life or work ("Casa", "Jobs", "Hytta", "Garden"), in any of its languages, singular
 * or plural: a line's "Casa:" labels its topic, not whose the line is.
 */
export function namesAnArea(word: string): boolean {
  return areasNamed(fold(word)).length > 0;
}

/** Name words of this length or more may be compounds of a shorter name ("narrowboat", "dogsitting"). */
const COMPOUND = 6;
/** Each part of a compound has this many letters or more ("narrow|boat", "dog|sitting"). */
const COMPOUND_PART = 3;

/**
 * The areas a compound name word points to by one of its parts: its head, the last part ("narrowboat", "houseboat"
 * → boat), else its first before a doer or a doing ("dogsitting" → dog). A craft's "-work" ("leatherwork",
 * "metalwork") is no office work.
 */
function compoundAreas(word: string): number[] {
  if (word.length < COMPOUND || !/^[a-z]+$/.test(word)) return [];
  const office = areasNamed('work');
  const usable = (found: readonly number[]) => found.filter((i) => !office.includes(i));
  for (let cut = COMPOUND_PART; cut <= word.length - COMPOUND_PART; cut++) {
    const head = usable(areasNamed(word.slice(cut)));
    // "Fußballverein" is a club's and football's: a first part that names an area of its own adds it.
    if (head.length > 0) return [...new Set([...head, ...usable(areasNamed(word.slice(0, cut)))])];
  }
  // The first part, before a doer or a doing ("dog|sitting", "bee|keeper"): not "honey|moon" nor "home|work".
  for (let cut = word.length - COMPOUND_PART; cut >= COMPOUND_PART; cut--) {
    const first = /(?:ing|ers?|mates?)$/.test(word.slice(cut)) ? usable(areasNamed(word.slice(0, cut))) : [];
    if (first.length > 0) return first;
  }
  return [];
}

/** Each single word of the areas' vocabularies and the areas that use it, in their order, made when a name first needs it. */
let usedBy: Map<string, number[]> | undefined;

function areasUsingWord(word: string): readonly number[] {
  if (!usedBy) {
    const index = new Map<string, number[]>();
    PARSED.forEach((area, i) => {
      for (const used of new Set(area.words.split(' '))) {
        const areas = index.get(used);
        if (areas) areas.push(i);
        else index.set(used, [i]);
      }
    });
    usedBy = index;
  }
  return usedBy.get(word) ?? NONE;
}

/** A word that this many areas or more use says nothing of which one a name means ("card", "stag", "open"). */
const USED_BY_MANY = 3;

/**
 * The areas a name word that names none is a word of: "Pigs" and "Tractor" are the farm's, "Honeymoon" the
 * wedding's, "Kita" the family's — unless several areas use it, or it is a first name ("Bill", "Mark" are people).
 * Its forms as written, singular or plural, are looked for.
 */
function areasUsing(word: string): number[] {
  if (word.length < 4 || isKnownFirstName(word)) return [];
  const forms = [word, singular(word), `${word}s`];
  const found = [...new Set(forms.flatMap(areasUsingWord))].sort((a, b) => a - b);
  return found.length < USED_BY_MANY ? found : [];
}

/**
 * The multi-word names of areas a name's words make ("Side Hustle" → side_hustle, "Garage band" → garage_band), longest
 * first, and the indexes of the words inside them.
 */
function nameSpans(parts: readonly string[]): { covered: Set<number>; phrases: string[] } {
  const covered = new Set<number>();
  const phrases: string[] = [];
  for (let length = parts.length; length >= 2; length--)
    for (let start = 0; start + length <= parts.length; start++) {
      if ([...Array(length).keys()].some((i) => covered.has(start + i))) continue;
      const phrase = parts.slice(start, start + length).join('_');
      if (areasNamed(phrase).length === 0) continue;
      phrases.push(phrase);
      for (let i = 0; i < length; i++) covered.add(start + i);
    }
  return { covered, phrases };
}

/**
 * A tag name's words as they say what it is about: a multi-word name of an area as one phrase ("side_hustle",
 * "food_bank", "swim_team"), each other word on its own. A side gate is no side hustle's, the bank no food bank's.
 */
export function nameTerms(tag: string): string[] {
  const parts = nameWords(tag);
  const { covered, phrases } = nameSpans(parts);
  return [...phrases, ...parts.filter((_, index) => !covered.has(index))];
}

/**
 * The areas a tag name points to (areasNamedBy), kept per extraction: every task under a heading asks whether it
 * names work (tags' headingSays), the bench's 10,000-character dump 173 times for 10 headings.
 */
const areasOf = rememberedPerText(areasNamedBy, (tag: string) => tag);

/** The areas a tag name points to: its multi-word names first, then each word not inside one of those. */
function areasNamedBy(tag: string): number[] {
  // "YouTube", "WordPress": a brand written in camel case is one name before it is two words.
  const whole = fold(tag).replace(/[^a-z0-9&]+/g, '');
  const brand = areasNamed(whole);
  if (brand.length > 0 && /\p{Ll}\p{Lu}/u.test(tag)) return [...brand];
  const parts = nameWords(tag);
  const found = new Set<number>();
  const { covered, phrases } = nameSpans(parts);
  for (const phrase of phrases) for (const i of areasNamed(phrase)) found.add(i);
  parts.forEach((part, index) => {
    if (!covered.has(index)) for (const i of areasNamed(part)) found.add(i);
  });
  // "Harbour House", "Maple Court", "Elm St": a name and a building or a street is a property — a build, a
  // renovation or a letting as well as a home — when the name itself is no area.
  if (
    parts.length >= 2 &&
    PLACE.has(parts.at(-1)!) &&
    parts.slice(0, -1).every((part) => areasNamed(part).length === 0)
  )
    for (const i of areasNamed('property_project')) found.add(i);
  // A name word that names no area may still be a word of one or two ("Pigs", "Honeymoon", "Kindergarten"), else
  // a compound of one ("Narrowboat"); a name whose words point to more areas that way says nothing ("Open mic").
  if (found.size === 0) {
    const used = new Set(parts.flatMap((part) => areasUsing(part)));
    if (used.size < USED_BY_MANY) for (const i of used) found.add(i);
  }
  parts.forEach((part, index) => {
    if (!covered.has(index) && areasNamed(part).length === 0 && areasUsing(part).length === 0)
      for (const i of compoundAreas(part)) found.add(i);
  });
  return [...found].sort((a, b) => a - b);
}

const PLACE = new Set(
  'house houses street st road rd lane avenue ave court tower towers lofts wharf quay plaza terrace mews place building hall yard villas gardens park close crescent square'.split(
    ' ',
  ),
);

const meanings = new Map<string, string>();

/**
 * The words of a tag name's meaning that count half: those of an area that has a home sense too, unless another
 * area of the name has them in full ("Work Finance" counts "budget" whole).
 */
export function halfWordsOf(tag: string): Set<string> {
  const areas = areasOf(tag).map((i) => PARSED[i]!);
  const full = new Set(
    areas.flatMap((area) => {
      const half = new Set(area.half.split(' '));
      return area.words.split(' ').filter((word) => !half.has(word));
    }),
  );
  return new Set(
    areas.flatMap((area) => (area.half ? area.half.split(' ') : [])).filter((w) => !full.has(w)),
  );
}

/**
 * An area's other names, which are words of it too: a summer cottage's tag ("Sommarstuga") hears "the cottage", a
 * kendo tag "the dojo", an MSN's "study" — not the tag's own name words, which count as its name already ("the
 * marketing site" is one word of a Marketing tag's, not two).
 */
export function synonymsOf(tag: string): string[] {
  // In any form ("podcasting" is a Podcast tag's own name word too), and as a phrase of them ("film_club").
  const own = new Set(nameWords(tag).flatMap((word) => [singular(word), baseForm(word)]));
  const owned = (word: string) => own.has(singular(word)) || own.has(baseForm(word));
  return areasOf(tag)
    .flatMap((i) => PARSED[i]!.synonyms)
    .filter((name) => !fold(name).split('_').every(owned));
}

/** Whether a tag's name points to an area named so ("Office", "Day Job" and "Arbeit" all point to 'work'). */
export function pointsTo(tag: string, name: string): boolean {
  const wanted = areasNamed(name);
  return areasOf(tag).some((i) => wanted.includes(i));
}

/** The vocabulary a custom tag name means ('' when its name points to no known area). */
export function meaningOf(tag: string): string {
  let meaning = meanings.get(tag);
  if (meaning === undefined) {
    meaning = [...areasOf(tag).map((i) => PARSED[i]!.words), senseOf(tag)].join(' ').trim();
    if (meanings.size < 1000) meanings.set(tag, meaning);
  }
  return meaning;
}

/**
 * @module ai/local/tag-meanings — what a custom tag's name means, as the words a dump about it uses. A tag
 * called "Allotment" or "Garden" gets gardening words ("sow", "compost", "beans"), "Clinic" gets rosters,
 * protocols and gloves. A tag name may point to several areas ("Film Club" → film and club); a name of two
 * words that is an area of its own ("Food Bank", "Day Job", "Real Estate") means that area, not its words'
 * ("food", "bank"). Names match whatever their form or accents ("Scouts" ↔ scout, "Café" ↔ cafe); the areas
 * are data (tag-areas).
 */

import { AREAS } from './tag-areas.js';
import { baseForm, fold } from './word-forms.js';

interface Area {
  names: Set<string>;
  words: string;
}

/** A name's key: the base form of each of its words ("reef_tanks" → "reef_tank"). */
function key(name: string): string {
  return name
    .split('_')
    .map((part) => baseForm(part))
    .join('_');
}

const PARSED: Area[] = AREAS.map((area) => {
  const [names, words] = area.split('|') as [string, string];
  return {
    names: new Set(names.trim().split(/\s+/).map(key)),
    words: words.trim().replace(/\s+/g, ' '),
  };
});

/**
 * The words of a tag name, lowercase without accents: "Work/Clients", "side-hustle", "#reef_tank", "🐝 Bees"
 * and "HomeReno" (camel case) all split.
 */
export function nameWords(tag: string): string[] {
  return fold(tag.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'))
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
}

/** The areas a tag name points to: its multi-word names first, then each word not inside one of those. */
function areasOf(tag: string): number[] {
  const parts = nameWords(tag).map((part) => baseForm(part));
  const found = new Set<number>();
  const covered = new Set<number>();
  for (let length = parts.length; length >= 2; length--)
    for (let start = 0; start + length <= parts.length; start++) {
      const name = parts.slice(start, start + length).join('_');
      const hit = PARSED.findIndex((area) => area.names.has(name));
      if (hit < 0 || [...Array(length).keys()].some((i) => covered.has(start + i))) continue;
      PARSED.forEach((area, i) => {
        if (area.names.has(name)) found.add(i);
      });
      for (let i = 0; i < length; i++) covered.add(start + i);
    }
  parts.forEach((part, index) => {
    if (covered.has(index)) return;
    PARSED.forEach((area, i) => {
      if (area.names.has(part)) found.add(i);
    });
  });
  return [...found].sort((a, b) => a - b);
}

/** The vocabulary a custom tag name means ('' when its name points to no known area). */
export function meaningOf(tag: string): string {
  return areasOf(tag)
    .map((i) => PARSED[i]!.words)
    .join(' ');
}

/**
 * @module ai/local/tag-meanings — what a custom tag's name means, as the words a dump about it uses. A tag
 * called "Allotment" or "Garden" gets gardening words ("sow", "compost", "beans"), "Clinic" gets rosters,
 * protocols and gloves. A tag name may point to several areas ("Film Club" → film and club); the areas are
 * data (tag-areas).
 */

import { AREAS } from './tag-areas.js';

interface Area {
  names: Set<string>;
  words: string;
}

const PARSED: Area[] = AREAS.map((area) => {
  const [names, words] = area.split('|') as [string, string];
  return { names: new Set(names.trim().split(/\s+/)), words: words.trim().replace(/\s+/g, ' ') };
});

/** The vocabulary a custom tag name means ('' when its name points to no known area). */
export function meaningOf(tag: string): string {
  const parts = tag
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined = parts.join('_');
  return PARSED.filter((area) =>
    parts.some(
      (part) =>
        area.names.has(part) ||
        area.names.has(part.replace(/s$/, '')) ||
        area.names.has(`${part}s`) ||
        area.names.has(joined),
    ),
  )
    .map((area) => area.words)
    .join(' ');
}

/**
 * A custom tag's own name said in a text counts as two words of that tag, whether or not its area lists the word
 * (issue 12, tags from meaning): a "Classes" tag's "classes" says more than a Retreats tag's yoga classes, a "Van"
 * tag's "van" more than a tradesman's Jobs. A label that opened an earlier sentence, or that lies across another task
 * of a spoken run-on, names it once: there it frames what follows no more than one word of the area would.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { pickTag, scoreTags, UNSORTED } from './tags.js';

const DEFAULTS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life'];

const NAMED: { text: string; tags: string[]; named: string }[] = [
  { text: 'classes', tags: ['Classes', 'Retreats'], named: 'Classes' },
  { text: 'van', tags: ['Van', 'Jobs'], named: 'Van' },
  { text: 'school', tags: ['School', 'Kids'], named: 'School' },
  { text: 'garden', tags: ['Garden', 'Allotment'], named: 'Garden' },
];

describe("a tag's own name is two words of it", () => {
  it.each(NAMED)('$text for $named', ({ text, tags, named }) => {
    const scores = scoreTags(text, [...DEFAULTS, ...tags]);
    expect(scores.find((entry) => entry.tag === named)?.score).toBe(2);
    for (const other of scores) if (other.tag !== named) expect(other.score).toBeLessThan(2);
  });

  it('is one word in a label that opened an earlier sentence', () => {
    const scores = scoreTags('van', [...DEFAULTS, 'Van', 'Jobs'], false, true);
    expect(scores.find((entry) => entry.tag === 'Van')?.score).toBe(1);
  });
});

const TAGS = [...DEFAULTS, 'Van', 'Jobs', UNSORTED];

describe('a heading that names the tag', () => {
  it('files a wordless item under it', () => {
    const dump = scoreTags('van: oil change', TAGS);
    expect(pickTag('oil change', '', dump, TAGS, { text: 'van', weight: 1 })).toBe('Van');
  });
});

const ROWS: Row[] = [
  {
    name: "a personal errand in the sentence after the one a name opened is the writer's own",
    extra: ['Classes', 'Retreats'],
    text: 'Classes: print the timetable and email the new students. Also renew my passport.',
    want: [
      { has: 'timetable', tag: 'Classes' },
      { has: 'students', tag: 'Classes' },
      { has: 'passport', tag: 'Life' },
    ],
  },
  {
    name: "a kin's errand after a spoken run-on's label, across another task, is the family's",
    extra: ['Classes', 'Retreats'],
    text: 'okay classes stuff so the hall is booked for Monday and I need to print the timetable tonight and personal stuff my brother turns 40 on Friday get a cake from the bakery',
    want: [
      { has: 'timetable', tag: 'Classes' },
      { has: 'cake', tag: 'Family' },
    ],
  },
];

describe('a label said before names the tag once', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

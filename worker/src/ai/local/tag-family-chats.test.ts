/**
 * What a pasted chat about the family asks of the writer ("can you also dig out the old slides from the loft" in the
 * cousins' chat about Grandad's 90th) is the family's errand, though its own words are a household's; the same ask in
 * a chat among friends stays the writer's own (issue 12, tags from meaning). Dumps written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a family chat's ask",
    text: "[Sat 9:02] Priya: Grandad's 90th is next Sunday, who's doing what? the cousins are all coming\n[Sat 9:05] Me: I'll order the cake from Gails\n[Sat 9:06] Priya: great. can you also dig out the old slides from the loft\n[Sat 9:08] Me: yes will do",
    want: [
      { has: 'cake', tag: 'Family' },
      { has: 'slides', tag: 'Family' },
    ],
  },
  {
    name: "a friends' chat's ask stays the writer's own",
    text: "[Sat 9:02] Priya: drinks at the Crown on Friday? who's in\n[Sat 9:05] Me: me! I'll book a table\n[Sat 9:06] Priya: great. can you also dig out my old speaker from the loft\n[Sat 9:08] Me: yes will do",
    want: [
      { has: 'drinks', tag: 'Life' },
      { has: 'table', tag: 'Life' },
      { has: 'speaker', tag: 'Life' },
    ],
  },
];

describe("a family chat's asks are the family's", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

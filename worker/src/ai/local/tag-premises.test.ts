/**
 * The upkeep of premises a user lets or runs (issue 12, tags from meaning): the plumber, the boiler, the smoke alarms,
 * the wifi and the door code, the mattresses of a let, a guesthouse or a hotel are that area's; the same call with
 * no such tag is the writer's own. Written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const one = (text: string, has: string, extra: string[], tag: string): Row => ({
  name: `${text} (${extra.join(', ') || 'no custom tag'}) → ${tag}`,
  text,
  extra,
  want: [{ has, tag }],
});

const ROWS: Row[] = [
  one('Ring the plumber about the leak in flat 2.', 'plumber', ['Lettings', 'Choir'], 'Lettings'),
  one('Text the new guests the wifi and the door code.', 'wifi', ['Holiday let', 'Choir'], 'Holiday let'),
  one('Replace the smoke alarms in the annex rooms.', 'smoke alarms', ['Guesthouse', 'Choir'], 'Guesthouse'),
  one('Order two new mattresses for the double rooms.', 'mattresses', ['B&B', 'Choir'], 'B&B'),
  one('Ring the plumber about the leak under the sink.', 'plumber', ['Choir'], 'Life'),
];

describe("the premises' upkeep is the let's, the guesthouse's or the hotel's", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

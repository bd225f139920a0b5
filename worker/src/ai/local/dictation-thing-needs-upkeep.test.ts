/**
 * Recall (issue 12): what a thing needs for its upkeep, said as a statement — "The fish tank pump needs a new seal",
 * "van needs a service", "the boiler in the cellar needs its annual check", "Nan's hearing aid needs new batteries" —
 * is the errand of getting it, whatever the line's first word is written like and however many words name the thing.
 * Followed after a comma by the writer's own step, the need is only that step's reason. Dumps written for these tests,
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a capitalised article and a thing of three words',
    text: 'The fish tank pump needs a new seal.',
    want: [{ has: 'get new seal fish tank pump', title: 'Get a new seal for the fish tank pump' }],
  },
  {
    name: 'no article at all',
    text: 'van needs a service',
    want: [{ has: 'get service van', title: 'Get a service for the van' }],
  },
  {
    name: 'where the thing is, and "still"',
    text: 'the boiler in the cellar still needs its annual check before the cold comes',
    want: [{ has: 'boiler cellar annual check' }],
  },
  {
    name: 'whose thing it is stays as written',
    text: "Nan's hearing aid needs new batteries.",
    want: [{ has: "batteries nan's hearing aid", title: "Get new batteries for Nan's hearing aid" }],
  },
  {
    name: 'a part for a machine at work',
    text: 'The packing line conveyor needs a replacement belt before the Monday run.',
    want: [{ has: 'get replacement belt packing line conveyor' }],
  },
  {
    name: "the writer's own step after a comma is the task, the need its reason",
    text: 'the mixer on line 4 needs a new motor, get a quote from the supplier',
    want: [{ has: 'get quote supplier' }],
  },
  {
    name: 'a need that is no upkeep is no errand',
    text: 'The project plan needs a fresh approach.',
    want: [],
  },
  {
    name: "each of a school's things needing something is a letter's news, not the writer's errand",
    text: 'Each classroom heater needs a service before winter.',
    want: [],
  },
];

describe('recall: what a thing needs for its upkeep', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

/**
 * Tags from meaning (issue 12): a custom tag's name is read whatever its form — plural, accents, two words that
 * name one area ("Food Bank"), another language ("Trabajo") — its area's words meet a dump's words in any
 * inflection, its own name in a task counts more than one word of its area, and the default tags' multilingual
 * words match only whole. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { meaningOf } from './tag-meanings.js';
import { baseForm } from './word-forms.js';

const OFFICE: Row[] = [
  {
    name: 'office work that is neither DevOps nor manufacturing is Unsorted with the default tags, never Family or Life',
    text: 'Send the revised floor plans to the client by Friday. Draft the Q1 marketing brief. Book the kids swimming lessons. Call the bank about the mortgage.',
    want: [
      { has: 'floor plans client', tag: 'Unsorted' },
      { has: 'marketing brief', tag: 'Unsorted' },
      { has: 'swimming lessons', tag: 'Family' },
      { has: 'bank mortgage', tag: 'Life' },
    ],
  },
  {
    name: "office work goes to the user's own tag for it when there is one",
    text: 'Draft the Q1 marketing brief and send the campaign plan to the client.',
    extra: ['Clients'],
    want: [{ has: 'marketing brief' }, { has: 'campaign plan', tag: 'Clients' }],
  },
];

const NAMES: Row[] = [
  {
    name: 'an accented tag name means its area ("Café" is a café)',
    text: 'Descale the espresso machine and put the new sandwiches on the menu board.',
    extra: ['Café', 'Running'],
    want: [
      { has: 'descale espresso', tag: 'Café' },
      { has: 'sandwiches', tag: 'Café' },
    ],
  },
  {
    name: 'two words that name one area mean that area, not each word ("Food Bank" is no bank)',
    text: 'Sort the donated tins into parcels before Saturday.',
    extra: ['Food Bank'],
    want: [{ has: 'donated tins', due: '2026-11-28', tag: 'Food Bank' }],
  },
  {
    name: 'a plural tag name and inflected words ("Bees": hive → hives, swarm → swarming)',
    text: 'Check the hives for swarming and order two more supers.',
    extra: ['Bees', 'Hiking'],
    want: [
      { has: 'check hives', tag: 'Bees' },
      { has: 'supers', tag: 'Bees' },
    ],
  },
  {
    name: 'a tag named in another language ("Trabajo") takes that area\'s words',
    text: 'Terminar el informe para el jefe, and buy milk.',
    extra: ['Trabajo'],
    want: [
      { has: 'informe', tag: 'Trabajo' },
      { has: 'milk', tag: 'Life' },
    ],
  },
  {
    name: 'an aquarium tag takes dosing and water changes, not Life',
    text: 'Saturday: do a water change, test the alkalinity and clean the protein skimmer.',
    extra: ['Aquarium'],
    want: [
      { has: 'water change', tag: 'Aquarium' },
      { has: 'alkalinity', tag: 'Aquarium' },
      { has: 'skimmer', tag: 'Aquarium' },
    ],
  },
  {
    name: 'a martial-arts club: certificates and mats are its, not Work-DevOps',
    text: 'Print the grading certificates and mop the mats after Thursday class.',
    extra: ['Karate Club'],
    want: [
      { has: 'grading certificates', tag: 'Karate Club' },
      { has: 'mop mats', tag: 'Karate Club' },
    ],
  },
];

const WHICH_CUSTOM: Row[] = [
  {
    name: 'the tag whose own name the task uses wins over one that shares its area ("Silage" vs "Dairy")',
    text: 'Cover the silage clamp with new sheets.',
    extra: ['Dairy', 'Silage'],
    want: [{ has: 'silage clamp', tag: 'Silage' }],
  },
  {
    name: 'a woodworking shop: planer blades and glue-ups are the shop’s, even for Dad',
    text: 'Sharpen the planer blades. Finish the oak bench for Dad, glue-up first.',
    extra: ['Shop', 'Allotment'],
    want: [
      { has: 'planer blades', tag: 'Shop' },
      { has: 'oak bench', tag: 'Shop' },
    ],
  },
  {
    name: 'scouts: badges and permission slips are the troop’s, not Family',
    text: 'Order the hiking badges for the cubs and collect the permission slips.',
    extra: ['Scouts', 'Choir'],
    want: [
      { has: 'badges', tag: 'Scouts' },
      { has: 'permission slips', tag: 'Scouts' },
    ],
  },
  {
    name: 'an invoices tag takes overdue payments; a tax bill is still Life',
    text: 'Chase the overdue payment from Halberd.\nPay the council tax.',
    extra: ['Invoices', 'Translation'],
    want: [
      { has: 'overdue payment', tag: 'Invoices' },
      { has: 'council tax', tag: 'Life' },
    ],
  },
];

const DEFAULTS: Row[] = [
  {
    name: 'a personal errand for someone by name is the family’s ("dentist for Ottilie", "Casimir’s glasses")',
    text: 'Book a dentist appointment for Ottilie.\nPick up Casimir’s glasses from the optician.',
    want: [
      { has: 'dentist', tag: 'Family' },
      { has: 'glasses', tag: 'Family' },
    ],
  },
  {
    name: '… not a pet’s, nor a place named for its owner',
    text: 'Book the vet for Pickle.\nDrop the spare keys at Imogen’s.',
    want: [
      { has: 'vet', tag: 'Life' },
      { has: 'keys', tag: 'Life' },
    ],
  },
  {
    name: 'a household chore in a work dump is Life (chimney sweep)',
    text: 'Roll back the canary on the payments cluster. Book the chimney sweep for Saturday.',
    want: [
      { has: 'canary', tag: 'Work-DevOps' },
      { has: 'chimney sweep', due: '2026-11-28', tag: 'Life' },
    ],
  },
  {
    name: 'Spanish work words in a mixed dump: servidor, incidencia are Work-DevOps',
    text: 'Revisar la incidencia del servidor de staging hoy.',
    want: [{ has: 'incidencia', tag: 'Work-DevOps' }],
  },
  {
    name: 'German tag names take their areas (Kinder, Arbeit)',
    text: 'Elternabend am Donnerstag. Send Jonas the Bericht for the Besprechung.',
    extra: ['Kinder', 'Arbeit'],
    want: [
      { has: 'elternabend', tag: 'Kinder' },
      { has: 'bericht', tag: 'Arbeit' },
    ],
  },
  {
    name: 'a default tag’s foreign words match whole: "file" is not French "fils"',
    text: 'File the tax return.',
    want: [{ has: 'tax return', tag: 'Life' }],
  },
];

describe('office work with and without a tag for it', () => {
  it.each(OFFICE.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

describe('custom tag names by meaning', () => {
  for (const row of NAMES) it(row.name, () => check(row));
});
describe('which custom tag', () => {
  for (const row of WHICH_CUSTOM) it(row.name, () => check(row));
});
describe('default tags', () => {
  for (const row of DEFAULTS) it(row.name, () => check(row));
});

describe('word forms and tag names', () => {
  it.each([
    ['hives', 'hive'],
    ['swarming', 'swarm'],
    ['batteries', 'battery'],
    ['shipping', 'ship'],
    ['dosing', 'dose'],
    ['Café', 'cafe'],
    ['mopping', 'mop'],
    ['planned', 'plan'],
    ['bills', 'bill'],
    ['pressing', 'press'],
  ])('%s and %s share a base', (a, b) => expect(baseForm(a.toLowerCase())).toBe(baseForm(b)));
  it.each([
    ['organise', 'organ'],
    ['general', 'generate'],
    // A word's own double consonant is no inflection: the till is not a tile, the bill no bile.
    ['till', 'tiles'],
    ['bill', 'bile'],
    ['fill', 'file'],
  ])('%s and %s do not (inflection only, no derivation)', (a, b) =>
    expect(baseForm(a)).not.toBe(baseForm(b)),
  );
  it('short words are their own base ("ups" is not "up")', () => expect(baseForm('ups')).toBe('ups'));
  it('a name of two words is one area, not its words', () => {
    expect(meaningOf('Food Bank')).toContain('parcels');
    expect(meaningOf('Food Bank')).not.toContain('sourdough');
  });
  it('a name matches whatever its form and case', () => {
    expect(meaningOf('SCOUTS')).toBe(meaningOf('scout'));
    expect(meaningOf('Reef Tanks')).toContain('skimmer');
  });
});

describe('tag name forms', () => {
  it.each([
    ['HomeReno', 'Home Reno'],
    ['Work/Clients', 'work clients'],
    ['#reef_tank', 'Reef Tank'],
    ['🐝 Bees', 'bees'],
    ['side-project', 'Side Project'],
  ])('%s means what %s means', (a, b) => {
    expect(meaningOf(a)).not.toBe('');
    expect(meaningOf(a)).toBe(meaningOf(b));
  });
});

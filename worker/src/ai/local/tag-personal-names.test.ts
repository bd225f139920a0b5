/**
 * Custom tag names people give their own life's areas (issue 12, tags from meaning): "Errands" is all of Life's
 * to-dos, "Social" their friends (not social media), "Jobb" and "Werk" their work, "Sommarstuga" their summer
 * cottage, "Kendo" a dojo's; and words those areas lacked (a crib and daycare are the baby's, an inhaler health's,
 * the Advent wreath the church's, the baler the ranch's). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "an Errands tag takes Life's errands beside a fitness and a kids tag",
    extra: ['Kids', 'Errands', 'Fitness'],
    text: 'Return the Amazon package. 5k tempo run tomorrow morning. Drop off the dry cleaning. Sign Noah up for swim lessons.',
    want: [
      { has: 'amazon', tag: 'Errands' },
      { has: 'tempo', tag: 'Fitness' },
      { has: 'dry cleaning', tag: 'Errands' },
      { has: 'swim', tag: 'Kids' },
    ],
  },
  {
    name: 'a Social tag is friends: game night and a housewarming, not a volunteering shift',
    extra: ['Social', 'Volunteering'],
    text: 'Sign up for the beach cleanup. RSVP to Jake’s housewarming. Bake cookies for the shelter bake sale. Plan game night.',
    want: [
      { has: 'beach cleanup', tag: 'Volunteering' },
      { has: 'housewarming', tag: 'Social' },
      { has: 'cookies', tag: 'Volunteering' },
      { has: 'game night', tag: 'Social' },
    ],
  },
  {
    name: "Swedish names: Jobb is work, Sommarstuga the summer cottage's (the cottage is one of its names)",
    extra: ['Sommarstuga', 'Jobb'],
    text: 'Send the sprint report to Erik. Clear the gutters. Update the Q1 roadmap with Anna. Buy mouse traps for the cottage.',
    want: [
      { has: 'sprint report', tag: 'Jobb' },
      { has: 'gutters', tag: 'Sommarstuga' },
      { has: 'roadmap', tag: 'Jobb' },
      { has: 'mouse traps', tag: 'Sommarstuga' },
    ],
  },
  {
    name: "Kendo is a dojo's: the shinai, the fees, the grading",
    extra: ['Kendo'],
    text: 'Repair the tsuru on my shinai. Pay the dojo fees for December. Practice kata for the grading on the 13th. Buy a birthday cake for Yui.',
    want: [
      { has: 'shinai', tag: 'Kendo' },
      { has: 'dojo fees', tag: 'Kendo' },
      { has: 'kata', tag: 'Kendo' },
      { has: 'cake', tag: 'Family' },
    ],
  },
  {
    name: "the baby's crib and daycare, the wedding's caterer",
    extra: ['Wedding', 'Baby'],
    text: 'Book the hair trial. Tour the daycare on Elm street. Pick a crib. Ask the caterer about vegan options.',
    want: [
      { has: 'hair trial', tag: 'Wedding' },
      { has: 'daycare', tag: 'Baby' },
      { has: 'crib', tag: 'Baby' },
      { has: 'caterer', tag: 'Wedding' },
    ],
  },
  {
    name: "an inhaler is health's, the Advent wreath the church's, the baler the ranch's",
    extra: ['Health', 'Money', 'Church', 'Work', 'Ranch', 'Family'],
    text: 'Move the ISA before the rate drops. Get a repeat of the inhaler.\n\nFinish the Q4 forecast deck. Prepare the Advent wreath for Sunday.\n\nJenna has her recital on Friday. Grease the baler.',
    want: [
      { has: 'isa', tag: 'Money' },
      { has: 'inhaler', tag: 'Health' },
      { has: 'forecast', tag: 'Work' },
      { has: 'wreath', tag: 'Church' },
      { has: 'baler', tag: 'Ranch' },
    ],
  },
  {
    name: "an area's other names are its words: an MSN's study, not the ward's",
    extra: ['Ward 7', 'MSN'],
    text: 'Redo the crash cart checklist, unit audit is Tuesday. Study for the quiz on cardiac meds.',
    want: [
      { has: 'crash cart', tag: 'Ward 7' },
      { has: 'quiz', tag: 'MSN' },
    ],
  },
  {
    name: "the parents of a troop are the troop's; the writer's own parents are the family's",
    extra: ['Scouts', 'Allotment'],
    text: 'Sort the risk assessment for the camp. Email the parents about the kit list. Lift the leeks. Call my parents about Sunday.',
    want: [
      { has: 'risk assessment', tag: 'Scouts' },
      { has: 'kit list', tag: 'Scouts' },
      { has: 'leeks', tag: 'Allotment' },
      { has: 'my parents', tag: 'Family' },
    ],
  },
  {
    name: 'a word made with a prefix is not its parts: re-running the regressions is no run, so not the climbing’s',
    extra: ['Thesis', 'Climbing', 'Flat'],
    text: 'Send chapter 3 to Dr Okafor by Friday. Resole my shoes before Font. Re-run the regressions with the new controls.',
    want: [
      { has: 'chapter', tag: 'Thesis' },
      { has: 'resole', tag: 'Climbing' },
      { has: 'regressions', tag: 'Thesis' },
    ],
  },
  {
    name: "a thesis's bibliography and appendices are the thesis's, between climbing and the flat",
    extra: ['Thesis', 'Climbing', 'Flat'],
    text: 'Book the lead climbing course. Format the bibliography. Pay the gas bill. Move the tables to the appendix.',
    want: [
      { has: 'climbing', tag: 'Climbing' },
      { has: 'bibliography', tag: 'Thesis' },
      { has: 'gas bill', tag: 'Flat' },
      { has: 'appendix', tag: 'Thesis' },
    ],
  },
];

describe('custom tag names for areas of the writer’s own life (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

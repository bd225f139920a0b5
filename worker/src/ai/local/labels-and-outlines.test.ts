/**
 * What names a dump rather than asks for something (issue 12, lists and not-tasks): a label opening a paragraph
 * ("Saturday chores.", "Shop to-dos", "Things on my mind tonight."); an outline's item with sub-items under it
 * ("1. Garden" over "a. prune the roses"); a numbered item ticked off ("3. [x] call the landlord"); a lead-in pointing at
 * the list after its colon ("Need to get these done:"). Written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a short label opening prose names it: no task, and the sentences after it are the tasks',
    text: 'Saturday chores. Mow the lawn and fix the gate latch. Ring the garage about the MOT.',
    want: [{ has: 'mow lawn' }, { has: 'fix gate latch' }, { has: 'ring garage' }],
  },
  {
    name: 'a label with whose or when it is, on a line of its own or as a sentence',
    text: [
      'Things on my mind tonight.',
      'I keep going over the reorg. Email Priya the budget by Friday.',
      '',
      'A few things for this week. Renew the parking permit.',
    ].join('\n'),
    want: [
      { has: 'email priya budget', due: '2026-11-27', people: ['Priya'] },
      { has: 'renew parking permit' },
    ],
  },
  {
    name: 'a note named as one for the writer ("update for myself", "log for me since Friday:") is its label, ended by a full stop or a colon; "book the dentist for myself" is an errand',
    text: [
      'update for myself. the kiln is fixed, all good. Call the glaze supplier about the late order.',
      '',
      'Log for me since the audit moved: the training day is off and the coach firm knows.',
      '',
      'Book the dentist for myself before Christmas.',
    ].join('\n'),
    want: [{ has: 'call glaze supplier' }, { has: 'book dentist' }],
  },
  {
    name: 'the first line naming the notes in a part set off by a dash is their label: "End of shift thoughts — stock."',
    text: 'End of shift thoughts — stock.\nOven 2 ran hot again. Call the engineer tomorrow.',
    want: [{ has: 'call engineer', due: '2026-11-25' }],
  },
  {
    name: 'the first line naming the notes after a dash is their label: "… - prep list", "… — plan v2"',
    text: 'Saturday supper club 30 covers - prep list\n- brine the pork Friday\n- order the bread',
    want: [{ has: 'brine pork', due: '2026-11-27' }, { has: 'order bread' }],
  },
  {
    name: 'a first line "Project: … — plan v2" is the label of the plan under it',
    text: 'Project: garage conversion — plan v2\n\n- order the skip\n- book the electrician',
    want: [{ has: 'order skip' }, { has: 'book electrician' }],
  },
  {
    name: 'a first line with a dash whose part acts on a thing stays a task: "Book the venue - party plan"',
    text: 'Book the venue - party plan\n- print the invites',
    want: [{ has: 'book venue' }, { has: 'print invites' }],
  },
  {
    name: 'a verb before a list name is still the label ("Shop to-dos"); before another noun it is an errand',
    text: [
      'Shop to-dos',
      'reorder the blue mugs',
      'answer the wholesale enquiry',
      '',
      'Buy stuff for the picnic. Call the caterer.',
    ].join('\n'),
    want: [
      { has: 'reorder blue mugs' },
      { has: 'answer wholesale enquiry' },
      { has: 'buy stuff picnic' },
      { has: 'call caterer' },
    ],
  },
  {
    name: 'a numbered checklist: ticked items are done, open boxes are items without their box',
    text: [
      'sunday reset',
      '1. [x] hoover the stairs',
      '2. [ ] batch-cook lentil soup',
      '3. [X] call the landlord',
      '4. [ ] book the boiler service — by Friday',
    ].join('\n'),
    want: [
      { has: 'batch-cook lentil soup', title: 'Batch-cook lentil soup' },
      { has: 'book boiler service', title: 'Book the boiler service', due: '2026-11-27' },
    ],
  },
  {
    name: 'an outline item with sub-items heads them; struck and ticked sub-items are done',
    text: [
      '1. Garden',
      '   a. prune the roses',
      '   b. ~~buy compost~~ done',
      '2. Admin',
      '   a. renew the passport by Friday',
      '   b. [x] pay the council tax',
    ].join('\n'),
    want: [{ has: 'prune roses' }, { has: 'renew passport', due: '2026-11-27' }],
  },
  {
    name: 'an item that says what to do stays a task over its sub-items (as before)',
    text: ['- [ ] run the backup restore test', '  - [ ] compare the checksums after it'].join('\n'),
    want: [{ has: 'run backup restore test' }, { has: 'compare checksums' }],
  },
  {
    name: 'a lead-in pointing at the list after its colon ("Need to get these done:") is no task, its items are',
    text: [
      'Need to get these done: email the landlord about the damp, pay the window cleaner by Friday, and book flu jabs.',
      '',
      'got to get these sorted this week:',
      'renew the domain',
      'chase the caterer',
    ].join('\n'),
    want: [
      { has: 'email landlord damp' },
      { has: 'pay window cleaner', due: '2026-11-27' },
      { has: 'book flu jabs' },
      { has: 'renew domain' },
      { has: 'chase caterer' },
    ],
  },
  {
    name: 'what is listed as done after "Already done:" still asks for nothing (as before)',
    text: 'Already done: paid the gas bill, booked the MOT. Call the plumber.',
    want: [{ has: 'call plumber' }],
  },
  {
    name: "the dump's first line closed by a colon or an emoji is its label, however many words it has",
    text: [
      'Garage + garden this weekend:',
      'Fix the hinge on the side gate. Sweep the leaves off the drive.',
    ].join('\n'),
    want: [{ has: 'fix hinge side gate' }, { has: 'sweep leaves drive' }],
  },
  {
    name: "a first line closed by an emoji names the dump too ('studio plans this wk 🎨')",
    text: ['studio plans this wk 🎨', 'glaze the blue bowls tmrw', 'fire the kiln on thurs'].join('\n'),
    want: [
      { has: 'glaze blue bowls', due: '2026-11-25' },
      { has: 'fire kiln', due: '2026-11-26' },
    ],
  },
  {
    name: 'an emoji after a label whose first word is a verb ("order sheet + dates 🥐") names the dump as well',
    text: ['order sheet + dates 🥐', 'confirm the flour order by wed noon'].join('\n'),
    want: [{ has: 'confirm flour order', due: '2026-11-25' }],
  },
  {
    name: 'a chat pasted under a label line that reads as a verb ("texts w Dora this morning:")',
    text: [
      'texts w Dora (studio) this morning:',
      'Dora 8:02: the kiln shelf cracked again',
      "me 8:05: ok I'll order a new one from the supplier tmrw",
    ].join('\n'),
    want: [{ has: 'order new one supplier', due: '2026-11-25' }],
  },
  {
    name: 'a first line that is one task, followed by more, is still a task',
    text: ['call the plumber about the boiler', 'book the MOT for Friday'].join('\n'),
    want: [{ has: 'call plumber boiler' }, { has: 'book mot', due: '2026-11-27' }],
  },
  {
    name: 'an emoji set before each line is its bullet ("📞 call the GP", "💸 pay Sam back")',
    text: '📞 ring the GP surgery about the blood test results\n🧺 wash the football kit tonight\n💸 send Sam the gas money before the 1st',
    want: [
      { has: 'ring gp surgery', title: 'Ring the GP surgery about the blood test results' },
      { has: 'wash football kit', title: 'Wash the football kit', due: '2026-11-24' },
      { has: 'send sam gas money', title: 'Send Sam the gas money', due: '2026-12-01', people: ['Sam'] },
    ],
  },
];

describe('labels, outlines and numbered checklists', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

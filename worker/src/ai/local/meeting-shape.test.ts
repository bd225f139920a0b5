/**
 * The shape of meeting notes (issue 12, "meeting notes"): the meeting's name over its notes is no task, a discussion
 * point above the actions may still hand someone a job, a thank-you in any language closes the notes. Notes written
 * for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a meeting's name over its notes is no task; a thank-you in another language is none either",
    text: 'Water board steering call (Eldoret)\nNotes: pump 2 failed again\nActions\n• Wanjiru to call the supplier about the warranty by Friday\n• Me to update the donor on the delay\nAsante sana all!',
    want: [
      { has: 'call supplier warranty', people: ['Wanjiru'], due: '2026-11-27' },
      { has: 'update donor delay', title: 'Update the donor on the delay' },
    ],
  },
  {
    name: 'a task on the first line stays a task when notes follow it',
    text: 'call the plumber\nNotes: ask about the boiler too',
    want: [{ has: 'call plumber' }, { has: 'ask boiler' }],
  },
  {
    name: 'a numbered discussion point above the actions still hands out the jobs in it',
    text: 'PTA minutes\n1. Summer fair: date fixed for 21 June. Imran to get quotes for the bouncy castle. Li Na and Bronwen to run the cake stall rota.\n2. Funds: £1,240 in the account.\n\nActions for me: type up these minutes by Friday',
    want: [
      { has: 'quotes bouncy castle', people: ['Imran'] },
      { has: 'cake stall rota', people: ['Li Na', 'Bronwen'] },
      { has: 'type up minutes', due: '2026-11-27' },
    ],
  },
  {
    name: "a discussion point above the actions keeps the user's own commitment, not the status around it",
    text: "Weekly sync\n1. Budget - Ben to draft the revised travel policy. Ana presented the Q4 numbers.\n2. Hiring - two offers out. I'll chase the references for the backend candidate tomorrow.\n3. Office move - nothing new.\nNext steps\n* Ben — book the offsite venue",
    want: [
      { has: 'draft travel policy', people: ['Ben'] },
      { has: 'chase references backend candidate', due: '2026-11-25', people: [] },
      { has: 'book offsite venue', people: ['Ben'] },
    ],
  },
  {
    name: 'a deadline tied to a meeting keeps the meeting in the title',
    text: 'Actions:\n- Everyone: update your Jira tickets before Friday standup\n- me: send the slides before Thursday’s review',
    want: [
      {
        has: 'update jira tickets',
        title: 'Update your Jira tickets before Friday standup',
        due: '2026-11-27',
      },
      { has: 'send slides', due: '2026-11-26' },
    ],
  },
  {
    name: "1:1 notes: what the other person feels or wants is no task; 'her' before a noun is hers",
    text: "Notes - 1:1 with Malia\n* she's keen to run the pricing workshop\n* wants more say in the roadmap\n* I should set up a monthly career chat\n* follow up: check the budget for her course\n* give her feedback on the launch plan",
    want: [
      { has: 'set up monthly career chat' },
      { has: 'check budget course', title: "Check the budget for Malia's course", people: ['Malia'] },
      { has: 'give malia feedback launch plan', title: 'Give Malia feedback on the launch plan' },
    ],
  },
  {
    name: 'a discussion point hands out a job after an arrow, a semicolon or a dash past a figure, not only after its topic',
    text: "Ops meeting - Tuesday\nPresent: Dana, Pete, me\n- Boiler pressure low again → Pete to bleed the radiators today\n- Late deliveries up 4.5% – Dana to call the courier by Friday\n- Stock take went fine; I'll update the risk register by 2 Dec\nNext steps: check the fire doors next Tuesday (me)",
    want: [
      { has: 'bleed radiators', people: ['Pete'], due: '2026-11-24' },
      { has: 'call courier', people: ['Dana'], due: '2026-11-27' },
      { has: 'update risk register', due: '2026-12-02', people: [] },
      { has: 'check fire doors', due: '2026-12-01' },
    ],
  },
  {
    name: 'with no actions heading, the first "AI:" line starts the actions: the retro points above it are the discussion',
    text: [
      'Checkout squad retro',
      '',
      'LIKED',
      '• feature flags saved us twice',
      '',
      'NEEDS WORK',
      '• code freeze ignored by two squads',
      '• staging data stale again',
      '',
      'AI: Priya to write up the freeze rules by Friday',
      'AI: me – book a demo slot with support',
    ].join('\n'),
    want: [
      { has: 'write freeze rules', people: ['Priya'], due: '2026-11-27' },
      { has: 'book demo slot', people: [] },
    ],
  },
  {
    name: 'a discussion point above the actions hands out jobs by an owner before a colon or dash, or after a comma',
    text: [
      'Garden club meeting 23/11',
      'present: Tomasz, Ines, me',
      '1) Spring plant sale: March 14, village hall',
      '   - Ines: print the price labels by next Fri',
      '   - Tomasz — ask the vicar about trestle tables',
      '2) Seed library - stock is low, Tomasz to order new packets',
      'Action items:',
      '- me: put the sale date in the newsletter',
    ].join('\n'),
    want: [
      { has: 'print price labels', people: ['Ines'] },
      { has: 'ask vicar trestle tables', people: ['Tomasz'] },
      { has: 'order new packets', people: ['Tomasz'] },
      { has: 'newsletter', people: [] },
    ],
  },
  {
    name: 'a discussion point written as prose above the actions is no task, a bullet or not',
    text: [
      'Kiln room sync 24/11',
      'Present: Oona, Raf, me',
      'Discussion: the big kiln overshoots by 30 degrees, the thermocouple is probably worn out.',
      'Ideas: a second shelf set? glaze tests on Fridays?',
      '',
      'Action items',
      '- Raf: swap the thermocouple on the big kiln by Thursday',
      '- me: order a second shelf set',
    ].join('\n'),
    want: [
      { has: 'swap thermocouple', people: ['Raf'], due: '2026-11-26' },
      { has: 'order second shelf set', people: [] },
    ],
  },
  {
    name: "a sentence of prose under the notes' title still hands out a job when it names one",
    text: [
      'Volunteer rota call',
      'Attendees: Bea, Kofi, me',
      'We went through December. Kofi will ring the food bank about the van.',
      'Next steps',
      '- me: send the new rota to everyone by Friday',
    ].join('\n'),
    want: [
      { has: 'ring food bank van', people: ['Kofi'] },
      { has: 'send rota', due: '2026-11-27' },
    ],
  },
  {
    name: 'the actions start under a heading with a label before it ("Beschlüsse / actions:"): the points above are the discussion',
    text: [
      'Bakery line huddle - Unit 3',
      '- Scrap on the wrapper up to 4 % (target 1 %)',
      '- Flour delivery late again',
      '',
      'Beschlüsse / actions:',
      '1. Joan: get the shrink wrapper serviced by Friday',
      '2. me: call the flour mill about the late deliveries',
    ].join('\n'),
    want: [
      { has: 'shrink wrapper serviced', people: ['Joan'], due: '2026-11-27' },
      { has: 'call flour mill', people: [] },
    ],
  },
  {
    name: 'the actions start under a markdown heading ("## Actions")',
    text: [
      '# Ward 4 team meeting',
      '## Updates',
      '- Staff survey closes Friday',
      '- New hoist arrives Monday',
      '## Actions',
      '- **Sam**: book the hoist training',
      '- **Everyone**: complete the staff survey',
    ].join('\n'),
    want: [{ has: 'book hoist training', people: ['Sam'] }, { has: 'complete staff survey' }],
  },
  {
    name: 'the actions start at the first "AI:" line, with a list mark before it or not',
    text: [
      'Book club committee (Thu)',
      '- Spring read = the Ishiguro, library copies',
      '- AI: Dot to reserve the library copies',
      '- AI: me to email the members by Sunday',
    ].join('\n'),
    want: [
      { has: 'reserve library copies', people: ['Dot'] },
      { has: 'email members', due: '2026-11-29' },
    ],
  },
  {
    name: 'a meeting named with its kind first ("Kickoff – …", "Retro – …") is meeting notes: the call line and prose above the actions are the discussion',
    text: [
      'Kickoff – Dunmore kitchen refit',
      '24/11, call w/ Aoife (owner) + Dan (site)',
      'They want an island, the budget is tight.',
      '',
      'To do:',
      '- me: send the quote by Thursday',
      '- Dan: measure the floor',
    ].join('\n'),
    want: [
      { has: 'send quote', due: '2026-11-26' },
      { has: 'measure floor', people: ['Dan'] },
    ],
  },
  {
    name: 'the actions start under "Who does what:": the points above it are the discussion',
    text: [
      'Family call about Grandpa (Sunday, video) — me, Tariq, Ines',
      '- Grandpa home from hospital Friday if the OT signs off',
      "- he can't manage the stairs alone yet",
      '- the step needs a handrail before then',
      '',
      'Who does what:',
      'Tariq: fit the handrail Thursday',
      'Me: collect him Friday after 10am',
    ].join('\n'),
    want: [
      { has: 'fit handrail', people: ['Tariq'], due: '2026-11-26' },
      { has: 'collect', due: '2026-11-27' },
    ],
  },
  {
    name: 'the actions start under "who\'s doing what" without a colon too',
    text: [
      'Allotment committee meeting',
      'Attendees: Bea, Olu, me',
      '- the shed roof leaks again, water on the seed trays',
      "who's doing what",
      '- Olu to patch the shed roof by Saturday',
    ].join('\n'),
    want: [{ has: 'patch shed roof', people: ['Olu'], due: '2026-11-28' }],
  },
  {
    name: "a job the discussion hands out and an action item says again is one task, the item, by the discussion's day when it says none",
    text: [
      'Garden club meeting',
      'Attendees: Priya, Sam, me',
      '',
      '1. the shears are blunt. Priya will buy two new pairs by Saturday.',
      '2. the hall booking ran out.',
      '',
      'Action items',
      '- Priya: buy secateurs (2 pairs)',
      '- me: book the hall by Friday',
    ].join('\n'),
    want: [
      { has: 'buy secateurs', people: ['Priya'], due: '2026-11-28' },
      { has: 'book hall', due: '2026-11-27' },
    ],
  },
  {
    name: 'the actions start under "my to-dos:" on a line of its own below call notes',
    text: [
      'Call w/ the roofer - notes',
      "- quote for new gutters: need Sam's measurements first",
      '- site visit for the chimney, week of 7 Dec, tbc',
      '',
      'my to-dos:',
      'chase Sam for the gutter measurements on Monday',
      'confirm the chimney visit dates',
    ].join('\n'),
    want: [
      { has: 'chase sam gutter measurements', people: ['Sam'], due: '2026-11-30' },
      { has: 'confirm chimney visit dates' },
    ],
  },
  {
    name: 'above "my todos:" a point keeps the commitment made after a comma ("ok\'d in principle, I\'ll check …")',
    text: [
      '1:1 w/ Priti - 24 Nov',
      "- Asked for a Figma seat – ok'd in principle, I'll check the licence budget with Omar.",
      '- Next 1:1 in two weeks.',
      '',
      'my todos:',
      '- book her a slot at the design crit',
    ].join('\n'),
    want: [
      { has: 'check licence budget', people: ['Omar'] },
      { has: 'book slot design crit', people: ['Priti'] },
    ],
  },
  {
    name: 'who was there is no task, even when a role in brackets after a name reads as a verb ("Ana Ruiz (plant lead)")',
    text: [
      'Line 3 daily review',
      'Attendees: Ana Ruiz (plant lead), Joe Park (quality), me (planning)',
      'Regrets: Sam (order desk)',
      '',
      '- Joe to pull the reject tags by Thursday',
    ].join('\n'),
    want: [{ has: 'pull reject tags', people: ['Joe'], due: '2026-11-26' }],
  },
];

describe('the shape of meeting notes', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * Plans as people say them (issue 12, dictation, not-tasks and dates): "I've been meaning to…" and "get round to
 * fixing…" are to-dos, "I'll get round to it" says nothing to do; what "is due to" someone goes to them; a name taken
 * back far behind its correction, even by a longer one; the day of a plan over the day of its reason. Written for these
 * tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'the user\'s step on the person whose plan was just said is the one task: "Kofi will send the floor plan, chase him Friday"; a duty someone has and a step on a thing stay',
    text: [
      'Kofi will send the revised floor plan, chase him on Friday.',
      "Mariam said she'd book the minibus, I'll remind her tomorrow.",
      'Omar will circulate the draft budget tomorrow; please review it by Monday',
    ].join('\n'),
    want: [
      { has: 'chase kofi', due: '2026-11-27', people: ['Kofi'], description: 'revised floor plan' },
      { has: 'remind mariam', due: '2026-11-25', people: ['Mariam'], description: 'minibus' },
      { has: 'circulate draft budget', people: ['Omar'] },
      { has: 'review draft budget', due: '2026-11-30' },
    ],
  },
  {
    name: '"been meaning to" and "get round to <doing>" are plans; "get round to it" and "got round to" are not',
    text: [
      "I've been meaning to call the dentist about my crown",
      'been meaning to book the boiler service',
      'really need to get round to fixing the gate',
      "I'll get round to it eventually",
      'finally got round to clearing the gutters',
    ].join('\n'),
    want: [
      { has: 'dentist crown', title: 'Call the dentist about my crown' },
      { has: 'book boiler service', title: 'Book the boiler service' },
      { has: 'fix gate', title: 'Fix the gate' },
    ],
  },
  {
    name: 'what "is due to" someone is sent (or paid) to them; "due to" a cause and a due baby are not',
    text: [
      'The quarterly numbers are due to Priya by the 5th.',
      'My essay is due in on Friday.',
      'Rent is due to the landlord by Tuesday.',
      'Press 3 down for 2 hours due to a hydraulic leak, get maintenance to look at it.',
      'The baby is due in March!',
    ].join('\n'),
    want: [
      {
        has: 'quarterly numbers',
        title: 'Send the quarterly numbers to Priya',
        due: '2026-12-05',
        people: ['Priya'],
      },
      { has: 'essay', title: 'Hand in my essay', due: '2026-11-27' },
      { has: 'rent landlord', title: 'Pay rent to the landlord', due: '2026-12-01' },
      { has: 'maintenance look' },
    ],
  },
  {
    name: 'a name corrected further back, by a longer name, is replaced where it stood',
    text: [
      "call Ravi about the flat viewing, no wait it's Rohan not Ravi",
      'email Jo the slides, sorry, Priya, by Friday',
    ].join('\n'),
    want: [
      { has: 'call rohan flat viewing', title: 'Call Rohan about the flat viewing', people: ['Rohan'] },
      { has: 'email priya slides', title: 'Email Priya the slides', due: '2026-11-27', people: ['Priya'] },
    ],
  },
  {
    name: 'the day a plan is set for wins over the day in its reason',
    text: [
      'first thing tomorrow I gotta renew the car insurance because it runs out on the 30th',
      'renew the passport because it expires on the 30th',
    ].join('\n'),
    want: [
      { has: 'renew car insurance', due: '2026-11-25' },
      { has: 'renew passport', due: '2026-11-30' },
    ],
  },
  {
    name: 'in a chat, "I\'ll do it tonight" after "did anyone book…?" is the booking, dated by the reply',
    text: [
      '[18:02] Kylie: hey did anyone book the BBQ area for Sat?',
      "[18:03] Me: not yet, I'll do it tonight",
      '[18:20] Priya: has anyone emailed the caterer yet?',
      "[18:21] Me: ok I'll sort it tomorrow",
    ].join('\n'),
    want: [
      { has: 'book bbq area', title: 'Book the BBQ area for Sat', due: '2026-11-24' },
      { has: 'email caterer', title: 'Email the caterer', due: '2026-11-25' },
    ],
  },
  {
    name: 'a reminder of a fact is the fact: "please remember the timesheets are due…"; "note that… is closed" is none',
    text: [
      'please remember the timesheets are due by noon on Monday',
      'note that the office is closed on Friday',
      'remember the milk',
    ].join('\n'),
    want: [{ has: 'timesheets', title: 'The timesheets', due: '2026-11-30' }, { has: 'remember milk' }],
  },
  {
    name: 'in a mail, what to do if the reader wants to ("To reschedule, call us") is no task; with a date it is',
    text: [
      'Dear Mr Tan,',
      'Your appointment with Dr. Lim is confirmed for Wednesday 2 December at 3:40pm. Please bring your referral letter.',
      'To reschedule, call us at least 24 hours in advance. If you have any questions, reply to this email.',
      "If you'd like to renew, please send us the signed form within the next two weeks.",
      'Regards, Clinic Team',
    ].join('\n'),
    want: [{ has: 'referral letter' }, { has: 'send signed form', due: '2026-12-08' }],
  },
  {
    name: 'a "To do" label over the tasks is no condition: "To do: call mum", "To do - call the bank"',
    text: ['To do: call mum, buy milk', 'To do - call the bank'].join('\n'),
    want: [{ has: 'call mum' }, { has: 'buy milk' }, { has: 'call bank' }],
  },
  {
    name: 'a label before a colon is a person only if it could be one: "To-do:", "Priorities:", "Follow-up:" name nobody; "Jean-Luc:", "Min-Jun:" do',
    text: [
      'To-do: book dentist',
      'Priorities: finish the board deck',
      'Follow-up: send the minutes',
      'Jean-Luc: book the room',
      'Mary-Jane: order the cake',
      'Min-Jun: book the van',
      'Jae-Won: send the invoice',
    ].join('\n'),
    want: [
      { has: 'book dentist', people: [] },
      { has: 'finish board deck', people: [] },
      { has: 'send minutes', people: [] },
      { has: 'book room', people: ['Jean-Luc'] },
      { has: 'order cake', people: ['Mary-Jane'] },
      { has: 'book van', people: ['Min-Jun'] },
      { has: 'send invoice', people: ['Jae-Won'] },
    ],
  },
  {
    name: 'an arrow between a thing and what to do with it reads as a dash; an event named after a holiday is no date',
    text: [
      "- [ ] Grandma's couch -> ask Tyrone if he still wants it",
      '- [ ] flights → book by Friday',
      '- [ ] Book room for Christmas lunch',
      '- [ ] order the ham for Christmas',
    ].join('\n'),
    want: [
      { has: 'ask tyrone couch', title: "Ask Tyrone if he still wants Grandma's couch", people: ['Tyrone'] },
      { has: 'book flights', title: 'Book flights', due: '2026-11-27' },
      { has: 'book room christmas lunch', due: null },
      { has: 'order ham', due: '2026-12-25' },
    ],
  },
  {
    name: 'how long before a date a thing is done is not in its title ("sort catering a week before")',
    text: 'Team offsite the first Friday of December - sort catering a week before. Lambing starts on the 3rd, pen the ewes the day before.',
    want: [
      { has: 'sort catering', title: 'Sort catering', due: '2026-11-27' },
      { has: 'pen ewes', title: 'Pen the ewes', due: '2026-12-02' },
    ],
  },
  {
    name: 'in a run-on, a promise "I would send her…" is its own plan: its person, no date from the plans around it',
    text: "so I just remembered I have to renew my registration it's due on the fifteenth and also I promised Keisha I would send her the photos from the reunion and um the garage door is making that noise again so I should probably call someone about that maybe Thursday",
    want: [
      { has: 'renew registration', due: '2026-12-15' },
      {
        has: 'send keisha photos',
        title: 'Send Keisha the photos from the reunion',
        due: null,
        people: ['Keisha'],
      },
      { has: 'call someone', title: 'Call someone about the garage door', due: '2026-11-26' },
    ],
  },
  {
    name: "a chat message before a checklist is said, not the list's name: its plan stays a task, the items keep no date",
    text: [
      '[18:02] Kylie: hey did anyone book the BBQ area for Sat?',
      "[18:03] Me: not yet, I'll do it tonight",
      "- [ ] Grandma's couch -> ask Tyrone if he still wants it",
    ].join('\n'),
    want: [
      { has: 'book bbq area', due: '2026-11-24' },
      { has: 'ask tyrone couch', due: null, people: ['Tyrone'] },
    ],
  },
];

describe('plans as people say them', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

/**
 * What is not a task, and the questions that are checks (issue 12, "not tasks"): rhetorical questions, a question
 * answered with "nah", pleasantries, an FYI after "also", a heading that says what follows is to do, an adverb left
 * alone by a split. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'how a stretch of time went or will go is no task, with a day in it or not ("Manic one tonight.", "End of day wrap.", "Weekend and week."); a thing with its day still is ("Gym at 7 tomorrow.")',
    text: [
      'Manic one tonight. Call the bank tomorrow.',
      '',
      'End of day wrap. Heavy shift tomorrow. Crazy day today.',
      '',
      'Weekend and week.',
      '- book the MOT',
      '- Gym at 7 tomorrow.',
      '- long run Saturday morning',
    ].join('\n'),
    want: [
      { has: 'call bank', due: '2026-11-25' },
      { has: 'book mot' },
      { has: 'gym', due: '2026-11-25' },
      { has: 'long run', due: '2026-11-28' },
    ],
  },
  {
    name: 'someone away or arriving is no task: "Noor starts maternity leave on 3 December", "I am on holiday", "Femke joins the team Monday"',
    text: [
      '- Noor starts maternity leave on 3 December',
      'I am on holiday next week, Bram covers the stand-up.',
      '- Femke joins the team Monday: order her laptop by Friday',
      "- remind Jo she's on leave from Monday",
      '- book my annual leave for March',
    ].join('\n'),
    want: [
      { has: 'order laptop', due: '2026-11-27' },
      { has: 'remind jo', people: ['Jo'] },
      { has: 'book annual leave' },
    ],
  },
  {
    name: 'when something takes place or reopens is news, no task ("- The carol service will take place on Sunday", "- the trip takes place on Thursday"); a job about it still is',
    text: [
      'Parish newsletter:',
      '- The carol service will take place on Sunday 13 December in the chapel.',
      '- The Year 5 trip to the museum takes place on Thursday 3 December.',
      '- please return the trip form by Friday',
    ].join('\n'),
    want: [{ has: 'return trip form', due: '2026-11-27' }],
  },
  {
    name: 'what the writer tells themselves to stop or to breathe is no task ("stop putting it off", "remember to breathe lol"); stopping a thing that runs ("stop paying for the trial") still is',
    text: [
      '- sort the loft this weekend, it takes an hour, stop putting it off.',
      '- and remember to breathe lol',
      '- stop paying for the music trial',
    ].join('\n'),
    want: [{ has: 'sort loft' }, { has: 'stop paying music trial' }],
  },
  {
    name: 'a note that there is nothing to do is no task ("Nothing urgent this week", "not much on"); one with a "but" or "just" still gives its task',
    text: [
      'Nothing urgent this week I think.',
      'Nothing urgent at work this week.',
      'nothing else due until the 15th',
      'Not much on this week.',
      'no plans for the weekend yet',
      'Nothing major, just clear the inbox',
      'No rush but can you book the hotel by Friday',
      'no meetings on Friday so finish the audit then',
    ].join('\n'),
    want: [
      { has: 'clear inbox', due: null },
      { has: 'book hotel', due: '2026-11-27' },
      { has: 'finish audit', due: '2026-11-27' },
    ],
  },
  {
    name: 'a rhetorical question and a question put aside give nothing; a question about the state of things is a check',
    text: 'Do I even remember how to relax? Should I bother with the farmers market on Saturday? Nah. Have we paid the deposit for the hall? If not, pay it today. Do we need to renew the parking permit?',
    want: [
      { has: 'check paid deposit hall', title: 'Check: have we paid the deposit for the hall' },
      { has: 'pay', due: '2026-11-24' },
      { has: 'renew parking permit', title: 'Renew the parking permit' },
    ],
  },
  {
    name: 'a question to self that weighs two courses ("…or buy a new one?", "…or not?") is a decision, no check; a question about one state ("do we have milk or oat milk?") still is',
    text: [
      'The dishwasher died again. Do we call the repair man or buy a new one?',
      'Are we doing the ski week in February or not??',
      'Do we have milk or oat milk for the weekend?',
    ].join('\n'),
    want: [{ has: 'check milk oat', title: 'Check: do we have milk or oat milk for the weekend' }],
  },
  {
    name: 'a verb with "we" after it is still an instruction when the verb is not an auxiliary ("check we have…")',
    text: 'check we have enough chairs for Sunday',
    want: [{ has: 'check we have enough chairs', due: '2026-11-29' }],
  },
  {
    name: 'pleasantries and an FYI after "also" are no tasks, and do not end up in a title',
    text: 'Great to speak yesterday. (also FYI the grafana upgrade is done, nothing needed from anyone) Good to know, I will update the wiki.',
    want: [{ has: 'update wiki', title: 'Update the wiki' }],
  },
  {
    name: 'a heading that says what follows is to do is a heading; an adverb left alone by a split is no task',
    text: 'Things I actually have to do: book a supervision slot with Joanne. I should probably also just cancel the day pass, that is it',
    want: [
      { has: 'book supervision slot', people: ['Joanne'] },
      { has: 'cancel day pass', title: 'Cancel the day pass' },
    ],
  },
  {
    name: 'a few opening words before "I should/need to" ("eventually", "at some point") leave the plan whole',
    text: 'Not urgent but eventually I should clean out the garage. At some point I need to sort the loft. if it rains I should bring the chairs in',
    want: [
      { has: 'clean out garage', title: 'Clean out the garage' },
      { has: 'sort loft', title: 'Sort the loft' },
    ],
  },
  {
    name: "a statement running into the speaker's plan without punctuation: the plan is the task, the statement is not",
    text: 'the printer on the second floor is broken again we should call the vendor. my back is killing me I need to book a physio',
    want: [
      { has: 'call vendor', title: 'Call the vendor' },
      { has: 'book physio', title: 'Book a physio' },
    ],
  },
  {
    name: 'an intention that was dropped ("Meant to…", "Was going to…") is no task, and "Meant" is nobody',
    text: 'Was going to call the insurer but Tom already did. Meant to renew the parking permit but it turns out it auto-renews. Must chase the refund from the airline.',
    want: [{ has: 'chase refund airline', title: 'Chase the refund from the airline' }],
  },
  {
    name: 'a decision to leave things as they are is no task',
    text: 'The Netflix subscription - keep it for now. Hold off on the rebrand. Renew the domain before Friday.',
    want: [{ has: 'renew domain', due: '2026-11-27' }],
  },
  {
    name: 'an action taken back as soon as it is said: kept as it is, no need, done already, or done by someone else',
    text: [
      'Cancel the streaming trial... actually no, keep it.',
      'order more bin bags, no wait we have plenty',
      'renew the parking permit, hmm no, Omar said he renewed it on Monday',
      'chase the gas refund tomorrow. Oh actually I already did that this morning.',
      'collect the rug from the cleaners. Update: Priya got it',
      'email the quote to the Lees actually I did that already so skip that and book the skip hire for Monday',
      'pay the water bill by the 28th, no wait, it is due on the 1st',
      'call the bank about the card, no wait, we need to ask about the loan too',
    ].join('\n'),
    want: [
      { has: 'book skip hire', due: '2026-11-30' },
      { has: 'pay water bill' },
      { has: 'call bank card' },
      { has: 'ask loan' },
    ],
  },
  {
    name: 'what will not happen ("no gym today", "- no school Friday") is no task; a sigh after a task leaves its title',
    text: [
      "no gym today, knee's still sore",
      '- no swimming Thursday',
      '- pack the PE bags',
      'I keep meaning to clear out the loft but never do',
    ].join('\n'),
    want: [{ has: 'pack pe bags' }, { has: 'clear out loft', title: 'Clear out the loft' }],
  },
  {
    name: 'a habit taken up again ("start cycling again", "get back into yoga") is no task; nor is a plan put off to "one of these days"',
    text: [
      'I really ought to start cycling to work again',
      'should probably get back into swimming, one of these days',
      'fix the shed roof, one of these days',
      'start packing for the move on Saturday',
      'get back to Priya about the invoice',
    ].join('\n'),
    want: [
      { has: 'start packing move', due: '2026-11-28' },
      { has: 'get back priya invoice', people: ['Priya'] },
    ],
  },
  {
    name: 'a thing and how it measures ("rework up 3% on cell 2", "Line 4 OEE 71%", "seal strength drifting") is no task',
    text: [
      '- rework up 3% on cell 2, walk the cell with the shift lead',
      '- Line 4 OEE 71%',
      '- seal strength drifting on the night shift',
      '- pick up 2% milk',
      '- write up 1:1 notes for Tomasz',
      '- eye test tomorrow at 9:30',
    ].join('\n'),
    want: [
      { has: 'walk cell shift lead' },
      { has: 'pick up 2% milk' },
      { has: 'write up 1:1 notes' },
      { has: 'eye test', due: '2026-11-25' },
    ],
  },
  {
    name: 'a figure and then what it measures ("Press 2 88% uptime", "Cell B 97% FPY.") is no task; "pay 30% deposit" still is',
    text: [
      'Shift huddle',
      'Press 2 88% uptime. Press 3 61%, hydraulic hose weeping',
      '- Cell B 97% FPY.',
      '- Kwame to replace the hose on press 3 today',
      '- pay 30% deposit to the caterer',
    ].join('\n'),
    want: [
      { has: 'replace hose press 3', due: '2026-11-24', people: ['Kwame'] },
      { has: 'pay 30% deposit caterer' },
    ],
  },
  {
    name: 'a habit to change said without "I" ("Need to stop snacking at night.", "should work out more") and missing something are no tasks',
    text: [
      'Need to stop snacking at night.',
      'should work out more tbh',
      'I really miss having lazy Sundays',
      'need to stop paying for the streaming trial',
      'book the physio',
    ].join('\n'),
    want: [{ has: 'stop paying streaming trial' }, { has: 'book physio' }],
  },
  {
    name: 'what the writer cannot, does not or thinks is no task, in a list or not ("I don\'t even keep a logbook", "i cant do fri", "…but honestly we can\'t stretch to it"); "so we don\'t lose …" after a job is why, and the job stays',
    text: [
      "- The parking permit is up for renewal. I don't even keep a logbook. Dig out the old logbook tonight.",
      '- email Priya the floor plan',
      "- a farewell brunch the morning after would be lovely but honestly we can't stretch to it",
      'i cant do fri, sorry',
      "Move the boiler service to Friday so we don't lose the hot water on Thursday.",
    ].join('\n'),
    want: [
      { has: 'dig out old logbook', due: '2026-11-24' },
      { has: 'email priya floor plan' },
      // The day a thing is moved to is the thing's, not the task's (dates-day-owner).
      { has: 'move boiler service', due: null },
    ],
  },
  {
    name: 'what someone says or reckons is no task, however short ("Mark says it happens to everyone", "Plumber reckons Thursday.", "engineer says fine as drawn"); a job said after it still is',
    text: [
      'Mark says it happens to everyone in the first year.',
      '- Plumber reckons Thursday.',
      '- Structural engineer says fine as drawn.',
      '- fence panels for the side gate',
      'Garage says the car is ready, pick it up after 5 today.',
    ].join('\n'),
    want: [{ has: 'fence panels' }, { has: 'pick car', due: '2026-11-24' }],
  },
  {
    name: 'what happened, said with an irregular past, is no task ("Saw Grandad today.", "Noa lost her front tooth at school!!", "Ben broke his wrist"); the job about it still is',
    text: [
      'Saw Grandad today.',
      'Noa lost her front tooth at school today!!',
      '- Ben broke his wrist at football, book the fracture clinic follow-up',
      '- slept badly again',
      '- lunch boxes for Thursday',
    ].join('\n'),
    want: [{ has: 'book fracture clinic' }, { has: 'lunch boxes', due: '2026-11-26' }],
  },
  {
    name: 'a sentence the writer marks as someone else\'s, or as nothing for them, is no task ("…, not mine, Ravi\'s on it", "…, my sister pays it, nothing for me", "…, nothing to do until then"); a "but" after the mark goes on with their own',
    text: [
      "- smoke alarm test at the depot, not mine, Ravi's on it",
      '- council tax for the flat is due 1 March, my sister pays it, nothing for me',
      'Tomas will send the floor plans next week, nothing to do until then.',
      '- the kiln keeps tripping, not mine, but I ring the electrician tomorrow',
      'Book the dentist.',
    ].join('\n'),
    want: [{ has: 'ring electrician', due: '2026-11-25' }, { has: 'book dentist' }],
  },
  {
    name: 'a sentence that says only when ("So the 9th.", "going with Monday", "Thursday, let\'s say Thursday.", "before the rains") is no task of its own',
    text: [
      'The council letter says 2 weeks from the 25th. So the 9th. I will phone them tonight.',
      '- Leona wants the budget by Friday, I said Monday. going with Monday',
      "I'll send the minutes on Friday. Thursday, let's say Thursday.",
      '- clear the gutters!! before the rains',
      '- book the chimney sweep',
    ].join('\n'),
    want: [
      { has: 'phone' },
      { has: 'budget' },
      { has: 'send minutes' },
      { has: 'clear gutters' },
      { has: 'book chimney sweep' },
    ],
  },
  {
    name: 'a sentence marked as out of the writer\'s hands is no task ("…, nothing I can do", "…, so no action there"); a job said after it still is',
    text: [
      "- boiler upgrade - waiting on the installer's quote, nothing I can do",
      'The server patch went badly, restore done so no action there.',
      'Ring the installer on Friday.',
    ].join('\n'),
    want: [{ has: 'ring installer', due: '2026-11-27' }],
  },
  {
    name: 'an answer that only hedges a day ("sure, probably next week", "Maybe Thu 3rd Dec evening?") is no task of its own',
    text: [
      'Can you look over the lease renewal for me?',
      'sure, probably next week',
      'Maybe Thu 3rd Dec evening?',
      'Book the piano tuner.',
    ].join('\n'),
    want: [{ has: 'look over lease renewal' }, { has: 'book piano tuner' }],
  },
  {
    name: 'a sentence that only reacts to what came before it ("fine", "oh well", "done.", "later.") is no task of its own',
    text: [
      '- missed the bursary deadline last week. oh well',
      '- paid the car tax yesterday. done.',
      '- the lab results were all normal. fine',
      '- sort the loft. later.',
      '- email the registrar about the transcript on Friday.',
    ].join('\n'),
    want: [{ has: 'sort loft' }, { has: 'email registrar transcript', due: '2026-11-27' }],
  },
  {
    name: 'a day that holds only the writer\'s routine ("tomorrow = just lectures", "Friday just rest + sleep") is no task',
    text: [
      'The staff party is off, so nothing to bake. tomorrow = just lectures.',
      'Friday just rest + sleep.',
      'Marking done. Nothing else today, just breathing.',
      'Book the boiler service for Monday.',
    ].join('\n'),
    want: [{ has: 'book boiler service', due: '2026-11-30' }],
  },
  {
    name: 'thanks said to someone ("Thank you Priya.", "thank you Tom and crew!", "Thank you my love.") is no task; thank-you notes are',
    text: [
      'The shed roof is fixed, thank you Tom and crew!',
      'Mum: Thank you my love.',
      'The keys are with the agent. Thank you Priya.',
      'thank you notes for the christening gifts',
    ].join('\n'),
    want: [{ has: 'thank notes christening gifts' }],
  },
  {
    name: 'keeping a thing said right after a no ("…, no, keep the old kettle") takes back the action before it and is no task itself; keeping said plainly still is',
    text: [
      'Sell the old kettle, no wait, keep the kettle, sell the toaster.',
      'Cancel, no, keep the Friday swim.',
      '- [ ] new rug — no, keep the old one',
      'Also drop the... no, never mind, keep the Spotify.',
      'Keep the receipts for the claim.',
    ].join('\n'),
    want: [{ has: 'sell toaster' }, { has: 'keep receipts claim' }],
  },
  {
    name: 'a thing or someone that starts, opens or closes on a day ("Kwanzaa starts Saturday and …", "Probate opens Monday with …", "Tomasz starts Monday as …") gives nobody a job; a job with its object still is one',
    text: [
      'Kwanzaa starts Saturday and nothing is ready.',
      'Probate opens Monday with Carter and Sons.',
      'Tomasz starts Monday as our new driver, get him a hi-vis vest.',
      'Priya finishes the deck by Friday.',
    ].join('\n'),
    want: [
      { has: 'get tomasz hi-vis vest', due: '2026-11-30' },
      { has: 'finish deck', due: '2026-11-27', people: ['Priya'] },
    ],
  },
  {
    name: 'what to bring, in brackets after the task on its line ("(bring jars)"), is part of that task; a bring said on its own is a task',
    text: [
      '- sign up for the bake sale on Friday (bring a cake)',
      '- help my aunt with the jam making (bring jars)',
      '- bring the hi-vis vests to the depot',
    ].join('\n'),
    want: [
      { has: 'sign bake sale', due: '2026-11-27' },
      { has: 'help aunt jam' },
      { has: 'bring hi-vis vests' },
    ],
  },
];

describe('not tasks, and questions that are checks', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

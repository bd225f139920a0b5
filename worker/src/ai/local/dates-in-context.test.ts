/**
 * Dates that depend on what surrounds them (issue 12, dates and dictation): a corrected date, a date counted from
 * another day, "before then", a sentence that dates the task before it, a vague time that borrows no date, a short
 * numeric date read as the writer's zone writes it, and a dated heading that is not a task. Dumps written for these
 * tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"the night before (Dec 11)": a day in brackets right after it is the night\'s own day, not the day after it',
    text: '- soak the beans the night before (Dec 11)\n- school photos are on the 9th - iron the uniform the night before',
    want: [
      { has: 'soak beans', due: '2026-12-11' },
      { has: 'iron uniform', due: '2026-12-08' },
    ],
  },
  {
    name: '"the night before" under a dated heading is the day before the heading\'s day',
    text: 'GARDEN PARTY – Sat 5 Dec\n- [ ] marinate the lamb the night before\n- [ ] hang the bunting',
    want: [
      { has: 'marinate lamb', due: '2026-12-04' },
      { has: 'hang bunting', due: '2026-12-05' },
    ],
  },
  {
    name: 'a task joined by "and" to a task with a deadline shares that deadline, over a day said before them',
    text: 'The in-laws land on the weekend: air the guest room and buy a fan for it by Friday.\nthe audit is Sunday night so print the checklists and book the room by Thursday',
    want: [
      { has: 'air guest room', due: '2026-11-27' },
      { has: 'buy fan', due: '2026-11-27' },
      { has: 'print checklists', due: '2026-11-26' },
      { has: 'book room', due: '2026-11-26' },
    ],
  },
  {
    name: 'with no deadline after it, a task still takes the day said before it',
    text: 'the audit is Sunday night, print the checklists',
    want: [{ has: 'print checklists', due: '2026-11-29' }],
  },
  {
    name: 'a list item that opens with its date dates only itself: the undated items after it take none',
    text: '- Thursday: drop the costume at the school, collect the raffle prizes\n- order the new hose for the garden\n- book the chimney sweep, no hurry',
    want: [
      { has: 'drop costume', due: '2026-11-26' },
      { has: 'collect raffle prizes', due: '2026-11-26' },
      { has: 'order new hose', due: null },
      { has: 'book chimney sweep', due: null },
    ],
  },
  {
    name: 'a heading alone on its line still dates the items under it',
    text: 'Thursday:\n- drop the costume at the school\n- order the new hose for the garden',
    want: [
      { has: 'drop costume', due: '2026-11-26' },
      { has: 'order new hose', due: '2026-11-26' },
    ],
  },
  {
    name: 'a line that opens with its date: the thing after the dash or colon is what is due then',
    text: 'Week after next - quarterly VAT filing.\nTue: standup notes to Omar\n1st of the month: pay the cleaner\nEnd of Q1 - finish the certification\nSometime next month clear out the attic\nsometime in Q1 we should look at a new boiler\nschool photos are on the 9th - iron the uniform the night before',
    want: [
      { has: 'quarterly vat filing', title: 'Quarterly VAT filing', due: '2026-12-11' },
      { has: 'standup notes omar', due: '2026-12-01', people: ['Omar'] },
      { has: 'pay cleaner', due: '2026-12-01' },
      { has: 'finish certification', due: null },
      { has: 'clear out attic', title: 'Clear out the attic', due: null },
      { has: 'look new boiler', title: 'Look at a new boiler', due: null },
      { has: 'iron uniform', title: 'Iron the uniform', due: '2026-12-08' },
    ],
  },
  {
    name: '"next month" with no day dates nothing and leaves the title; "due next month" and "the 3rd of next month" date',
    text: 'swap the winter tyres on next month\nat some point next month book the boiler service\nthe council tax rebate form is due next month, fill it in\npay the childminder on the 3rd of next month',
    want: [
      { has: 'swap winter tyres', title: 'Swap the winter tyres', due: null },
      { has: 'book boiler service', title: 'Book the boiler service', due: null },
      { has: 'council tax rebate', due: '2026-12-31' },
      { has: 'pay childminder', title: 'Pay the childminder', due: '2026-12-03' },
    ],
  },
  {
    name: '"hang on" corrects a day said just before it, and leaves the title; "hang on to" is a verb',
    text: 'book the chimney sweep for Thursday no hang on Wednesday\ncall the vet Monday, hang on, Tuesday\nhang on to the receipt until the refund comes',
    want: [
      { has: 'book chimney sweep', title: 'Book the chimney sweep', due: '2026-11-25' },
      { has: 'call vet', title: 'Call the vet', due: '2026-12-01' },
      { has: 'hang on receipt', title: 'Hang on to the receipt until the refund comes' },
    ],
  },
  {
    name: 'a day of the month said bare at the end ("the 3rd", "Thursday the 3rd") is the due date and leaves the title',
    text: 'ring the letting agent Thursday the 3rd\npay the window cleaner the 5th\nprep for the 7th',
    want: [
      { has: 'ring letting agent', title: 'Ring the letting agent', due: '2026-12-03' },
      { has: 'pay window cleaner', title: 'Pay the window cleaner', due: '2026-12-05' },
      { has: 'prep', title: 'Prep for the 7th', due: '2026-12-07' },
    ],
  },
  {
    name: 'a clock time goes with its date: "before 3pm tomorrow" opens a clause or closes a title, and is cut from both',
    text: 'Before 3pm tomorrow email Karen the draft. Book the room by Friday at 10:30. Send the figures to Omar by 5pm Thursday',
    want: [
      { has: 'email karen draft', title: 'Email Karen the draft', due: '2026-11-25', people: ['Karen'] },
      { has: 'book room', title: 'Book the room', due: '2026-11-27' },
      { has: 'send figures omar', title: 'Send the figures to Omar', due: '2026-11-26' },
    ],
  },
  {
    name: 'dictated corrections keep the last date said; "a week on Friday" is the Friday after next',
    text: 'um pay the electricity bill by the eighteenth no the nineteenth and uh book the MOT a week on Friday',
    timeZone: 'Europe/London',
    want: [
      { has: 'pay electricity bill', due: '2026-12-19' },
      { has: 'book mot', due: '2026-12-04' },
    ],
  },
  {
    name: '"before then" takes the date said in the sentence before',
    text: 'Our auditors are in on Thursday. Nadia, can you pull the churn numbers before then?',
    want: [{ has: 'pull churn numbers', due: '2026-11-26', people: ['Nadia'] }],
  },
  {
    name: 'a sentence with no action of its own ("it lapses on the 19th") dates the task before it',
    text: 'Should I renew the domain for the side project? Probably yes, it lapses on the 19th.',
    want: [{ has: 'renew domain', due: '2026-12-19' }],
  },
  {
    name: 'a correction after an ellipsis in the next sentence still counts',
    text: 'Should I renew the domain for the side project? Probably yes, it lapses on the 9th... no, on the 19th.',
    want: [{ has: 'renew domain', due: '2026-12-19' }],
  },
  {
    name: 'a chat answer with a time ("Jordan: will do today", "sure, will send by noon") dates the request it answers',
    text: 'me: I will write the postmortem by Thursday. @Jordan can you add an alert on pool saturation?\nJordan: will do today\n[9:15 AM] Rosa Diaz: can you also send me the raw numbers\n[9:16 AM] Me: sure, will send by noon',
    want: [
      { has: 'write postmortem', due: '2026-11-26' },
      { has: 'add alert', due: '2026-11-24', people: ['Jordan'] },
      { has: 'send raw numbers', due: '2026-11-24' },
    ],
  },
  {
    name: 'a vague time ("before the first snow") borrows no date from the next action',
    text: 'the kids need new winter boots before the first snow and I have to submit the travel claim by Friday',
    want: [
      { has: 'boots', due: null },
      { has: 'submit travel claim', due: '2026-11-27' },
    ],
  },
  {
    name: '"the evening before" is the day before the date it follows',
    text: 'The TB test is booked for the 16th so pen the cattle the evening before.',
    want: [{ has: 'pen cattle', due: '2026-12-15' }],
  },
  {
    name: 'a short numeric date is read as the zone writes it (3/4 is 3 April in Sydney)',
    text: 'The rego for the Corolla is due 3/4, renew it before then.',
    timeZone: 'Australia/Sydney',
    want: [{ has: 'renew rego', due: '2027-04-03' }],
  },
  {
    name: 'a heading dated with a bare numeric date is not a task',
    text: 'Weekly ops sync 24/11\n- Priya to restart the ingest workers',
    timeZone: 'Europe/London',
    want: [{ has: 'restart ingest workers', people: ['Priya'] }],
  },
  {
    name: 'a time of day next to a day ("by EOD Friday", "COB tomorrow", "Thursday end of day") is that day, cut from the title',
    text: 'Action items:\n- me: draft the budget by EOD Friday\n- Kim to send the minutes by COB tomorrow\n- Lee: patch the router Thursday end of day\n- renew the lease by noon Monday\n- file the expenses by close of business',
    timeZone: 'Europe/London',
    want: [
      { has: 'draft budget', title: 'Draft the budget', due: '2026-11-27' },
      { has: 'send minutes', title: 'Send the minutes', due: '2026-11-25', people: ['Kim'] },
      { has: 'patch router', title: 'Patch the router', due: '2026-11-26', people: ['Lee'] },
      { has: 'renew lease', title: 'Renew the lease', due: '2026-11-30' },
      { has: 'file expenses', title: 'File the expenses', due: '2026-11-24' },
    ],
  },
  {
    name: 'meeting-note date markers ("ETA Wednesday", "target 12 Dec", "due: Friday", "(next Tues)") date the task and leave its title',
    text: 'Next steps\n- Lee: fix the login bug, ETA Wednesday\n- Ana: vendor shortlist, target 12 Dec\n- Sue: book the venue, due: Friday\n- Tom: update the roadmap (next Tues)',
    timeZone: 'Europe/London',
    want: [
      { has: 'fix login bug', title: 'Fix the login bug', due: '2026-11-25', people: ['Lee'] },
      { has: 'vendor shortlist', title: 'Vendor shortlist', due: '2026-12-12', people: ['Ana'] },
      { has: 'book venue', title: 'Book the venue', due: '2026-11-27', people: ['Sue'] },
      { has: 'update roadmap', title: 'Update the roadmap', due: '2026-12-01', people: ['Tom'] },
    ],
  },
  {
    name: 'an aside in brackets inside a clause keeps the rest of the clause ("email Dana (our accountant) about the VAT return")',
    text: 'email Dana (our accountant) about the VAT return. fix the gate (it is hanging off) then paint the fence',
    want: [{ has: 'email dana vat return', people: ['Dana'] }, { has: 'fix gate' }, { has: 'paint fence' }],
  },
  {
    name: 'a dictated clause that opens with its date ("by the end of next week finish…") is still a task, read from its verb',
    text: 'so um by the end of next week finish the slides for the board. in a couple of days follow up with the landlord about the leak. the week after next I have to do the quarterly review prep. Thursday-ish pick up the dry cleaning',
    timeZone: 'America/New_York',
    want: [
      { has: 'finish slides', title: 'Finish the slides for the board', due: '2026-12-04' },
      { has: 'follow up landlord leak', due: '2026-11-26' },
      { has: 'quarterly review prep', title: 'Do the quarterly review prep', due: '2026-12-11' },
      { has: 'pick up dry cleaning', title: 'Pick up the dry cleaning', due: '2026-11-26' },
    ],
  },
  {
    name: 'a dictated day of a month ("on the third", "by December twenty second", "the 21st of next month") dates the task and leaves its title',
    text: 'send the deck on the third. book flights by December twenty second\nsubmit the claim by the 21st of next month\nsend the contract by Dec 3rd',
    timeZone: 'America/New_York',
    want: [
      { has: 'send deck', title: 'Send the deck', due: '2026-12-03' },
      { has: 'book flights', title: 'Book flights', due: '2026-12-22' },
      { has: 'submit claim', title: 'Submit the claim', due: '2026-12-21' },
      { has: 'send contract', title: 'Send the contract', due: '2026-12-03' },
    ],
  },
  {
    name: 'a dictated date runs straight into the next action ("…expires on the twenty eighth so renew it before then")',
    text: 'and uh remember the SSL cert for the status page expires on the twenty eighth so renew it before then',
    timeZone: 'Europe/London',
    want: [{ has: 'ssl cert renew', due: '2026-11-28' }],
  },
  {
    name: 'a date answered with a statement ("Friday works for me", "Tuesday sounds good") is not a task',
    text: 'Friday works for me.\nTuesday sounds good\nSaturday suits us\nbook the table for Saturday',
    want: [{ has: 'book table', due: '2026-11-28' }],
  },
  {
    name: 'a corrected date leaves the title whole, a time of day with its day goes with it, and a run-on "it expires" is cut',
    text: 'pay the water bill by the eighteenth no the nineteenth. call mum tonight after dinner no wait tomorrow. remind me to call the garage Monday morning about the clutch. ping Raj to renew the cert first thing tomorrow morning. process the refunds Friday. prep for Friday. send the status report every Monday. need to renew my passport it expires in like three weeks. check when the visa expires',
    timeZone: 'Europe/London',
    want: [
      { has: 'pay water bill', title: 'Pay the water bill', due: '2026-12-19' },
      { has: 'call mum', title: 'Call mum', due: '2026-11-25' },
      { has: 'call garage clutch', title: 'Call the garage about the clutch', due: '2026-11-30' },
      { has: 'renew cert', title: 'Ping Raj to renew the cert', due: '2026-11-25', people: ['Raj'] },
      { has: 'process refunds', title: 'Process the refunds', due: '2026-11-27' },
      { has: 'prep', title: 'Prep for Friday', due: '2026-11-27' },
      { has: 'send status report', title: 'Send the status report every Monday', due: '2026-11-30' },
      { has: 'renew passport', title: 'Renew my passport', due: '2026-12-15' },
      { has: 'check visa expires', title: 'Check when the visa expires', due: null },
    ],
  },
  {
    name: 'a deadline beats what the thing is for; a short weekday with its day of the month; "re:" is no heading',
    text: 'can you send me the roster for next week by tomorrow night?\n- chase supplier re: late delivery (due Wed)\n- sign off Q4 budget by Fri 4 Dec',
    want: [
      { has: 'roster', due: '2026-11-25' },
      { has: 'chase supplier late delivery', due: '2026-11-25' },
      { has: 'sign off q4 budget', title: 'Sign off Q4 budget', due: '2026-12-04' },
    ],
  },
  {
    name: 'a date that opens a clause in any form leaves the action after it: a full date in digits, the beginning of a month, a short weekday with its part of the day, a clock time alone, a rough "over the"/"around" (the weekend, a span, gives no day)',
    text: '2026-12-20 book the venue. beginning of next month send holiday cards. Sat morning car wash. at 5pm pick up the suit. over the weekend finish the slides. around noon tomorrow ping the landlord. by 15/12/2026 pay the deposit',
    timeZone: 'Europe/London',
    want: [
      { has: 'book venue', title: 'Book the venue', due: '2026-12-20' },
      { has: 'send holiday cards', title: 'Send holiday cards', due: '2026-12-01' },
      { has: 'car wash', title: 'Car wash', due: '2026-11-28' },
      { has: 'pick up suit', title: 'Pick up the suit', due: '2026-11-24' },
      { has: 'finish slides', title: 'Finish the slides', due: null },
      { has: 'ping landlord', title: 'Ping the landlord', due: '2026-11-25' },
      { has: 'pay deposit', title: 'Pay the deposit', due: '2026-12-15' },
    ],
  },
  {
    name: 'the same phrases closing a title are cut from it; "the end of next month" whole; "early next month" and "mid December" are vague and stay; a trip with its own date and comma ("go to the gym on Wednesday, …") is a task; "at the weekend" is a span with no day',
    text: 'renew the domain end of next month. ping the landlord around noon tomorrow. call the vet sometime next week. see the GP at the weekend. book the venue 12/20/2026. do the quarterly review early next month. book the Christmas lunch by mid December. go to the gym on Wednesday, see the dentist next Tuesday',
    timeZone: 'America/Chicago',
    want: [
      { has: 'renew domain', title: 'Renew the domain', due: '2026-12-31' },
      { has: 'ping landlord', title: 'Ping the landlord', due: '2026-11-25' },
      { has: 'call vet', title: 'Call the vet', due: '2026-12-04' },
      { has: 'see gp', title: 'See the GP', due: null },
      { has: 'book venue', title: 'Book the venue', due: '2026-12-20' },
      { has: 'quarterly review', title: 'Do the quarterly review early next month', due: null },
      { has: 'book christmas lunch', title: 'Book the Christmas lunch by mid December', due: null },
      { has: 'go gym', title: 'Go to the gym', due: '2026-11-25' },
      { has: 'see dentist', title: 'See the dentist', due: '2026-12-01' },
    ],
  },
  {
    name: 'a short weekday with its part of the day after a deadline word ("by Wed night"), or after a tilde ("~ Fri"), dates the item and leaves its title',
    text: '* [ ] chase the builder re quote ~ Fri\n* [ ] prep the deck by Wed night\n* [ ] call Jo by fri am',
    timeZone: 'Europe/London',
    want: [
      { has: 'chase builder quote', title: 'Chase the builder re quote', due: '2026-11-27' },
      { has: 'prep deck', title: 'Prep the deck', due: '2026-11-25' },
      { has: 'call jo', title: 'Call Jo', due: '2026-11-27', people: ['Jo'] },
    ],
  },
  {
    name: 'texting shorthand and hours: "tmrw", "tonite", "2day", "this arvo", "in 10 mins", "within 48 hours", "ahead of Monday", "no later than noon Friday", "by Xmas eve", "next Fri" — each dates its task and leaves its title',
    text: 'call the bank tmrw. pay the nursery tonite. finish the report 2day. ring mum this arvo. reply to Dana in 10 mins. call back the client within 48 hours. prep the slides ahead of Monday. send the contract no later than noon Friday. wrap the presents by Xmas eve. pay the builder next Fri',
    timeZone: 'Europe/London',
    want: [
      { has: 'call bank', title: 'Call the bank', due: '2026-11-25' },
      { has: 'pay nursery', title: 'Pay the nursery', due: '2026-11-24' },
      { has: 'finish report', title: 'Finish the report', due: '2026-11-24' },
      { has: 'ring mum', title: 'Ring mum', due: '2026-11-24' },
      { has: 'reply dana', title: 'Reply to Dana', due: '2026-11-24' },
      { has: 'call back client', title: 'Call back the client', due: '2026-11-26' },
      { has: 'prep slides', title: 'Prep the slides', due: '2026-11-30' },
      { has: 'send contract', title: 'Send the contract', due: '2026-11-27' },
      { has: 'wrap presents', title: 'Wrap the presents', due: '2026-12-24' },
      { has: 'pay builder', title: 'Pay the builder', due: '2026-11-27' },
    ],
  },
  {
    name: 'an undated action takes the date of the nearest clause said before it, action or not: "tomorrow", not the "tonight" further back',
    text: "so the release tonight is stuck until the licence is renewed so I need to ask Omar to renew it first thing tomorrow and then restart the build. Friday's the offsite, book the minibus and after that sort the name badges",
    want: [
      { has: 'ask omar renew', due: '2026-11-25', people: ['Omar'] },
      { has: 'restart build', title: 'Restart the build', due: '2026-11-25' },
      { has: 'book minibus', due: '2026-11-27' },
      { has: 'sort name badges', due: '2026-11-27' },
    ],
  },
  {
    name: 'a moment of the day ("on the way home", "after work", "by end of shift", "before bed") is today\'s, or the day said before it',
    text: "grab the parcel from the depot on the way home\nafter work ring the plumber about the leak\nlog the pallet counts by end of shift\nlay out the kids' uniforms before bed\nTomorrow:\n- collect the suit after work\n- return the library books",
    want: [
      {
        has: 'grab parcel depot',
        title: 'Grab the parcel from the depot on the way home',
        due: '2026-11-24',
      },
      { has: 'ring plumber leak', due: '2026-11-24' },
      { has: 'log pallet counts', due: '2026-11-24' },
      { has: 'lay out uniforms', due: '2026-11-24' },
      { has: 'collect suit', due: '2026-11-25' },
      { has: 'return library books', due: '2026-11-25' },
    ],
  },
  {
    name: 'a moment of the day under "reminders for tomorrow" is tomorrow\'s',
    text: 'okay reminders for tomorrow I have to renew the parking permit and pick up the dry cleaning on the way home',
    want: [
      { has: 'renew parking permit', due: '2026-11-25' },
      { has: 'pick up dry cleaning', due: '2026-11-25' },
    ],
  },
  {
    name: 'a deadline wins over the day of the thing a task is for, and the day it is done over the day it is for',
    text: "Send the invites for the street party on the 12th by Friday. Book the ferry tickets for Christmas on Thursday when the sale opens. Order the cake for Mia's party on Saturday by Thursday. Post the forms that are due on the 4th.",
    want: [
      { has: 'send invites street party', due: '2026-11-27' },
      { has: 'book ferry tickets', due: '2026-11-26' },
      { has: 'order cake mia party', due: '2026-11-26' },
      { has: 'post forms', title: 'Post the forms', due: '2026-12-04' },
    ],
  },
  {
    name: '"before the weekend" is this week\'s Friday, not the Saturday',
    text: 'need to drop the hire car back before the weekend. ahead of the weekend send the cover rota to Bea',
    want: [
      { has: 'drop hire car back', due: '2026-11-27' },
      { has: 'send cover rota bea', due: '2026-11-27', people: ['Bea'] },
    ],
  },
  {
    name: 'a lead-in that ends a line of prose heads the list under it, and the day it points back to dates the items',
    text: 'The gas safety check is on Wednesday, December 2, between 8 and 1. Before then, please:\n- clear the cupboard under the stairs\n- put the dog in the garden\n\nThe movers come Friday. By then I need to:\n- pack the books\n- defrost the freezer',
    timeZone: 'Europe/London',
    want: [
      { has: 'clear cupboard under stairs', due: '2026-12-02' },
      { has: 'put dog garden', due: '2026-12-02' },
      { has: 'pack books', due: '2026-11-27' },
      { has: 'defrost freezer', due: '2026-11-27' },
    ],
  },
];

describe('dates in context', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

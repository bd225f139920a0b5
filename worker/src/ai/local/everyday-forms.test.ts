/**
 * Everyday shapes of a dump that went wrong (issue 12): a first name that is also a verb ("Mark to send…"), a
 * "reminder that…" announcement, "the car needs an MOT" after "oh and", a trailing "though", a name typed in lower
 * case, a closing "anyway" after a name, "N weeks from today" in a title, and "her"/"him" pointing back to "mum" or "my brother" rather than a name. Written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a first name that is also a verb does the task: "Mark to send…", "Mark will…"; "Mark the invoice…" is an instruction',
    text: 'Mark to send the deck to legal by Thursday.\nSue will draft the cover letter.\nMark the old invoice as paid.',
    want: [
      { has: 'send deck legal', title: 'Send the deck to legal', due: '2026-11-26', people: ['Mark'] },
      { has: 'draft cover letter', title: 'Draft the cover letter', people: ['Sue'] },
      { has: 'mark old invoice paid', people: [] },
    ],
  },
  {
    name: '"reminder that the review is on…" announces; "reminder that we need to…" asks',
    text: 'Reminder that the quarterly review is on Dec 10. Please send your slides to Anna by Dec 8.\nJust a reminder that we need to submit timesheets by Friday.',
    want: [
      { has: 'send slides anna', due: '2026-12-08', people: ['Anna'] },
      { has: 'submit timesheets', title: 'Submit timesheets', due: '2026-11-27' },
    ],
  },
  {
    name: 'a label before a noun phrase does not become its object: "Reminder: invoices are due…"',
    text: 'Reminder: invoices are due by the 30th',
    want: [{ has: 'invoices', title: 'Invoices', due: '2026-11-30' }],
  },
  {
    name: 'dictation: "oh and the car needs an MOT" is a task of its own; "ring sarah" writes the name as a name',
    text: 'ok so tomorrow I gotta pick up the dry cleaning and uh then ring sarah about the party oh and the car needs an MOT sometime next week',
    want: [
      { has: 'pick up dry cleaning', due: '2026-11-25' },
      { has: 'ring sarah party', title: 'Ring Sarah about the party', people: ['Sarah'] },
      { has: 'mot car' },
    ],
  },
  {
    name: 'a closing "though" is no part of the task',
    text: 'Thinking about whether to switch gyms. Probably not worth it. Should really cancel the magazine subscription though',
    want: [{ has: 'cancel magazine subscription', title: 'Cancel the magazine subscription' }],
  },
  {
    name: '"her"/"him" is the relation just named when no name was given',
    text: "can't believe I forgot mum's birthday again. order flowers today and call her tonight\nMy brother is moving on Saturday. Help him with the boxes",
    want: [
      { has: 'order flowers', due: '2026-11-24' },
      { has: 'call mum', title: 'Call mum', due: '2026-11-24' },
      { has: 'help brother boxes', title: 'Help my brother with the boxes' },
    ],
  },
  {
    name: 'a name before a closing "anyway/too" is still the person; "three weeks from today" leaves the title',
    text: 'Who even reads these reports? Send the monthly KPI report to Marcus anyway.\nrenew my visa three weeks from today',
    want: [
      { has: 'send kpi report marcus', people: ['Marcus'] },
      { has: 'renew visa', title: 'Renew my visa', due: '2026-12-15' },
    ],
  },
  {
    name: 'the person after "have/let" does the verb that follows: "have Jen pull the 2019 emails"',
    text: 'Action: draft the response to the motion by 12/4; have Jen pull the 2019 emails',
    want: [
      { has: 'draft response motion', due: '2026-12-04' },
      { has: 'jen pull 2019 emails', people: ['Jen'] },
    ],
  },
  {
    name: 'an action item for "me" written in lower case is the user\'s own',
    text: 'Allotment committee\nAction items:\n- AI: me to order a new padlock for the gate\n- AI: Sue to email the council',
    want: [
      { has: 'order padlock gate', title: 'Order a new padlock for the gate', people: [] },
      { has: 'email council', people: ['Sue'] },
    ],
  },
  {
    name: 'a spoken run-on: "I was thinking we should…" is a plan, "its making that noise" and "oh and…" start statements of their own, and the statement dates the action after it',
    text: "so I was thinking we should probably sort out the guest room before my parents come on the 12th and like also I need to get the car serviced its making that noise again oh and Priya's leaving do is friday so get a card",
    want: [
      { has: 'sort out guest room', due: '2026-12-12' },
      { has: 'get car serviced', title: 'Get the car serviced' },
      { has: 'get card', title: "Get a card for Priya's leaving do", due: '2026-11-27' },
    ],
  },
  {
    name: '"I keep forgetting to…" is a to-do; a pronoun whose person is already named stays; one that is not is written as theirs',
    text: 'I keep forgetting to back up my laptop. remind Jess about her dentist thing on Thursday. Hannah is away, check the budget for her trip',
    want: [
      { has: 'back up laptop', title: 'Back up my laptop' },
      { has: 'remind jess', title: 'Remind Jess about her dentist thing', people: ['Jess'] },
      { has: 'check budget', title: "Check the budget for Hannah's trip", people: ['Hannah'] },
    ],
  },
  {
    name: 'a verb-like noun opening a statement ("water bill autopay failed") is no instruction; "was due" is still due; a closing ", all" is no part of a title',
    text: 'reminder: water bill autopay failed — fix it. pay rent was due yesterday. pick up dry cleaning and grab coffee beans, all before noon',
    want: [
      { has: 'fix water bill autopay', title: 'Fix water bill autopay' },
      { has: 'pay rent', title: 'Pay rent' },
      { has: 'pick up dry cleaning', due: '2026-11-24' },
      { has: 'grab coffee beans', title: 'Grab coffee beans', due: '2026-11-24' },
    ],
  },
  {
    name: 'a label that says what to do with each item ("Calls:", "To email:", "Bills:") gives one task per item; a day after "re" is what it is about',
    text: 'Groceries: eggs, oat milk, bread\nCalls: plumber re leak, Aunt Rosa re Sunday\nTo email: Dana, the school about the trip\nBills: council tax by Friday, phone\nTexts: done',
    want: [
      { has: 'buy eggs oat milk bread' },
      { has: 'call plumber leak', title: 'Call plumber re leak', due: null },
      { has: 'call aunt rosa', title: 'Call Aunt Rosa re Sunday', due: null },
      { has: 'email dana', title: 'Email Dana', people: ['Dana'] },
      { has: 'email school trip', title: 'Email the school about the trip' },
      { has: 'pay council tax', title: 'Pay council tax', due: '2026-11-27' },
      { has: 'pay phone', title: 'Pay phone' },
    ],
  },
  {
    name: '"would you mind sending…" asks to send; a lower-case honorific is written as a name\'s; "do you mind if…" asks nothing of the user; "by 5th" without "the" is a date, "on 3rd floor" is not',
    text: 'Would you mind sending the slides by Friday? email mrs patel about the form. do you mind if I leave early. pay the electricity bill by 5th',
    want: [
      { has: 'send slides', title: 'Send the slides', due: '2026-11-27' },
      { has: 'email patel form', title: 'Email Mrs Patel about the form' },
      { has: 'pay electricity bill', title: 'Pay the electricity bill', due: '2026-12-05' },
    ],
  },
  {
    name: 'a relation who needs a lift ("she", after "mum called"; "my brother"; "Dad") is given it, with no person on it; a broken thing is what a bare verb fixes; "call IT" is the IT desk',
    text: 'so mum called, she needs a lift to the hospital on tuesday. my brother needs a lift to the station friday. Dad needs picking up from the airport. guard missing on press 3 - Marek to fit by Wed. printer jammed again, call IT',
    want: [
      {
        has: 'give mum lift hospital',
        title: 'Give mum a lift to the hospital',
        due: '2026-12-01',
        people: [],
      },
      {
        has: 'give my brother lift station',
        title: 'Give my brother a lift to the station',
        due: '2026-11-27',
      },
      { has: 'pick up dad airport', title: 'Pick up Dad from the airport', people: [] },
      { has: 'fit guard', title: 'Fit guard', due: '2026-11-25', people: ['Marek'] },
      { has: 'call it', title: 'Call IT' },
    ],
  },
  {
    name: 'an action taken back ("no wait, …, skip", "actually never mind", "oh wait no, Dana already did", a next sentence "Scratch that, …") gives no task; "no wait" before another action keeps only that one; "never mind the price" takes nothing back',
    text: "get stamps... no wait, the post office is shut, skip. buy bin bags - actually never mind. book the hotel, oh wait no, Dana already did. email Sam, no wait, text Sam about the keys. Pay the gas bill. Scratch that, it's on direct debit. Order the cake, never mind the price.\n- [ ] pick up dry cleaning, nvm\n- [ ] water the plants",
    want: [
      { has: 'text sam keys', title: 'Text Sam about the keys', people: ['Sam'] },
      { has: 'order cake' },
      { has: 'water plants', title: 'Water the plants' },
    ],
  },
  {
    name: 'a plan reported ("I said I\'d talk to Meera", "told Sam I\'ll send the deck") is the speaker\'s task, with the person told; "I told him I\'ll think about it" is none; a "re-" verb is a verb',
    text: "I said I'd talk to Meera about the rota this week. told Sam I'll send the deck by Friday. I told him I'll think about it. re-solder the joint on the amp. re-send the invoice to Acme",
    want: [
      { has: 'talk meera rota', title: 'Talk to Meera about the rota', people: ['Meera'] },
      { has: 'send deck', due: '2026-11-27', people: ['Sam'] },
      { has: 're-solder joint amp', title: 'Re-solder the joint on the amp' },
      { has: 're-send invoice acme', title: 'Re-send the invoice to Acme' },
    ],
  },
  {
    name: 'a thing said to need doing ("needs rebooking", "needs finalising"), new things needed, post that goes out on a day, "X is overdue - do it Saturday", "dry hop", an arrow item, a label with a parenthesis, and "the van insurance no the trailer insurance"',
    text: 'my physio appt needs rebooking. the setlist for the gig needs finalising. the dog needs walking tonight. need new strings for the cello. Grade the essays tonight. Parent letters for the trip go out this Thursday. Invites go out Friday. hose testing log is overdue - do it saturday. dry hop the pale ale thursday. uh the van insurance no the trailer insurance needs renewing end of the month\n\nCall notes w/ Diego (logistics):\n→ confirm the tasting date with Camila before Thursday',
    want: [
      { has: 'rebook physio', title: 'Rebook my physio appt' },
      { has: 'finalise setlist', title: 'Finalise the setlist for the gig' },
      { has: 'walk dog', title: 'Walk the dog', due: '2026-11-24' },
      { has: 'buy new strings', title: 'Buy new strings for the cello' },
      { has: 'grade essays', due: '2026-11-24' },
      { has: 'send parent letters trip', title: 'Send parent letters for the trip', due: '2026-11-26' },
      { has: 'hose testing log', due: '2026-11-28' },
      { has: 'dry hop pale ale', title: 'Dry hop the pale ale', due: '2026-11-26' },
      { has: 'renew trailer insurance', title: 'Renew the trailer insurance', due: '2026-11-30' },
      { has: 'confirm tasting date camila', due: '2026-11-26', people: ['Camila'] },
    ],
  },
  {
    name: 'a name with a present-tense verb and a date is that person\'s task ("Priya sends the minutes by Friday"), not a noun ("Parent emails … go out"); "the twenty third is the deadline for X" dates X; "queue at the post office" is an errand',
    text: 'Priya sends the minutes by Friday. Sam fixes the gate on Saturday. Mark sends his regards. Parent emails for the trip go out Thursday. oh and the twenty third is the deadline for the grant abstract. Queue at the post office to collect the parcel tomorrow. Queue depth keeps rising',
    want: [
      { has: 'send minutes', title: 'Send the minutes', due: '2026-11-27', people: ['Priya'] },
      { has: 'fix gate', title: 'Fix the gate', due: '2026-11-28', people: ['Sam'] },
      { has: 'send parent emails trip', due: '2026-11-26', people: [] },
      { has: 'grant abstract', title: 'Grant abstract', due: '2026-12-23' },
      { has: 'queue post office collect parcel', due: '2026-11-25' },
    ],
  },
  {
    name: 'a chat: "my PR" in a request is its writer\'s ("Review Kevin Wu\'s PR"), and the reply "yep on it after lunch" is no task',
    text: "Kevin Wu  10:42 AM\nhey can you review my PR today? it's blocking the release\nme  10:44 AM\nyep on it after lunch\nKevin Wu  10:45 AM\nthanks! also pls update the runbook by thursday",
    want: [
      { has: 'review kevin wu pr', title: "Review Kevin Wu's PR", due: '2026-11-24', people: ['Kevin Wu'] },
      { has: 'update runbook', due: '2026-11-26', people: ['Kevin Wu'] },
    ],
  },
  {
    name: 'chat shorthand for days: "eod thu", "by cob fri", "b4 fri", "tues am", "thurs eve", "sat morn", "mon next wk", "next week Monday" date the task and leave its title',
    text: 'send the report eod thu\npls review the PR by cob fri\nrenew passport b4 fri\nring the plumber tues am\ngym thurs eve\norder the cake by sat morn\nbook the meeting room mon next wk\ncall the bank next week Monday',
    want: [
      { has: 'send report', title: 'Send the report', due: '2026-11-26' },
      { has: 'review pr', title: 'Review the PR', due: '2026-11-27' },
      { has: 'renew passport', title: 'Renew passport', due: '2026-11-27' },
      { has: 'ring plumber', title: 'Ring the plumber', due: '2026-12-01' },
      { has: 'gym', title: 'Gym', due: '2026-11-26' },
      { has: 'order cake', title: 'Order the cake', due: '2026-11-28' },
      { has: 'book meeting room', title: 'Book the meeting room', due: '2026-11-30' },
      { has: 'call bank', title: 'Call the bank', due: '2026-11-30' },
    ],
  },
  {
    name: 'a chat\'s day lines ("Mon 23 Nov", "Tue 24 Nov") are no tasks; "don\'t forget the venue deposit by fri" is one, and "don\'t forget your umbrella" is advice',
    text: "Mon 23 Nov\nAnna: hey can you pick up the kids tomorrow at 3?\nYou: yes no problem\nTue 24 Nov\nAnna: also don't forget the venue deposit by fri\nAnna: and don't forget your umbrella, it's pouring",
    want: [
      { has: 'pick up kids', due: '2026-11-25', people: ['Anna'] },
      { has: 'venue deposit', title: 'Venue deposit', due: '2026-11-27' },
    ],
  },
  {
    name: 'dictation: "X or Y at the latest" is Y, "this week probably thursday" is Thursday, "remind me <when> to X" is X then, a run-on "it\'s her birthday" or "it\'s due" is no part of the title, "the rent is due on the first" is a task beside an unrelated one, and "got pushed to the 15th need to finish…" starts a plan',
    text: "I have to submit the expense report by like wednesday or thursday at the latest\nneed to get the oil changed sometime this week probably thursday\nremind me the day after tomorrow to follow up with Jenna about the proposal\ncall mom this weekend its her birthday on sunday\npay the electric bill it's due in like three days\nso yeah the rent is due on the first and I also gotta renew the car registration\nthe deadline for the grant got pushed to the 15th need to finish the budget section by the 10th\nthe plumber said the pipes need to be replaced",
    want: [
      { has: 'submit expense report', title: 'Submit the expense report', due: '2026-11-26' },
      { has: 'oil changed', title: 'Get the oil changed', due: '2026-11-26' },
      {
        has: 'follow up jenna proposal',
        title: 'Follow up with Jenna about the proposal',
        due: '2026-11-26',
        people: ['Jenna'],
      },
      { has: 'call mom', title: 'Call mom', due: null, description: 'this weekend' },
      { has: 'pay electric bill', title: 'Pay the electric bill', due: '2026-11-27' },
      { has: 'rent', due: '2026-12-01' },
      { has: 'renew car registration' },
      { has: 'finish budget section', title: 'Finish the budget section', due: '2026-12-10' },
      { has: 'replace pipes', title: 'Replace the pipes' },
    ],
  },
  {
    name: 'dictation: "and then friday the plumber is coming" is a statement of its own, not part of the task before it; a run-on "its expiring end of the month" dates the task it follows and no other; "reminder for monday talk to…" is the talk, dated Monday; "tuesday I think no wednesday" is Wednesday',
    text: 'so tomorrow I gotta pick up the dry cleaning and then friday the plumber is coming\nokay call the insurance company about the claim wednesday and then I need to renew my gym membership its expiring end of the month oh and book a haircut\nreminder for monday talk to Priya about the roadmap\nand uh call the venue tuesday I think no wednesday',
    want: [
      { has: 'pick up dry cleaning', title: 'Pick up the dry cleaning', due: '2026-11-25' },
      { has: 'call insurance company claim', due: '2026-11-25' },
      { has: 'renew gym membership', title: 'Renew my gym membership', due: '2026-11-30' },
      { has: 'book haircut', title: 'Book a haircut', due: null },
      {
        has: 'talk priya roadmap',
        title: 'Talk to Priya about the roadmap',
        due: '2026-11-30',
        people: ['Priya'],
      },
      { has: 'call venue', title: 'Call the venue', due: '2026-11-25' },
    ],
  },
  {
    name: 'dictation to a phone: "hey siri note" is no person and no part of a task; "…forward the mail I think the post office does that online" ends at the hedge; "I think the boiler needs a service, book it" is about the boiler; a bare "remind me -" is no task; "5 dec" and "Dec 15th" are cut from titles; "return Dec 15th" is no new action',
    text: "hey siri note um text Danielle that I'm running late for book club\nforward the mail I think the post office does that online\nI think the boiler needs a service, book it\npls remind me - renew the car insurance 5 dec\nsend the VAT return Dec 15th",
    timeZone: 'Asia/Kolkata',
    want: [
      { has: 'text danielle book club', people: ['Danielle'] },
      { has: 'forward mail', title: 'Forward the mail' },
      { has: 'book boiler', title: 'Book the boiler' },
      { has: 'renew car insurance', title: 'Renew the car insurance', due: '2026-12-05' },
      { has: 'send vat return', title: 'Send the VAT return', due: '2026-12-15' },
    ],
  },
  {
    name: 'British and chat date phrases leave the title and date the task: after the weekend, early/mid next week, w/c 7th, Monday week, a week on Friday, b4 the 2pm tmrw',
    text: 'book the MOT after the weekend\nchase the invoices early next week\nsort the boiler mid next week\nfile the expenses w/c 7th\ncall the accountant Monday week\nfinish the audit a week on Friday\nsend the slides b4 the 2pm tmrw',
    timeZone: 'Europe/London',
    want: [
      { has: 'book mot', title: 'Book the MOT', due: '2026-11-30' },
      { has: 'chase invoices', title: 'Chase the invoices', due: '2026-11-30' },
      { has: 'sort boiler', title: 'Sort the boiler', due: '2026-12-02' },
      { has: 'file expenses', title: 'File the expenses', due: '2026-12-07' },
      { has: 'call accountant', title: 'Call the accountant', due: '2026-12-07' },
      { has: 'finish audit', title: 'Finish the audit', due: '2026-12-04' },
      { has: 'send slides', title: 'Send the slides', due: '2026-11-25' },
    ],
  },
  {
    name: 'dates in the other language of a mixed dump date the task and leave its title: mañana temprano, el 12 de diciembre, nächste Woche, am 3. Dezember, sa Biyernes, para sa Disyembre 12, Monday ko, Friday tak',
    text: 'llamar al pediatra mañana temprano\ncomprar regalos para la posada el 12 de diciembre\nnächste Woche Reifen wechseln\nam 3. Dezember Geschenk für Oma kaufen\nsend the deck sa Biyernes\nbook the venue para sa Disyembre 12\nMonday ko presentation bhejni hai\nsend the invoice Friday tak',
    want: [
      { has: 'llamar pediatra', title: 'Llamar al pediatra', due: '2026-11-25' },
      { has: 'comprar regalos posada', title: 'Comprar regalos para la posada', due: '2026-12-12' },
      { has: 'reifen wechseln', title: 'Reifen wechseln', due: '2026-12-04' },
      { has: 'geschenk oma', title: 'Geschenk für Oma kaufen', due: '2026-12-03' },
      { has: 'send deck', title: 'Send the deck', due: '2026-11-27' },
      { has: 'book venue', title: 'Book the venue', due: '2026-12-12' },
      { has: 'presentation', title: 'Presentation bhejni hai', due: '2026-11-30' },
      { has: 'send invoice', title: 'Send the invoice', due: '2026-11-27' },
    ],
  },
  {
    name: 'a checklist item closing on a day of the month is due then, and "before Thanksgiving:" dates the item it heads',
    text: '- [ ] pay the water bill 1st\n- [ ] before Thanksgiving: clean the oven\n- [x] pay rent',
    timeZone: 'America/Chicago',
    want: [
      { has: 'pay water bill', title: 'Pay the water bill', due: '2026-12-01' },
      { has: 'clean oven', title: 'Clean the oven', due: '2026-11-26' },
    ],
  },
  {
    name: 'a job on the line right above a checklist is a task with its own date, not the list\'s name; "Moving checklist" and "Pack the car" over what to pack still name their lists',
    text: 'chase the invoices early next week\n- [ ] pay the water bill 1st\n- [ ] clean the oven\n- [x] renew passport\n\nMoving checklist\n- renew the lease\n- book the movers for the 12th\n\nPack the car\n- tent\n- stove',
    timeZone: 'America/New_York',
    want: [
      { has: 'chase invoices', title: 'Chase the invoices', due: '2026-11-30' },
      { has: 'pay water bill', title: 'Pay the water bill', due: '2026-12-01' },
      { has: 'clean oven', title: 'Clean the oven', due: null },
      { has: 'renew lease', title: 'Renew the lease', due: null },
      { has: 'book movers', title: 'Book the movers', due: '2026-12-12' },
      { has: 'tent', title: 'Tent' },
      { has: 'stove', title: 'Stove' },
    ],
  },
  {
    name: 'weekdays and months are spelled once for all rules: "by thur" is a deadline, "Janet" is no month before "5th", "Weds 2/12" leaves the title',
    text: 'pay rent by thur\nsend the deck to Janet 5th\nbook the MOT Weds 2/12\nemail Junia the notes by tues',
    timeZone: 'Europe/London',
    want: [
      { has: 'pay rent', title: 'Pay rent', due: '2026-11-26' },
      { has: 'send deck janet', title: 'Send the deck to Janet', due: '2026-12-05', people: ['Janet'] },
      { has: 'book mot', title: 'Book the MOT', due: '2026-12-02' },
      { has: 'email junia notes', title: 'Email Junia the notes', due: '2026-12-01', people: ['Junia'] },
    ],
  },
  {
    name: 'a family checklist: a remark in brackets is no date and no part of the title ("(it\'s on the 5th) by Monday"); "yr end", "this wknd" (a span: no day), "this weekend or next", a weekday with its clock time',
    text: "## This week\n- [ ] dentist appt — thurs 3:30\n- [ ] RSVP to Karen's party (it's on the 5th) by Monday\n- [ ] call the plumber (the tap is leaking again) tomorrow\n- [ ] renew car tags (expire 11/30)\n- [ ] mow lawn sometime this wknd\n- [ ] get the passport photos this weekend or next\n- [ ] submit FSA receipts b4 yr end\n- [ ] call mum sat 10am",
    timeZone: 'America/Chicago',
    want: [
      { has: 'dentist appt', title: 'Dentist appt', due: '2026-11-26' },
      {
        has: 'rsvp karen party',
        title: "RSVP to Karen's party",
        due: '2026-11-30',
        description: "(it's on the 5th)",
      },
      {
        has: 'call plumber',
        title: 'Call the plumber',
        due: '2026-11-25',
        description: '(the tap is leaking again)',
      },
      { has: 'renew car tags', title: 'Renew car tags', due: '2026-11-30' },
      { has: 'mow lawn', title: 'Mow lawn', due: null, description: 'sometime this wknd' },
      { has: 'passport photos', title: 'Get the passport photos', due: '2026-12-05' },
      { has: 'submit fsa receipts', title: 'Submit FSA receipts', due: '2026-12-31' },
      { has: 'call mum', title: 'Call mum', due: '2026-11-28' },
    ],
  },
  {
    name: 'dictation: an object with its own date after "and (then)" is a task of its own with the verb said once; "next Tuesday or Wednesday" is that week\'s Wednesday; "the newsletter said the money is due… so pay that" pays the money',
    text: 'send the invoice to Acme by Friday and the contract by Monday\nI need to get the budget from Hamid by the end of next week and then the letters of support maybe by the tenth\nbuy milk and the paper tomorrow\nremind me to book the vet for Bella next Tuesday or Wednesday\noh the school newsletter said the excursion money is due by friday so pay that',
    timeZone: 'Australia/Sydney',
    want: [
      { has: 'send invoice acme', title: 'Send the invoice to Acme', due: '2026-11-27' },
      { has: 'send contract', title: 'Send the contract', due: '2026-11-30' },
      { has: 'get budget hamid', title: 'Get the budget from Hamid', due: '2026-12-04', people: ['Hamid'] },
      { has: 'letters support', title: 'Get the letters of support', due: '2026-12-10' },
      { has: 'buy milk paper', title: 'Buy milk and the paper', due: '2026-11-25' },
      { has: 'book vet bella', title: 'Book the vet for Bella', due: '2026-12-02' },
      { has: 'pay excursion money', title: 'Pay the excursion money', due: '2026-11-27' },
    ],
  },
  {
    name: 'run-on remarks: "her bday is the 2nd", "its overdue by like 500 miles", "his party is on Saturday" belong to the task before them — its date and description, not the next task\'s — and leave its title; "first week of january", a week further off, is kept as text with no date',
    text: 'also ring your gran her bday is the 2nd\nthe car needs an oil change its overdue by like 500 miles do that saturday morning\ncall the accountant first week of january to set up a meeting\nbuy a birthday present for Lachlan his party is on Saturday and uh yeah book the vet for Biscuit',
    timeZone: 'Australia/Melbourne',
    want: [
      { has: 'ring gran', title: 'Ring your gran', due: '2026-12-02' },
      { has: 'oil change', due: '2026-11-28' },
      {
        has: 'call accountant',
        title: 'Call the accountant first week of january to set up a meeting',
        due: null,
      },
      {
        has: 'birthday present lachlan',
        title: 'Buy a birthday present for Lachlan',
        due: '2026-11-28',
        tag: 'Family',
        description: 'his party is on Saturday',
      },
      { has: 'book vet biscuit', title: 'Book the vet for Biscuit', due: null, tag: 'Life' },
    ],
  },
  {
    name: 'a deadline said right after a task, in brackets or after a comma, is its due date over the day it is for',
    text: "book the hall for the 12th (deadline Friday)\nPrepare slides for Monday's meeting (due Fri)\norder the cake for Saturday, by Thursday at the latest",
    want: [
      { has: 'book hall 12th', title: 'Book the hall for the 12th', due: '2026-11-27' },
      { has: 'prepare slides monday', title: "Prepare slides for Monday's meeting", due: '2026-11-27' },
      { has: 'order cake saturday', title: 'Order the cake for Saturday', due: '2026-11-26' },
    ],
  },
  {
    name: 'mixed languages: "y", "und", "dann", "aur" join actions as "and" does, and open a line as fillers; "Wäsche aufhängen", "gym jaana hai"; "la cena del sábado" keeps the day of the dinner',
    text: 'oye mañana tengo que llamar al fontanero y also remind Carlos to send the invoice by Friday. Luego comprar pan para la cena del sábado\nheute noch: Wäsche aufhängen, dann email to Mark about the Q1 budget\nkal subah gym jaana hai, then finish the deck for Priya by EOD tomorrow, aur mummy ko call karna hai weekend pe',
    timeZone: 'Europe/Madrid',
    want: [
      { has: 'llamar fontanero', title: 'Llamar al fontanero', due: '2026-11-25' },
      { has: 'remind carlos invoice', due: '2026-11-27', people: ['Carlos'] },
      { has: 'comprar pan', title: 'Comprar pan para la cena del sábado', due: '2026-11-28' },
      { has: 'wäsche aufhängen', title: 'Wäsche aufhängen', due: '2026-11-24' },
      { has: 'email mark budget', title: 'Email to Mark about the Q1 budget', people: ['Mark'] },
      { has: 'gym jaana', due: '2026-11-25' },
      { has: 'finish deck priya', due: '2026-11-25', people: ['Priya'] },
      { has: 'call mummy', title: 'Call mummy', due: null },
    ],
  },
  {
    name: 'a list item\'s "(overdue!!)" or "(urgent)" says how pressing it is, not what to do; "your availability for the week of Dec 7" keeps the week it is for',
    text: '3. hire: send offer letter to Aisha (ASAP)\n4. expenses (overdue!!)\n5. renew the domain (urgent)\n\nplease send Raj your availability for the week of Dec 7.',
    timeZone: 'Europe/London',
    want: [
      { has: 'send offer letter aisha', people: ['Aisha'] },
      { has: 'expenses', title: 'Expenses' },
      { has: 'renew domain', title: 'Renew the domain' },
      {
        has: 'send raj availability',
        title: 'Send Raj your availability for the week of Dec 7',
        people: ['Raj'],
      },
    ],
  },
  {
    name: 'a checklist\'s dates in other brackets and marks: "[due: Dec 15]", "{by Friday}", "📅 2026-12-03", "@ 3pm thurs" date the item and leave its title',
    text: '- [ ] send Q4 numbers to finance 📅 2026-12-03\n- [ ] renew passport [due: Dec 15]\n- [ ] dentist @ 3pm thurs\n- [ ] order new glasses {by Friday}\n- [x] pay rent [done]',
    timeZone: 'America/Toronto',
    want: [
      { has: 'send q4 numbers finance', title: 'Send Q4 numbers to finance', due: '2026-12-03' },
      { has: 'renew passport', title: 'Renew passport', due: '2026-12-15' },
      { has: 'dentist', title: 'Dentist', due: '2026-11-26' },
      { has: 'order new glasses', title: 'Order new glasses', due: '2026-11-27' },
    ],
  },
  {
    name: 'a weekday with its part of the day or its calendar date leaves the title: "Monday first thing", "Monday after next", "two weeks tomorrow", "Wednesday 2 December", "Thursday, Dec 10th"',
    text: 'call the council Monday first thing\nbook the MOT two weeks tomorrow\nvisit Nan Monday after next\nDentist Wednesday 2 December\nrenew insurance Thursday, Dec 10th',
    timeZone: 'Europe/London',
    want: [
      { has: 'call council', title: 'Call the council', due: '2026-11-30' },
      { has: 'book mot', title: 'Book the MOT', due: '2026-12-09' },
      { has: 'visit nan', title: 'Visit Nan', due: '2026-12-07' },
      { has: 'dentist', title: 'Dentist', due: '2026-12-02' },
      { has: 'renew insurance', title: 'Renew insurance', due: '2026-12-10' },
    ],
  },
  {
    name: 'dictation: a plan starts at its subject ("…by end of next week I\'ll ping Marco", "…it\'s still sticking I\'ll call…"), and "and Sarah wants the dish back" is a clause of its own',
    text: "so for the offsite we need to lock the venue by end of next week I'll ping Marco about catering\nthe thing with the garage door it's still sticking I'll call the repair place tomorrow\nI need to fill out the forms and Sarah wants the casserole dish back",
    timeZone: 'America/Chicago',
    want: [
      { has: 'lock venue offsite', title: 'Lock the venue for the offsite', due: '2026-12-04' },
      { has: 'ping marco catering', title: 'Ping Marco about catering', people: ['Marco'] },
      { has: 'call repair place', title: 'Call the repair place', due: '2026-11-25' },
      { has: 'fill out forms', title: 'Fill out the forms' },
      { has: 'casserole dish', people: ['Sarah'] },
    ],
  },
  {
    name: 'a mail\'s verbless requests: "Dietary requirements to me by Wednesday 2nd", "names in by this Friday please" are things to send by then; "a reminder that timesheets are due on the 30th" is the timesheets; "Sam in by 9" sends nobody in',
    text: '- Ciarán is sorting the Kris Kindle — names in by this Friday please.\n- Dietary requirements to me by Wednesday 2nd.\n\nAlso a reminder that timesheets for November are due on the 30th.',
    timeZone: 'Europe/Dublin',
    want: [
      { has: 'send names', title: 'Send in names', due: '2026-11-27' },
      { has: 'send dietary requirements', due: '2026-12-02' },
      { has: 'timesheets november', title: 'Timesheets for November', due: '2026-11-30' },
    ],
  },
  {
    name: 'a job right above a checklist whose first item is "RSVP to…" stays a task; "RSVP" is a verb',
    text: "chase the invoices early next week\n- [ ] RSVP to Karen's party (it's on the 5th) by Monday\n- [ ] renew passport [due: Dec 15]",
    timeZone: 'America/New_York',
    want: [
      { has: 'chase invoices', title: 'Chase the invoices', due: '2026-11-30' },
      { has: 'rsvp karen party', title: "RSVP to Karen's party", due: '2026-11-30', people: ['Karen'] },
      { has: 'renew passport', title: 'Renew passport', due: '2026-12-15' },
    ],
  },
  {
    name: 'a person before "my/your/his" is whom the thing goes to: "send Raj my notes", "give Priya your keys", "tell Sam his car is ready"; "have Jen pull…" still names Jen',
    text: 'send Raj my notes\ngive Priya your keys\ntell Sam his car is ready\nhave Jen pull the emails',
    want: [
      { has: 'send raj notes', people: ['Raj'] },
      { has: 'give priya keys', people: ['Priya'] },
      { has: 'tell sam car ready', people: ['Sam'] },
      { has: 'jen pull emails', people: ['Jen'] },
    ],
  },
  {
    name: 'a mail\'s "We still need the W-9 from your finance team" is to get it from them, as "still need X from Tom" is',
    text: 'We still need the W-9 from your finance team.\nStill need the signed lease from Tom.',
    want: [
      { has: 'get w-9 finance team', title: 'Get the W-9 from your finance team' },
      { has: 'get signed lease tom', title: 'Get the signed lease from Tom', people: ['Tom'] },
    ],
  },
  {
    name: '"by thurs or fri" is the later of the two days, and leaves the title; "we sat or sat down" is no day',
    text: 'pay rent by thurs or fri\nwe sat or sat down and planned the trip, book the flights',
    want: [
      { has: 'pay rent', title: 'Pay rent', due: '2026-11-27' },
      { has: 'book flights', title: 'Book the flights', due: null },
    ],
  },
  {
    name: 'dictation: "…the report thats due thursday I need to get the numbers from Dave" is two things; "and then on Friday I have to submit…" keeps its day; "maybe we should…" after a hedge stays an idle thought; "…first thing in the morning and then the car registration expires at the end of the month so renew that online" is tomorrow\'s call and the registration\'s renewal',
    text: 'the quarterly report thats due thursday I need to get the numbers from Dave by tomorrow\ncall the insurance guy and then on Friday I have to submit the expense report\nRandom thought: maybe we should move standup to 9:30.\nI need to call the landlord about the leak first thing in the morning and then the car registration expires at the end of the month so renew that online',
    want: [
      { has: 'quarterly report', title: 'The quarterly report', due: '2026-11-26' },
      { has: 'get numbers dave', title: 'Get the numbers from Dave', due: '2026-11-25', people: ['Dave'] },
      { has: 'call insurance guy' },
      { has: 'submit expense report', title: 'Submit the expense report', due: '2026-11-27' },
      { has: 'call landlord leak', title: 'Call the landlord about the leak', due: '2026-11-25' },
      { has: 'renew car registration', due: '2026-11-30' },
    ],
  },
  {
    name: 'a list of deadlines: "grant report: Dec 4" is the report, due then; "decide … a month before" the lease ends is a month before',
    text: 'Deadlines coming up:\n- grant report: Dec 4\n- car lease ends Feb 28; decide buy vs return a month before',
    timeZone: 'America/Toronto',
    want: [
      { has: 'grant report', title: 'Grant report', due: '2026-12-04' },
      { has: 'decide buy return', title: 'Decide buy vs return', due: '2027-01-29' },
    ],
  },
  {
    name: 'a checklist ending in "TODO by EOW: clean out garage" keeps its items: the label heads only its own line, not the list above it (in meeting notes "Action items: …" still does)',
    text: "[ ] submit expense report — Mon\n[ ] 1:1 prep for Thurs\n[x] book flights to Denver\n[ ] order Jake's bday present by the 5th\nTODO by EOW: clean out garage",
    timeZone: 'America/New_York',
    want: [
      { has: 'submit expense report', title: 'Submit expense report', due: '2026-11-30' },
      { has: '1:1 prep', due: '2026-11-26' },
      { has: 'order jake present', due: '2026-12-05' },
      { has: 'clean out garage', title: 'Clean out garage', due: '2026-11-27' },
    ],
  },
  {
    name: 'a hedge on the day is no hedge on the task: "book a call with legal maybe Tuesday", "email Dana perhaps by Friday", "…this weekend and book a call with legal for early next week maybe Tuesday" are to-dos; "maybe I\'ll learn piano someday" and "would be nice … maybe next year" stay wishes',
    text: "book a call with legal maybe Tuesday\nemail Dana perhaps by Friday\nstart the draft this weekend and book a call with the auditors for early next week maybe Wednesday\nmaybe I'll learn piano someday\nwould be nice to go to Japan maybe next year",
    timeZone: 'Europe/Berlin',
    want: [
      { has: 'book call legal', title: 'Book a call with legal', due: '2026-12-01' },
      { has: 'email dana', title: 'Email Dana', due: '2026-11-27', people: ['Dana'] },
      { has: 'start draft', title: 'Start the draft', due: null },
      { has: 'book call auditors', title: 'Book a call with the auditors', due: '2026-12-02' },
    ],
  },
  {
    name: 'what a thing needs done to it: "the dog needs her shots" (a possessive, not only "an MOT"), "her nails clipped", "my laptop needs its battery replaced", "need the bins emptied" (a participle the lexicon reads back to its verb)',
    text: 'oh and the dog needs her shots sometime before we go away on the eighteenth\nthe cat needs her nails clipped before Friday\nmy laptop needs its battery replaced\nneed the bins emptied tonight',
    timeZone: 'Australia/Sydney',
    want: [
      { has: 'dog shots', due: '2026-12-18' },
      { has: 'clip cat nails', title: "Clip the cat's nails", due: '2026-11-27' },
      { has: 'replace laptop battery', title: "Replace the laptop's battery" },
      { has: 'empty bins', title: 'Empty the bins', due: '2026-11-24' },
    ],
  },
  {
    name: 'a closing says what to do before it: "the kids\' school photos order closes on the 30th", "registration for the 10k closes Friday", "sign-ups for the choir trip end on the 5th", "the staff survey closes tomorrow"; "the shop closes at 5" and "the road closes on Monday" are news',
    text: "right so the kids' school photos order closes on the 30th\nregistration for the 10k closes Friday\nsign-ups for the choir trip end on the 5th\nthe staff survey closes tomorrow\nthe shop closes at 5\nthe road closes on Monday",
    timeZone: 'Australia/Sydney',
    want: [
      { has: 'order school photos', title: "Order the kids' school photos", due: '2026-11-30' },
      { has: 'register 10k', title: 'Register for the 10k', due: '2026-11-27' },
      { has: 'sign up choir trip', title: 'Sign up for the choir trip', due: '2026-12-05' },
      { has: 'fill staff survey', title: 'Fill in the staff survey', due: '2026-11-25' },
    ],
  },
  {
    name: 'dictation: "tasks for this week" and "my list for tomorrow" open the list, not a title; "…chase the tiler he said he\'d come Monday but nothing" and "call the landlord she said she\'d fix the boiler" end the task at the report of what someone said',
    text: "right so tasks for this week the invoice for Acme needs to go out by Thursday latest then I gotta chase the tiler he said he'd come Monday but nothing\nmy list for tomorrow pick up dry cleaning\ncall the landlord she said she'd fix the boiler by Friday",
    timeZone: 'Australia/Sydney',
    want: [
      { has: 'invoice acme', title: 'Send the invoice for Acme', due: '2026-11-26' },
      { has: 'chase tiler', title: 'Chase the tiler' },
      { has: 'pick up dry cleaning', title: 'Pick up dry cleaning', due: '2026-11-25' },
      { has: 'call landlord', title: 'Call the landlord' },
    ],
  },
  {
    name: 'a dated list: "1pm: call w/ vendor" under "Monday:" is Monday\'s (a time before a colon heads nothing); "Tree!! this weekend" is the weekend, a span with no day, and the heading "Before Xmas:" dates nothing',
    text: 'Monday:\n- standup notes\n- 1pm: call w/ vendor re contract renewal\nBefore Xmas:\n- Tree!! this weekend\n- wrap presents\n- call the bank! tomorrow',
    timeZone: 'America/Denver',
    want: [
      { has: 'standup notes', due: '2026-11-30' },
      { has: 'call vendor contract renewal', title: 'Call w/ vendor re contract renewal', due: '2026-11-30' },
      { has: 'tree', title: 'Tree', due: null },
      { has: 'wrap presents', due: null },
      { has: 'call bank', title: 'Call the bank', due: '2026-11-25' },
    ],
  },
  {
    name: 'a thing beside a verb that wants it: "Cards — post by the 16th for overseas" is "Post cards for overseas"; a common word in a title is written small ("Pay car rego online"), a product keeps its capital ("Move Terraform state…")',
    text: 'Cards — post by the 16th for overseas\nCar rego - pay it online\nTerraform state - move it to a remote backend',
    timeZone: 'Europe/Dublin',
    want: [
      { has: 'post cards overseas', title: 'Post cards for overseas', due: '2026-12-16' },
      { has: 'pay car rego', title: 'Pay car rego online' },
      { has: 'terraform state', title: 'Move Terraform state to a remote backend' },
    ],
  },
  {
    name: 'an hour without a day is on the day said before it: "for tomorrow … finish the budget slides before lunch", "Tomorrow:" over "send the deck by 3pm", "Thursday - submit timesheet by EOD"',
    text: 'so for tomorrow first the vendor call at 10 then I need to finish the budget slides before lunch and send them to Wei Ling for review\nTomorrow:\n- send the deck to Priya by 3pm\n- call the bank\nThursday - submit timesheet by EOD\n\nfile the expenses by 5pm\nthe report is due Friday, can you send me your numbers by 3pm?\ncall the insurer tomorrow and email Raj by 3pm',
    timeZone: 'Asia/Singapore',
    want: [
      { has: 'finish budget slides', due: '2026-11-25', people: ['Wei Ling'] },
      { has: 'send deck priya', due: '2026-11-25' },
      { has: 'call bank', due: '2026-11-25' },
      { has: 'submit timesheet', due: '2026-11-26' },
      { has: 'file expenses', due: '2026-11-24' },
      { has: 'send numbers', due: '2026-11-24' },
      { has: 'call insurer', due: '2026-11-25' },
      { has: 'email raj', due: '2026-11-25' },
    ],
  },
  {
    name: 'dictation: "…the MOT no wait it\'s the service not the MOT" swaps the thing; "…is on Thursday need to sign the consent form before that" is the signing, by then; "the electricity bill I think it\'s due on the 3rd pay that" pays the bill; "the kitchen needs to be painted" is painting it',
    text: "need to call the garage about the MOT no wait it's the service not the MOT the service is due end of the month\nalso don't forget the parent teacher meeting is on Thursday need to sign the consent form before that\noh and the electricity bill I think it's due on the 3rd pay that\nthe kitchen needs to be painted by Sunday",
    timeZone: 'Europe/Madrid',
    want: [
      { has: 'call garage service', title: 'Call the garage about the service', due: '2026-11-30' },
      { has: 'sign consent form', title: 'Sign the consent form', due: '2026-11-26' },
      { has: 'pay electricity bill', title: 'Pay the electricity bill', due: '2026-12-03' },
      { has: 'paint kitchen', title: 'Paint the kitchen', due: '2026-11-29' },
    ],
  },
  {
    name: 'the user\'s own step on what someone else does is a task of its own: "Omar will circulate the draft budget tomorrow; please review it by Monday" → "Review the draft budget"; "write the post and share it" stays one',
    text: 'Omar will circulate the draft budget tomorrow; please review it by Monday\nwrite the post and share it',
    timeZone: 'America/Toronto',
    want: [
      { has: 'circulate draft budget', people: ['Omar'] },
      { has: 'review draft budget', title: 'Review the draft budget', due: '2026-11-30', people: [] },
      { has: 'write post share', title: 'Write the post and share it' },
    ],
  },
  {
    name: 'dictation without "I": "…the boiler\'s making that noise again need to get someone out…", "…it\'s Dad\'s birthday on Sunday need to get a card"; "…and the car tax runs out at the end of the month so sort that" sorts the car tax; "I still haven\'t booked the venue do that this week" and "we haven\'t paid the plumber yet" are still to do',
    text: "so um yeah the boiler's making that noise again need to get someone out to look at it before the weekend ideally and the car tax runs out at the end of the month so sort that and oh my god I completely forgot it's Dad's birthday on Sunday need to get a card\nthe team offsite is the 9th I still haven't booked the venue do that this week\nwe haven't paid the plumber yet",
    timeZone: 'Europe/London',
    want: [
      { has: 'get someone out', due: '2026-11-27' },
      { has: 'sort car tax', title: 'Sort the car tax', due: '2026-11-30' },
      { has: 'get card', title: "Get a card for Dad's birthday", due: '2026-11-29' },
      { has: 'book venue', title: 'Book the venue', due: null },
      { has: 'pay plumber', title: 'Pay the plumber' },
    ],
  },
  {
    name: 'an end of day before its day leaves the title like any deadline: "send the deck COB Friday", "approve the PO by close of business tomorrow"',
    text: 'send the deck COB Friday\napprove the PO by close of business tomorrow',
    timeZone: 'Europe/London',
    want: [
      { has: 'send deck', title: 'Send the deck', due: '2026-11-27' },
      { has: 'approve po', title: 'Approve the PO', due: '2026-11-25' },
    ],
  },
  {
    name: 'a chat reply that takes a dated request on ("👍 will send tonight") is no task of its own and brings the date forward; a later day ("ok will do it Friday") leaves it',
    text: "[24/11/2026, 08:21] Marta: and don't forget to send the invite to the neighbours by Wed!!\n[24/11/2026, 08:30] Me: 👍 will send tonight\n[24/11/2026, 08:31] Marta: can you also book the bouncy castle by Thursday?\n[24/11/2026, 08:40] Me: ok will do it Friday",
    timeZone: 'America/Sao_Paulo',
    want: [
      { has: 'send invite neighbours', due: '2026-11-24' },
      { has: 'book bouncy castle', due: '2026-11-26' },
    ],
  },
  {
    name: 'what someone else wants done to a thing is the user\'s task ("the landlord wants the gutters cleared by Friday"); payment apps are verbs',
    text: [
      'The landlord wants the gutters cleared by Friday.',
      'school wants the trip form signed by Thursday which, fine.',
      'the allotment committee wants the shed stained before the 15th',
      'venmo coach for the tournament fees',
    ].join('\n'),
    want: [
      { has: 'clear gutters', title: 'Clear the gutters', due: '2026-11-27' },
      { has: 'sign trip form', title: 'Sign the trip form', due: '2026-11-26' },
      { has: 'stain shed', title: 'Stain the shed', due: '2026-12-15' },
      { has: 'venmo coach', title: 'Venmo coach for the tournament fees' },
    ],
  },
];

describe('everyday shapes of a dump', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

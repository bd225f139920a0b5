/**
 * Pasted chats, read from the user's side (issue 12, "pasted email/chat"): who takes a request on, and what another
 * speaker only tells the chat. Chats written for these tests (Slack copies, bracketed stamps, WhatsApp exports, texts
 * with a parent), Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"I\'ll review it after standup" is the request taken on, not a task of its own',
    text: "Dana: can someone review my PR today?\nMe: I'll review it after standup",
    want: [{ has: 'review pr', due: '2026-11-24', people: ['Dana'] }],
  },
  {
    name: '"I can, after standup" takes the request on: a time said by what else happens that day',
    text: '[09:14] Dana: anyone free to grab the projector from IT?\n[09:15] Me: I can, after standup\n[09:21] Dana: thanks!',
    want: [{ has: 'grab projector', people: ['Dana'] }],
  },
  {
    name: 'another speaker takes "anyone free to…" on after a greeting: their task, dated by their answer',
    text: "Dana Reyes  9:14 AM\nmorning all! anyone free to review the onboarding doc?\nSam Lee  9:20 AM\nI can do that tomorrow\nme  9:30 AM\nalso I'll grab the pastries for Friday's offsite",
    want: [
      {
        has: 'review onboarding doc',
        title: 'Review the onboarding doc',
        due: '2026-11-25',
        people: ['Sam Lee'],
      },
      { has: 'grab pastries', due: null, people: [] },
    ],
  },
  {
    name: 'the same with bracketed stamps: "[09:03] Sam: I can take it this afternoon"',
    text: '[09:01] Alex: anyone free to review PR #412?\n[09:03] Sam: I can take it this afternoon\n[09:04] Me: thanks Sam',
    want: [{ has: 'review pr #412', title: 'Review PR #412', due: '2026-11-24', people: ['Sam'] }],
  },
  {
    name: "another speaker's word of how they are or what they do is theirs, told to the chat",
    text: "[08:55] Sophie: I'm working on the pricing page today\n[09:10] Tom: I'm out from 3 today, dentist\n[09:11] Tom: I've sent mine already\n[09:12] Me: can someone check the analytics tag on checkout?",
    want: [{ has: 'check analytics tag checkout', people: [] }],
  },
  {
    name: 'what another speaker says of themself stays when it asks the reader: "I\'m out of milk, can you grab some?"',
    text: "[17:02] Jo: I'm out of milk, can you grab some on the way home?\n[17:03] Me: yep",
    want: [{ has: 'grab', people: ['Jo'] }],
  },
  {
    name: 'thanks and praise from anyone are answers, no tasks: "Thank you love ❤️", "amazing thank you 🙏"',
    text: '[24/11/2026, 18:02:11] Mum: Can you order the turkey this week?\n[24/11/2026, 18:06:02] Me: yes will do\n[24/11/2026, 18:07:15] Mum: Thank you love ❤️\n[24/11/2026, 18:08:00] Chris: legend',
    want: [{ has: 'order turkey', due: null }],
  },
  {
    name: "a parent's request that opens with something else is still asked in a chat, and the user's \"can't\" turns it down",
    text: "Mom: Did you remember to book Dad's birthday dinner?\nMe: omg no, I'll do it at lunch\nMom: Good. And Lily needs a ride to practice Thursday, can you take her?\nMe: can't Thursday, I'm in Boston\nMom: ok I'll ask your brother",
    want: [{ has: 'book dad birthday dinner', people: [] }],
  },
  {
    name: '"who\'s picking Nana up…?" asks as what someone is doing: the user\'s "I\'ll get her" takes it on, another\'s "not me" is no task',
    text: "[24/11/2026, 18:02:11] Mum: Who's picking Nana up from the station on Saturday?\n[24/11/2026, 18:05:40] Chris: not me, I'm in Leeds all weekend\n[24/11/2026, 18:06:02] Me: I'll get her 👍",
    want: [
      { has: 'pick nana station', title: 'Pick Nana up from the station', due: '2026-11-28', people: [] },
    ],
  },
  {
    name: 'the answer may take it on with the question\'s own verb, and say more on its own ("I can host! I\'ll sort snacks too")',
    text: "Nova — Today at 7:41 PM\nok who's hosting game night on saturday\nRex — Today at 7:43 PM\ncan't, my place is a mess lol\nme — Today at 7:44 PM\nI can host! I'll sort snacks too\nRex — Today at 7:46 PM\nI'll bring Catan",
    want: [
      { has: 'host game night', due: '2026-11-28' },
      { has: 'sort snacks', people: [] },
    ],
  },
  {
    name: 'a chat without question marks still talks when a speaker turns it down ("Dan: not me mate")',
    text: "Kev: who's sorting the minibus for sat\nDan: not me mate\nMe: I'll sort it",
    want: [{ has: 'sort minibus', due: '2026-11-28' }],
  },
  {
    name: 'another speaker\'s "I\'ll look after lunch" takes "can someone check…?" on',
    text: "[09:12] Me: cool. can someone check the analytics tag on checkout?\n[09:14] Tom: I'll look after lunch",
    want: [{ has: 'check analytics tag checkout', due: '2026-11-24', people: ['Tom'] }],
  },
  {
    name: '"let me log a ticket" is the user\'s own plan; another speaker\'s "let me check with the supplier" is theirs',
    text: '[3:14 PM] Derek: the printer on 4 is jammed again 🙄 anyone know who to call?\n[3:17 PM] Me: let me log a ticket with facilities\n[3:18 PM] Jonas: let me check with the supplier too',
    want: [{ has: 'log ticket facilities', title: 'Log a ticket with facilities', people: [] }],
  },
  {
    name: 'a request to everyone in the chat is the user\'s too ("everyone finish the book", "Team, please…")',
    text: "Tasha: next meeting is Dec 9 at mine!\nTasha: everyone finish the book 😅\nMe: lol I'm on chapter 2\nTasha: Team, please fill in the survey by Friday",
    want: [{ has: 'finish book' }, { has: 'fill survey', due: '2026-11-27' }],
  },
  {
    name: 'what stays another speaker\'s request: thanks before a question, a "we" that takes the user in; "anyone coming?" asks no job',
    text: '[10:01] Dana: thanks, can you book it?\n[10:02] Me: sure\n[10:03] Dana: we have to submit the grant form by Friday\n[10:04] Dana: is anyone coming to the pub tonight?\n[10:05] Me: I will!',
    want: [
      { has: 'book', people: ['Dana'] },
      { has: 'submit grant form', due: '2026-11-27' },
    ],
  },
  {
    name: 'in prose "let me tell you", "let me just say" only speak, and "Everyone at work is burnt out" asks nothing',
    text: "Long week. Let me tell you, the commute was brutal. Everyone at work is burnt out. Guys night was fun though. Let me just say, I'm so proud of the team. Folks loved the demo. Team, great work this quarter. Everyone enjoy the long weekend!",
    want: [],
  },
  {
    name: '"(I\'m Maya)" names the user, so "Maya Chen:" lines and "@Maya" are the user\'s, and another speaker\'s status is theirs',
    text: "pasted from #design-team (I'm Maya)\n[9:10 AM] Leo Park: @Maya can you export the new icons for the iOS build by Thursday?\n[9:11 AM] Maya Chen: yep 👍\n[9:12 AM] Ines Costa: I'm out Friday btw, dentist",
    want: [{ has: 'export icons ios build', due: '2026-11-26', people: ['Leo Park'] }],
  },
  {
    name: 'Discord\'s lowercase handles are speakers whatever the name ("dom — Today at 6:15 PM")',
    text: "kat — Today at 6:14 PM\nwho can update the loot sheet?\ndom — Today at 6:15 PM\nlol not me\nme — Today at 6:20 PM\nI'll do it tomorrow",
    want: [{ has: 'update loot sheet', due: '2026-11-25' }],
  },
  {
    name: '"did anyone book the campsite…??" answered "I\'ll book it tonight, how many tents?" is that booking, no task of its own',
    text: "Ana: did anyone book the campsite for the 12th??\nBen: I thought you did 😅\nAna: omg no\nMe: I'll book it tonight, how many tents?",
    // The answer's day: the 12th is when the camping is, tonight when the booking is done.
    want: [{ has: 'book campsite', title: 'Book the campsite', due: '2026-11-24' }],
  },
  {
    name: '"has anyone renewed…?" — "not yet, I\'ll renew it after lunch" dates the renewal',
    text: "Priya: has anyone renewed the SSL cert on staging?\nMe: not yet, I'll renew it after lunch",
    want: [{ has: 'renew ssl cert staging', due: '2026-11-24' }],
  },
  {
    name: 'a lead after a greeting sentence ("Moin! who\'s taking minutes…?"), and an answer with its own object ("I\'ll bring my druid")',
    text: "[09:14] Lena: Moin! who's taking minutes in the sprint review?\n[09:15] Tobi: not me, I'm presenting\n[09:16] Me: I can take them\n[18:14] Kat: raid at 9 tonight, who can bring a healer?\n[18:20] Me: I'll bring my druid",
    want: [{ has: 'take minutes sprint review' }, { has: 'bring healer', due: '2026-11-24' }],
  },
  {
    name: '"sure, will send tonight" answers "can you send me…?": the request dated by it, no task of its own',
    text: '[18:01] Kim: can you send me the seating plan? need it before the rehearsal\n[18:03] Me: sure, will send tonight',
    want: [{ has: 'send kim seating plan', due: '2026-11-24', people: ['Kim'] }],
  },
  {
    name: 'an answer that says it again with "it"/"them", another verb or a question back is the request taken on',
    text: "[10:00] Sam: we need to order the banners by Friday\n[10:02] Me: ok I'll order them, blue right?\n[12:00] Lee: can you reply to the landlord about the boiler?\n[12:05] Me: will do, I'll email him tomorrow\n[13:00] Nia: can you water the plants while I'm away?\n[13:01] Me: I'll do it, will pop round on Friday",
    want: [
      { has: 'order banners', due: '2026-11-27' },
      { has: 'reply landlord boiler', due: '2026-11-25', people: ['Lee'] },
      { has: 'water plants', due: '2026-11-27', people: ['Nia'] },
    ],
  },
  {
    name: 'an answer naming what was asked ("I\'ll book the court tonight") or saying it with "it" dates it',
    text: "[09:00] Ana: can you book a court for the club match?\n[09:02] Me: yep I'll book the court tonight\n[19:00] Dad: don't forget the street party, someone has to order the bunting\n[19:05] Me: I'll order it by Sunday",
    want: [
      { has: 'book court', due: '2026-11-24', people: ['Ana'] },
      { has: 'street party' },
      { has: 'order bunting', due: '2026-11-29' },
    ],
  },
  {
    name: 'an answer to several messages takes each on by what it names ("yes to Thursday. notes — I\'ll finish them tonight")',
    text: "[10:00] Lena: can you run the intake call on Thursday at 10?\n[10:01] Lena: and send me the notes from the kickoff\n[10:10] Me: yes to Thursday. notes — I'll finish them tonight",
    want: [
      { has: 'run intake call', due: '2026-11-26', people: ['Lena'] },
      { has: 'send lena notes', due: '2026-11-24', people: ['Lena'] },
    ],
  },
  {
    name: 'the one asked by name answers ("@Raj can you…?" — "Raj: on it, will report back by lunch"): no task of theirs',
    text: '[09:00] Me: @Raj can you check the backup logs?\n[09:02] Raj: on it, will report back by lunch',
    want: [{ has: 'check backup logs', people: ['Raj'] }],
  },
  {
    name: "a request in a list, taken on by the one it names: that item dated, not the list's first",
    text: 'Priya Natarajan  10:14 AM\naction items:\n• @marco bump the pool size\n• someone needs to add a disk alert — @Tom can you take that?\nTom Ibarra  10:20 AM\nyep, will do tomorrow',
    want: [
      { has: 'bump pool size', due: null, people: ['Marco'] },
      { has: 'add disk alert', due: '2026-11-25', people: ['Tom'] },
    ],
  },
  {
    name: 'what the request asked, said by the answer that takes it on, is the task, dated by the request',
    text: "[09:00] Rob: the landlord wants the meter readings sent in by the 3rd\n[09:05] Me: sure, I'll do the meter readings\n[10:00] Sam: we need to sort out the quiz questions\n[10:02] Me: I'll print the answer sheets once we lock the questions",
    want: [
      { has: 'meter readings', due: '2026-12-03' },
      { has: 'sort quiz questions' },
      { has: 'print answer sheets' },
    ],
  },
  {
    name: 'an answer that goes on to the same thing ("…and send it to you") is the request; to a thing of its own, its own tasks',
    text: "[09:14] Lena: can someone update the rota for December?\n[09:17] Me: I'll update the rota and send it to you by Monday\n[19:00] Jo: the trip forms are due tomorrow, need a signature and £20\n[19:05] Me: ok will sign tonight and transfer the money to the school",
    want: [
      { has: 'update rota december', due: '2026-11-30', people: ['Lena'] },
      // "will sign tonight" names only its verb: it takes the forms on, by tonight.
      { has: 'trip forms', due: '2026-11-24' },
      { has: 'transfer money school', due: '2026-11-24' },
    ],
  },
  {
    name: '"…— @Omar can you take that?" is the task before it, asked of Omar; with nothing before it, no task',
    text: "[09:00] Priya: someone needs to renew the SSL cert on staging — @Omar can you take that?\n[09:03] Omar: yep\n[10:00] Faisal: the auditors want the asset register reconciled by the 7th\n[10:01] Faisal: Can you take that?\n[10:05] Me: Sure, I'll do the asset register",
    want: [
      { has: 'renew ssl cert staging', people: ['Omar'] },
      { has: 'asset register', due: '2026-12-07' },
    ],
  },
  {
    name: '"sent already" or "can\'t, sorry" settles only the sentence that asked, not the rest of its message',
    text: "[08:03] Piotr: the customer wants the first-article report by Friday\n[08:05] Me: I'll handle the report. Piotr please send me the gauge data\n[08:06] Piotr: sent already, it's in your inbox\n[18:00] Kim: please renew the parking permit this week. Can you drive me to the airport on Friday?\n[18:05] Me: can't, sorry",
    want: [
      { has: 'handle report', due: '2026-11-27' },
      { has: 'renew parking permit', due: null, people: ['Kim'] },
    ],
  },
  {
    name: 'a sentence adverb opening a request ("Lastly can you…", "Finally, can you…") addresses nobody; "Emily, can you…" does',
    text: '[10:12] Tobi: Lastly can you buy gas for the cooker?\n[10:13] Me: sure\n[10:20] Tobi: Finally, can you send the rent receipt to the agency?\n[10:21] Me: yep\n[10:30] Me: Emily, can you book the vet?',
    want: [
      { has: 'buy gas cooker', people: ['Tobi'] },
      { has: 'send rent receipt agency', people: ['Tobi'] },
      { has: 'book vet', people: ['Emily'] },
    ],
  },
  {
    name: '"for all of us" / "for both of us" in a chat message keeps "us": a group with the user in it, not the writer',
    text: '[18:00] Jess: can you get quotes for all of us by Friday?\n[18:01] Jess: and can you send us the photos?\n[18:02] Jess: also book a table for both of us',
    want: [
      { has: 'get quotes all of us', due: '2026-11-27' },
      { has: 'send jess photos' },
      { has: 'book table both of us' },
    ],
  },
  {
    name: '"fyi I\'ll need someone to check the rota by Friday" asks whoever reads: "I can check it" takes it on',
    text: "[15:00] Wen: fyi I'll need someone to check the holiday rota by Friday\n[15:04] me: I can check it tomorrow",
    want: [{ has: 'check holiday rota', due: '2026-11-25', people: ['Wen'] }],
  },
  {
    name: '"btw I need somebody to water the tomatoes" asks too, taken on by the user\'s "I can do that"',
    text: "[19:00] Nils: btw I need somebody to water the tomatoes while I'm away\n[19:02] Me: I can do that",
    want: [{ has: 'water tomatoes', people: ['Nils'] }],
  },
];

describe("a pasted chat, read from the user's side", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

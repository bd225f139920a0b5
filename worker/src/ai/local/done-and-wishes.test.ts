/**
 * The forms of a "not tasks" dump that still gave one (issue 12, "not tasks"): going back over the past as a question,
 * a habit the writer means to change, a wish, a plan already dropped, a thing called off or done, said in English or in
 * the other language of a mixed dump; and the one real task said as "the only thing I have to do is …". Dumps written
 * for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a question going back over what is past is rumination ("Did I come across as rude?"); one about how things stand is a check',
    text: 'Did I come across as rude on the call? Did we pick the wrong nursery for Mia? Have we paid the window cleaner?',
    want: [{ has: 'check paid window cleaner', title: 'Check: have we paid the window cleaner' }],
  },
  {
    name: '"should we even …?" doubts a thing, it asks nothing to be done; "should I book …?" stays a task',
    text: 'Should we even keep the Saturday shift? not my call. Should I book the hotel for the offsite?',
    want: [{ has: 'book hotel offsite' }],
  },
  {
    name: 'a habit the writer means to change ("exercise more", "stop checking my phone") is no task; stopping a thing is one',
    text: [
      'I really should exercise more.',
      'I should honestly stop checking my phone in bed.',
      'Also I really need to sleep more.',
      'I need to stop the newspaper delivery before we go away.',
      'Need to order more printer paper.',
    ].join('\n'),
    want: [{ has: 'stop newspaper delivery' }, { has: 'order more printer paper' }],
  },
  {
    name: 'a standup\'s "nothing" status ("today – nothing blocking.", "- Femi: nothing new, on standby") is no task; a job after "but" is',
    text: [
      'Standup notes',
      'yesterday – patched the ingress controller.',
      'today – nothing blocking.',
      '- Femi: nothing new, on standby',
      '- nothing pending on the release, but ask Omar about the cert',
    ].join('\n'),
    want: [{ has: 'ask omar cert', people: ['Omar'] }],
  },
  {
    name: 'a chat\'s sign-off ("night all", "nite team") is no task; "book the night bus" is one',
    text: 'Kofi: fridge is restocked, till counted\nnight all\nMe: nite team\nMe: book the night bus for Saturday',
    want: [{ has: 'book night bus' }],
  },
  {
    name: 'a short note of a day and a mood ("Power cut again this evening, ugh.", "friday bob 🙄") is no task; a bulleted one and a plain dated one are',
    text: [
      'Power cut again this evening, ugh.',
      'Ruth: friday bob 🙄',
      'sat: double shift, nothing more 🙃',
      'aiyo tomorrow so packed.',
      'Monday dentist.',
      '- plumber thursday ugh',
      'book the boiler service tomorrow',
    ].join('\n'),
    want: [{ has: 'dentist' }, { has: 'plumber' }, { has: 'book boiler service' }],
  },
  {
    name: 'the dump saying what it is for ("have to get these down before bed", "need to get it all out of my head") is no task; "get this down to the post office" is one',
    text: [
      'Have to get these down before bed.',
      'buy stamps',
      'need to get it all out of my head',
      'call the dentist',
      'get this down to the post office tomorrow',
    ].join('\n'),
    want: [{ has: 'buy stamps' }, { has: 'call dentist' }, { has: 'post office', due: '2026-11-25' }],
  },
  {
    name: '"we\'ll see" and "someday" in the other language ("dekhte hain", "ya veremos", "kabhi na kabhi") wave a plan off; a dated job stays',
    text: [
      'Sunday ko Priya ke saath dinner? dekhte hain.',
      'Salsa class join karna hai kabhi na kabhi',
      'pintar el garaje? ya veremos',
      'on verra.',
      'Bijli ka bill kal tak bharna hai',
    ].join('\n'),
    want: [{ has: 'bijli bill', due: '2026-11-25' }],
  },
  {
    name: 'a decision to keep things or do without ("we decided to drop the raffle", "We decided to keep the paper rota") is no task; "we decided to repaint the hall" is one',
    text: [
      'btw we decided to drop the raffle so no need to buy prizes anymore',
      '- We decided to keep the paper rota, so no change there.',
      'we decided to repaint the hall, book the painter',
    ].join('\n'),
    want: [{ has: 'repaint hall' }, { has: 'book painter' }],
  },
  {
    name: 'signing off for the night ("Off to bed.", "ok gonna try and sleep") is no task; "buy a new bed" is one',
    text: 'Long shift, feet are wrecked. Off to bed.\nok gonna try and sleep\nbuy a new bed for the spare room',
    want: [{ has: 'buy new bed' }],
  },
  {
    name: 'a wish ("would love to …, we\'ll see", "I\'d love a …") and a plan waved off after a dash ("— I dunno") are no tasks',
    text: [
      "would love to take a sabbatical next year, we'll see",
      "Honestly I'd love a bigger garden.",
      'start running again — I dunno',
      'Renew the bike insurance.',
    ].join('\n'),
    want: [{ has: 'renew bike insurance' }],
  },
  {
    name: 'a plan already dropped ("I was also going to …, but Ana already …") and a thing called off without a verb are no tasks',
    text: 'I was also going to renew the domain, but Ana already renewed it last night. Holiday party cancelled this year because of the budget. Pay the caterer deposit by Friday.',
    want: [{ has: 'pay caterer deposit', due: '2026-11-27' }],
  },
  {
    name: '"nvm the …", "forget that one for now": the thing named is taken back, whoever did it',
    text: [
      'nvm the train tickets, Jo already booked them for all of us',
      'the dentist check-up got moved to spring so forget that one for now',
      'never mind the flowers, just order the cake by Thursday',
    ].join('\n'),
    want: [{ has: 'order cake', due: '2026-11-26' }],
  },
  {
    name: '"the only thing I actually have to do is …", "all I need to do today is …": what follows "is" is the task',
    text: 'Long week. I guess the only thing I actually have to do is send the revised quote to the client by Thursday. All I need to do today is ring the vet.',
    want: [
      { has: 'send revised quote client', title: 'Send the revised quote to the client', due: '2026-11-26' },
      { has: 'ring vet', title: 'Ring the vet', due: '2026-11-24' },
    ],
  },
  {
    name: 'an item marked done in the other language of a mixed dump ("– ya lo hice", ", erledigt", "already bhej diye") is done',
    text: [
      '- Kaizen board update – ya lo hice',
      '- Ölleck an Presse 2 — gestern behoben, erledigt',
      '- standup notes – already bhej diye',
      '- call the gas company',
    ].join('\n'),
    want: [{ has: 'call gas company' }],
  },
  {
    name: 'a thing done with a past verb of the other language and settled after its comma ("ya mandé …, no hace falta", "déjà payé …, c\'est bon", "… ho gaya, theek hai") is done; a plan before "no worries" stays',
    text: [
      '- ya mandé las fotos al grupo, no hace falta',
      "- j'ai déjà payé la cantine, c'est bon",
      '- gas cylinder already book ho gaya, theek hai',
      '- já renovei o passaporte, tudo certo',
      '- ya voy a llamar al dentista, no worries',
      '- renew the car insurance',
    ].join('\n'),
    want: [{ has: 'llamar dentista' }, { has: 'renew car insurance' }],
  },
  {
    name: 'how things are is no task: a thing, where or when, then its verb ("the printer in the hall keeps jamming"), "X takes forever", "X closed on …", "first time …"',
    text: [
      'the printer in the hall keeps jamming',
      'Safety actions from last month are all signed off.',
      'post takes ages out here, so send the invitations by Friday',
      'Office closed Thursday for the staff day.',
      'Kiln ran all weekend without a fault, first time this year!!',
      'Look in the shed for the spare tyre.',
      'Order printed copies for the board meeting.',
    ].join('\n'),
    want: [
      { has: 'send invitations', due: '2026-11-27' },
      { has: 'look shed spare tyre' },
      { has: 'order printed copies board meeting' },
    ],
  },
  {
    name: 'an action taken back ("- no, scrap that, …", "…, no wait, don\'t", "… actually no, I still need it, keep it", "… wait, that was last week", "…, cancel") gives no task; a correction keeps the new one',
    text: [
      'Book a fire drill for the depot - no, scrap that, we ran one in October',
      "renew the parking permit, no wait, don't",
      'need to cancel the Canva plan before it renews... actually no, I still need it for the posters, keep it.',
      'get tickets for the carol concert... wait, that was last week',
      'order more bin bags, hmm no we have loads, cancel',
      'book the hall, no wait, book the church hall instead',
      'gym membership, cancel',
    ].join('\n'),
    want: [{ has: 'book church hall' }, { has: 'cancel gym membership' }],
  },
  {
    name: 'a list item asked and then skipped ("hedge trim?? skip this month", "christmas cards?? prob skip this year", "…? skip it") gives no task; "skip the gym tomorrow" is still one',
    text: [
      'Sunday list:',
      '- hedge trim?? skip this month',
      '- christmas cards?? prob skip this year',
      '- new doormat? skip it',
      '- skip the gym tomorrow',
      '- defrost the freezer',
    ].join('\n'),
    want: [{ has: 'skip gym' }, { has: 'defrost freezer' }],
  },
  {
    name: 'a plan put off past a period with no day of its own ("but not this year", ", not this summer") is no task',
    text: [
      'we should really retile the shower but not this year.',
      'I keep meaning to take up pottery, ha, not this year.',
      'Maybe open the shop on Mondays — probably not this winter.',
      'ring the accountant this week, not this month',
      'Order the winter tyres.',
    ].join('\n'),
    want: [{ has: 'ring accountant', due: null }, { has: 'order winter tyres' }],
  },
  {
    name: 'an item taken back with a closing "ignore" after why not ("… no wait, that\'s in March, ignore") is no task',
    text: "- order the cake for Gran's 90th... no wait thats in March, ignore\n- fix the porch light",
    want: [{ has: 'fix porch light' }],
  },
  {
    name: '"forget it" in the other language of a mixed dump ("…, esquece", "…, olvídalo", "… laisse tomber", "…, vergiss es") takes the item back; "não esquece" (don\'t forget) keeps it',
    text: [
      'Renovar o seguro do carro - não, só vence em março, esquece.',
      'comprar las luces del árbol, no, ya tenemos, olvídalo',
      'réserver le gîte pour Pâques, non, trop cher, laisse tomber',
      'den Keller entrümpeln, vergiss es',
      'levar o bolo pra tia Rosa, não esquece!',
      'Pay the window cleaner.',
    ].join('\n'),
    want: [{ has: 'levar bolo' }, { has: 'pay window cleaner' }],
  },
  {
    name: 'a sentence of its own that takes back the one before in another language ("… chhodo, next year") leaves neither',
    text: '- bike service karwana hai\n- yoga class join karni thi... chhodo, next year\n- Nani ko call karna hai',
    want: [{ has: 'bike service' }, { has: 'nani call' }],
  },
];

describe('done things, wishes and habits, and the one real task among them', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

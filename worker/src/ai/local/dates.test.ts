import { describe, expect, it } from 'vitest';
import { formatDay, safeTimeZone, zonedNow } from './calendar.js';
import { findDue } from './dates.js';

// Friday 2026-11-20 23:30 UTC: still Friday afternoon in Los Angeles, already Saturday in Berlin and Tokyo.
const NOW = new Date('2026-11-20T23:30:00Z');

function due(text: string, timeZone: string): string | null {
  const match = findDue(text, zonedNow(NOW, timeZone));
  return match ? formatDay(match.day) : null;
}

describe('findDue', () => {
  it.each([
    ['tomorrow', 'America/Los_Angeles', '2026-11-21'],
    ['tomorrow', 'Asia/Tokyo', '2026-11-22'],
    ['tonight', 'America/Los_Angeles', '2026-11-20'],
    ['finish it by Friday', 'America/Los_Angeles', '2026-11-27'],
    ['finish it by Friday', 'Asia/Tokyo', '2026-11-27'],
    ['visit her on Sunday', 'Europe/Berlin', '2026-11-22'],
    ['next week', 'America/Los_Angeles', '2026-11-27'],
    ['next week', 'Europe/Berlin', '2026-11-27'],
    ['this week', 'America/Los_Angeles', '2026-11-20'],
    ['this week', 'Asia/Tokyo', '2026-11-27'],
    ['by end of month', 'Europe/London', '2026-11-30'],
    ['has to happen this month', 'America/Chicago', '2026-11-30'],
    ['by end of week', 'Asia/Singapore', '2026-11-27'],
    ['in 2 weeks', 'America/Los_Angeles', '2026-12-04'],
    ['in two weeks', 'Asia/Tokyo', '2026-12-05'],
    ['in 3 days', 'Asia/Kolkata', '2026-11-24'],
    ['in the next 10 days', 'Asia/Dubai', '2026-12-01'],
    ['on Dec 3', 'America/New_York', '2026-12-03'],
    ['before the deadline on December 8', 'America/New_York', '2026-12-08'],
    ['by 15 December', 'Europe/London', '2026-12-15'],
    ['register before Jan 5', 'Europe/London', '2027-01-05'],
    ['the renewal is due on 12-20', 'Asia/Kolkata', '2026-12-20'],
    ["Mom's birthday is on the 14th", 'America/New_York', '2026-12-14'],
    // Dictated: ordinals in words, a fortnight; "the third floor" and "the first snow" are not dates.
    ['the cert expires on the twenty eighth and renew it', 'Europe/London', '2026-11-28'],
    ['book the taxi for the nineteenth.', 'Europe/London', '2026-12-19'],
    ['pay it by the twenty-first', 'America/Los_Angeles', '2026-11-21'],
    ['restring the bass in a fortnight', 'Asia/Tokyo', '2026-12-05'],
    ['book the boiler service within the next fortnight', 'Asia/Tokyo', '2026-12-05'],
    // A short weekday before a dash ends what it dates: "bake sale thu - bring 2 dozen"; "we sat - ages" is no day.
    ['bake sale thu - bring 2 dozen flapjacks', 'Europe/London', '2026-11-26'],
    ['we sat - ages in the waiting room', 'Europe/London', null],
    // "within the hour": the day an hour from now falls on (Friday afternoon in Los Angeles, Saturday morning in Tokyo).
    ['send Jo the login within the hour', 'America/Los_Angeles', '2026-11-20'],
    ['send Jo the login in the next hour', 'Asia/Tokyo', '2026-11-21'],
    // Hours written short, with no space ("within 48h", "in 10mins"); "in eighth grade" is no count of hours.
    ['circulate the minutes within 48h', 'America/Los_Angeles', '2026-11-22'],
    ['chase the courier in 90mins', 'Asia/Tokyo', '2026-11-21'],
    ['find the reading list for her in eighth grade', 'Europe/London', null],
    ['fix the third floor light', 'Europe/London', null],
    // A rank joined to its noun ("1st-year", "2nd-hand") is no day of the month; "the 3rd-ish" still is.
    ['mark the 1st-year essays', 'Europe/London', null],
    ['find a 2nd-hand cot for the 2nd-floor flat', 'Europe/London', null],
    ['pay rent the 3rd-ish', 'Europe/London', '2026-12-03'],
    // A weekday naming the thing ("the Sunday lunch", "my Saturday shift") gives way to the day it is done.
    ['tonight defrost the chicken for the Sunday lunch', 'Europe/London', '2026-11-20'],
    ['get cover for my Saturday shift and tell the manager today', 'Europe/London', '2026-11-20'],
    ['book a table for the Friday dinner', 'Europe/London', '2026-11-27'],
    ['print the handouts before the Thursday meeting tomorrow', 'Europe/London', '2026-11-26'],
    // The day a thing is for ("for the 4th", "for Christmas") gives way to any day it is done; the end of its span does not.
    ['reserve coach seats for the 4th - tonight, they go fast', 'America/Los_Angeles', '2026-11-20'],
    ['draw up the staff rota for Christmas week tonight', 'America/Los_Angeles', '2026-11-20'],
    ['get the ferry tickets for Christmas in the next 3 days', 'America/Los_Angeles', '2026-11-23'],
    ['arrange a sitter for the 7th to the 9th', 'America/Los_Angeles', '2026-12-07'],
    // A time of day put first ("on the way home", "before lunch") is on the day said with it.
    ['collect the parcel on the way home from work Thursday', 'Europe/London', '2026-11-26'],
    // …and a short weekday that takes the time of day in ("thu after work") is read whole.
    ['collect the turkey from the butcher thu after work', 'Europe/London', '2026-11-26'],
    // Mixed-language dumps (NOW is Friday 2026-11-20): the day after tomorrow, tonight, next week, the end of the
    // month, in N days or weeks.
    ['llamar al banco pasado mañana', 'Europe/Madrid', '2026-11-23'],
    ['übermorgen', 'Europe/Berlin', '2026-11-23'],
    // Indonesian: tomorrow, the day after, today, the month's end, next week.
    ['ambil paket di kantor pos besok', 'Asia/Jakarta', '2026-11-22'],
    ['lusa rapat dengan vendor', 'Asia/Jakarta', '2026-11-23'],
    ['transfer uang sekolah hari ini', 'Asia/Jakarta', '2026-11-21'],
    ['bayar cicilan motor akhir bulan', 'Asia/Jakarta', '2026-11-30'],
    ['kirim proposal minggu depan', 'Asia/Jakarta', '2026-11-27'],
    // A word for "date" beside the day of the month (Indonesian, Swahili, Hindi), and month names in Polish,
    // Swahili and Indonesian.
    ['jemput ibu di bandara tgl 8', 'Asia/Jakarta', '2026-12-08'],
    ['tanggal 25 bayar kos', 'Asia/Jakarta', '2026-11-25'],
    ['lipa bili ya maji tarehe 28', 'Africa/Nairobi', '2026-11-28'],
    ['rent 28 tareekh tak bhejna hai', 'Asia/Kolkata', '2026-11-28'],
    ['mkutano wa wazazi 3 Januari', 'Africa/Nairobi', '2027-01-03'],
    ['oddać książki do 2 grudnia', 'Europe/Warsaw', '2026-12-02'],
    ['kirim laporan 12 Desember', 'Asia/Jakarta', '2026-12-12'],
    ['lipa karo kabla ya tarehe 2 Desemba', 'Africa/Nairobi', '2026-12-02'],
    // A date taken back in another language, or with "it's": the later one.
    ['pagar el gas el 9, no, es el 7 de este mes', 'America/Mexico_City', '2026-12-07'],
    ['Miete bis zum 6., nein, bis zum 4.', 'Europe/Berlin', '2026-12-04'],
    ['pay the nursery by the 18th, no it is the 19th', 'Europe/London', '2026-12-19'],
    // Portuguese and Spanish "dia"/"día" before the day, also with the hour after it; German "Ende Monat".
    ['consulta no dentista dia 9 às 14h', 'America/Sao_Paulo', '2026-12-09'],
    ['pagar la luz el día 22', 'America/Mexico_City', '2026-11-22'],
    ['Steuerunterlagen sortieren bis Ende Monat', 'Europe/Berlin', '2026-11-30'],
    // Short units as chats write them.
    ['renew the parking permit in 3 wks', 'Europe/London', '2026-12-11'],
    ['rappeler le client après-demain', 'Europe/Paris', '2026-11-23'],
    ['dopodomani', 'Europe/Rome', '2026-11-23'],
    ['esta noche', 'America/Mexico_City', '2026-11-20'],
    ['heute Abend', 'Europe/Berlin', '2026-11-21'],
    ['ce soir', 'America/Montreal', '2026-11-20'],
    ['la semana que viene', 'America/Mexico_City', '2026-11-27'],
    ['nächste Woche', 'America/Los_Angeles', '2026-11-27'],
    ['la semaine prochaine', 'America/Montreal', '2026-11-27'],
    ['semana que vem', 'America/Sao_Paulo', '2026-11-27'],
    ['pagar el alquiler a fin de mes', 'America/Mexico_City', '2026-11-30'],
    ['bis Ende des Monats', 'Europe/Berlin', '2026-11-30'],
    ['en dos semanas', 'America/Mexico_City', '2026-12-04'],
    ['in zwei Wochen', 'America/Los_Angeles', '2026-12-04'],
    ['dans trois jours', 'America/Montreal', '2026-11-23'],
    ['tra due settimane', 'America/Los_Angeles', '2026-12-04'],
    ['in due course', 'Europe/London', null],
    // Every weekday of the table is read: "Mittwoch" has no "tag" in it, unlike the other German days.
    ['Oma bis Mittwoch anrufen', 'America/Los_Angeles', '2026-11-25'],
    // Office mail: business days, the end of the quarter, "end of business", a weekday with its numeric date.
    ['return the form within 5 business days', 'Europe/London', '2026-11-27'],
    ['in three working days', 'America/Los_Angeles', '2026-11-25'],
    ['file the VAT by the end of the quarter', 'Europe/London', '2026-12-31'],
    ['send the NDA by end of business Thursday', 'Europe/London', '2026-11-26'],
    ['submit the deck by Thurs. 12/3', 'America/New_York', '2026-12-03'],
    ['by mid-week', 'Europe/London', '2026-11-25'],
    // Days or weeks either side of a date, with the event it is for in between.
    ['order the cake 2 days before the party on Wednesday', 'Europe/London', '2026-11-23'],
    ['pack the bags the night before the flight on Tuesday', 'Europe/London', '2026-11-23'],
    ['confirm the florist a week before the wedding on the 12th', 'Europe/London', '2026-12-05'],
    ['chase the invoice two weeks after the 1st', 'Europe/London', '2026-12-15'],
    ['close the books by year end', 'Europe/London', '2026-12-31'],
    ['before the year-end', 'Europe/London', '2026-12-31'],
    // "Next Monday", "this week" and a bare day of the month in the other languages; Hinglish "kal tak", "aaj raat".
    ['el próximo lunes', 'America/Mexico_City', '2026-11-23'],
    ['lundi prochain', 'America/Montreal', '2026-11-23'],
    ['cette semaine', 'America/Montreal', '2026-11-20'],
    ['diese Woche', 'America/Los_Angeles', '2026-11-20'],
    ['antes del 15', 'America/Mexico_City', '2026-12-15'],
    ['avant le 15', 'America/Montreal', '2026-12-15'],
    ['Steuer bis zum 15. machen', 'America/Los_Angeles', '2026-12-15'],
    ['el 5% de descuento', 'America/Mexico_City', null],
    ['kal tak bhejna', 'Asia/Kolkata', '2026-11-22'],
    ['aaj raat', 'Asia/Kolkata', '2026-11-21'],
    ['mamayang gabi', 'America/Los_Angeles', '2026-11-20'],
    // Chat shorthand: "nxt wk", a day of the month before "dont forget", a short weekday after the event it is for.
    ['order more gloves nxt wk', 'America/Los_Angeles', '2026-11-27'],
    ['book the dentist nxt monday', 'America/Los_Angeles', '2026-11-23'],
    ['the BAS is due 28th dont forget', 'America/Los_Angeles', '2026-11-28'],
    ["don't forget gran's bday sat!!", 'America/Los_Angeles', '2026-11-21'],
    ['we sat through the whole party sat night', 'America/Los_Angeles', '2026-11-21'],
    ['the party sat down', 'America/Los_Angeles', null],
    // A day of the month closing a checklist item, not a rank or a birthday; US Thanksgiving and the days after it.
    ['- [ ] pay the water bill 1st', 'America/Chicago', '2026-12-01'],
    ["plan Jo's 30th", 'America/Chicago', null],
    ['Sam came 2nd', 'America/Chicago', null],
    ['before Thanksgiving: clean the oven', 'America/Chicago', '2026-11-26'],
    ['grab the TV by Black Friday', 'America/Chicago', '2026-11-27'],
    // Tagalog, Hindi, and calendar dates, weekends and the end of the week in the other languages.
    ['bayaran ang Meralco bukas', 'America/Los_Angeles', '2026-11-21'],
    ['i-renew ang lisensya sa Biyernes', 'America/Los_Angeles', '2026-11-27'],
    ['tawagan si Lola sa Linggo', 'America/Los_Angeles', '2026-11-22'],
    ['ayusin sa isang linggo ang kotse', 'America/Los_Angeles', null],
    ['susunod na linggo', 'America/Los_Angeles', '2026-11-27'],
    ['book the venue para sa Disyembre 12', 'America/Los_Angeles', '2026-12-12'],
    ['comprar regalos el 12 de diciembre', 'America/Mexico_City', '2026-12-12'],
    ['Geschenk am 3. Dezember kaufen', 'Europe/Berlin', '2026-12-03'],
    ['réserver pour le 5 décembre', 'America/Montreal', '2026-12-05'],
    ['buy mayo 2 jars', 'America/Los_Angeles', null],
    ['llamar al pediatra mañana temprano', 'America/Mexico_City', '2026-11-21'],
    ['limpiar el garage este fin de semana', 'America/Mexico_City', '2026-11-21'],
    ['am Wochenende', 'America/Los_Angeles', '2026-11-21'],
    ['bis Ende der Woche', 'America/Los_Angeles', '2026-11-20'],
    ['parso tak rent transfer karna hai', 'Asia/Kolkata', '2026-11-23'],
    ['agle hafte car service', 'Asia/Kolkata', '2026-11-27'],
    ['shukravar ko', 'Asia/Kolkata', '2026-11-27'],
    // A day of a month in words or with "of next month"; "the second" only after a deadline word.
    ['submit it by the twenty first of next month', 'Europe/London', '2026-12-21'],
    ['the 5th of next month', 'Europe/London', '2026-12-05'],
    ['the first of this month', 'Europe/London', null],
    ['book flights by December twenty second', 'America/New_York', '2026-12-22'],
    ['renew it by the third of January', 'Europe/London', '2027-01-03'],
    ['call mum on the second', 'Europe/London', '2026-12-02'],
    ['we may second it at the meeting', 'Europe/London', null],
    ['I came third in the race', 'Europe/London', null],
    ['clear the drive before the first snow', 'Europe/London', null],
    ['renew my van insurance by the 30th', 'Europe/Dublin', '2026-11-30'],
    ["write the postmortem for Tuesday's outage by Monday", 'America/Denver', '2026-11-23'],
    ['next Wednesday', 'Europe/Berlin', '2026-11-25'],
    // The speaker corrects a date: the last one said counts.
    ['resize the volumes by tomorrow actually make that Wednesday', 'Europe/London', '2026-11-25'],
    ['pay the bill by the eighteenth no the nineteenth', 'Europe/London', '2026-12-19'],
    ['it lapses on the 9th... no, on the 19th', 'America/Chicago', '2026-12-19'],
    ['by the Monday after next no scratch that the Tuesday after next', 'America/Denver', '2026-12-01'],
    ['see her Thursday, no, actually Friday', 'Europe/London', '2026-11-27'],
    ['call him on Monday, not Tuesday', 'Europe/London', '2026-11-23'],
    // Counted from another day (British and spoken forms).
    ['the MOT is due a week on Friday', 'Europe/London', '2026-12-04'],
    // The Monday a weekend ends on; the start and middle of next week; the week that starts on a day.
    ['book the MOT after the weekend', 'Europe/London', '2026-11-23'],
    ['chase the invoices early next week', 'Europe/London', '2026-11-23'],
    ['sort the boiler mid next week', 'Europe/London', '2026-11-25'],
    ['later next week', 'Europe/London', '2026-11-27'],
    ['file the expenses w/c 7th', 'Europe/London', '2026-12-07'],
    ['week commencing 14th', 'Europe/London', '2026-12-14'],
    ["Thursday week is Gran's party", 'Europe/London', '2026-12-03'],
    ["book Mum's flights a week today", 'Europe/London', '2026-11-27'],
    ['book the retro for two weeks from now', 'America/Los_Angeles', '2026-12-04'],
    ['follow up 10 days from today', 'America/Los_Angeles', '2026-11-30'],
    ['send it on the first Monday of next month', 'America/Los_Angeles', '2026-12-07'],
    ['close the books on the last Friday of the month', 'America/Los_Angeles', '2026-11-27'],
    ['the second Tuesday in January', 'America/Los_Angeles', '2027-01-12'],
    ['pen the cattle the evening before the 16th', 'Europe/Dublin', '2026-12-15'],
    ['check in the day after Dec 3', 'America/New_York', '2026-12-04'],
    // Written and spoken shorthand.
    ['send the deck EOW', 'America/Los_Angeles', '2026-11-20'],
    ['invoices out by EOM', 'America/Los_Angeles', '2026-11-30'],
    ['close the books by EOY', 'America/Los_Angeles', '2026-12-31'],
    ['reply by end of play', 'Europe/London', '2026-11-20'],
    ['reply by EOD Friday', 'Europe/London', '2026-11-27'],
    ['the week after next', 'Europe/London', '2026-12-04'],
    ['by the end of next week', 'Europe/London', '2026-11-27'],
    ['send it COB tomorrow', 'America/Los_Angeles', '2026-11-21'],
    ['patch it Thursday end of day', 'America/Los_Angeles', '2026-11-26'],
    ['sign it by close of business Monday', 'Europe/London', '2026-11-23'],
    ['by close of play', 'Europe/London', '2026-11-20'],
    ['fix the login bug, ETA Wednesday', 'America/Los_Angeles', '2026-11-25'],
    ['call the vet 2moro', 'America/Los_Angeles', '2026-11-21'],
    ['finish it next wk', 'America/Los_Angeles', '2026-11-27'],
    ['ship it by Weds', 'America/Los_Angeles', '2026-11-25'],
    ['in a couple weeks', 'America/Los_Angeles', '2026-12-04'],
    ['the fitting is Friday the 4th', 'America/Los_Angeles', '2026-12-04'],
    ['pay it Thursday 3rd', 'America/Los_Angeles', '2026-12-03'],
    ['Standup notes, Monday 16th', 'America/Los_Angeles', null],
    // Holidays on a fixed day, after a deadline word only.
    ['order the ham for Christmas', 'Europe/London', '2026-12-25'],
    ['wrap the presents by Christmas Eve', 'Europe/London', '2026-12-24'],
    ["book the table for New Year's Eve", 'America/New_York', '2026-12-31'],
    ["before Valentine's", 'America/New_York', '2027-02-14'],
    ['write the Christmas appeal letter', 'Europe/London', null],
    // A short numeric date is read as the zone writes it; an impossible reading never wins.
    ['rego is due 3/4', 'Australia/Sydney', '2027-04-03'],
    ['rego is due 3/4', 'America/Chicago', '2027-03-04'],
    ['the minutes of 12/03', 'Europe/London', '2027-03-12'],
    ['the party is on 25/12', 'America/Chicago', '2026-12-25'],
    ['the party is on 12/25', 'Europe/London', '2026-12-25'],
  ])('%s (%s) → %s', (text, zone, expected) => {
    expect(due(text, zone)).toBe(expected);
  });

  it.each([
    ['no date in this sentence', 'UTC'],
    ['it expires in march', 'UTC'],
    ['pick up the kids at 3', 'UTC'],
    ['the outage last Friday', 'UTC'],
    ['changeover is taking 40 minutes', 'UTC'],
    ['24/7 support and a 1-2 day delay', 'UTC'],
  ])('%s → no due date', (text, zone) => {
    expect(due(text, zone)).toBeNull();
  });

  it('quotes the phrase with its deadline word', () => {
    expect(findDue('fix the tests before Friday', zonedNow(NOW, 'UTC'))?.text).toBe('before Friday');
    expect(findDue('book flights, ideally today', zonedNow(NOW, 'UTC'))?.text).toBe('today');
  });

  it.each([
    ['send me the roster for next week by Wednesday', 'by Wednesday'],
    ['send me the roster for next week b4 Wednesday', 'b4 Wednesday'],
    ['the slides for Monday, ETA Wednesday', 'ETA Wednesday'],
  ])('%s: the deadline, not the day the thing is for', (text, phrase) => {
    expect(findDue(text, zonedNow(NOW, 'UTC'))?.text).toBe(phrase);
  });

  it('treats an unknown time zone as UTC instead of failing', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(due('tomorrow', 'Mars/Olympus')).toBe('2026-11-21');
  });
});

// Every rule that reads an English weekday's name reads its short forms alike: "weds", "thurs", "Tues", "thu".
describe('findDue: the short forms of a weekday', () => {
  it.each([
    ['book it for the weds after next', '2026-12-02'],
    ['call the printer thurs the 26th', '2026-11-26'],
    ['pay it two weeks on tues', '2026-12-08'],
    ['the first weds of next month', '2026-12-02'],
    ['send it by thu', '2026-11-26'],
    ['send it by Tues', '2026-11-24'],
    ['file it Thurs 26/11', '2026-11-26'],
    ['next week on weds', '2026-11-25'],
    ['see you Weds', '2026-11-25'],
    ['sort it tues next week', '2026-11-24'],
  ])('%s → %s', (text, day) => {
    expect(due(text, 'America/Los_Angeles')).toBe(day);
  });
});

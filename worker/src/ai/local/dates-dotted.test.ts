/**
 * Days written with dots, as German, Czech, Polish, Finnish or Russian writers put them ("by 01.12.", "am 3.12.",
 * "Frist ist der 15.12."), and German's "um 8 Uhr" and "am 30.": read as dates only after a word that says when, so a
 * version, a rate or a size ("on 1.3", "to 8.15", "4.2%") stays what it is. Dumps written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a day and month with dots after a deadline word is the due date, and leaves the title',
    text: '- [ ] extend the parking permit by 02.12.\n- [ ] hand in the thesis draft before 14.12\n- [ ] swap the winter tyres (deadline 5.12.)',
    timeZone: 'Europe/Berlin',
    want: [
      { has: 'extend parking permit', title: 'Extend the parking permit', due: '2026-12-02' },
      { has: 'hand thesis draft', title: 'Hand in the thesis draft', due: '2026-12-14' },
      { has: 'swap winter tyres', due: '2026-12-05' },
    ],
  },
  {
    name: 'German: "am 4.12. um 9 Uhr" is one date with its hour ("um" is "at", no hesitation), "Frist ist der 18.12." too',
    text: '- Zahnarzt anrufen am 4.12. um 9 Uhr\n- Nebenkosten prüfen, Frist ist der 18.12.',
    timeZone: 'Europe/Vienna',
    want: [
      { has: 'zahnarzt anrufen', due: '2026-12-04' },
      { has: 'nebenkosten prüfen', due: '2026-12-18' },
    ],
  },
  {
    name: 'after "on" a dotted day needs a day past 12 or a zero: "already on 1.3" is a version',
    text: 'Practise the solo before the recital on 16.12. Check the app still works, the tablets are already on 1.3.',
    timeZone: 'Europe/Helsinki',
    want: [
      { has: 'practise solo', title: 'Practise the solo before the recital', due: '2026-12-16' },
      { has: 'check app works', due: null },
    ],
  },
  {
    name: 'versions, rates and sizes with dots are no dates',
    text: 'bump the ingress chart to 4.11 tomorrow\nupgrade the brokers by 3.8 release\nscrap on line 4 hit 2.3% so pull the Pareto by Friday',
    timeZone: 'Europe/Prague',
    want: [
      { has: 'bump ingress chart', due: '2026-11-25' },
      { has: 'upgrade brokers', due: null },
      { has: 'pull pareto', due: '2026-11-27' },
    ],
  },
  {
    name: 'after a weekday, a dotted pair is its day and month when the weekday falls on it ("Tue 1.12")',
    text: '- [ ] collect the repaired amp Tue 1.12\n- [ ] return the hired marquee Fri 4.12.',
    timeZone: 'Europe/Warsaw',
    want: [
      { has: 'collect repaired amp', due: '2026-12-01' },
      { has: 'return hired marquee', due: '2026-12-04' },
    ],
  },
  {
    name: 'after a weekday, a dotted pair the weekday does not fall on is the hour ("Thurs 6.15pm", "practice wed 7.30")',
    text: 'hockey club awards night Thurs 6.15pm, iron the blazer\npractise the tenor part before band practice wed 7.30',
    timeZone: 'Europe/London',
    want: [
      { has: 'iron blazer', due: '2026-11-26' },
      { has: 'practise tenor part', due: '2026-11-25' },
    ],
  },
];

describe('days written with dots', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

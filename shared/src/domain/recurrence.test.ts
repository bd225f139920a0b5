import * as rruleModule from 'rrule';
import { describe, expect, it } from 'vitest';
import { checkRecurrence, recurrenceChoice, recurrenceFromPhrase, ruleFromChoice } from './recurrence.js';
import { describeRecurrence, firstOccurrence, nextOccurrence } from './recurrence-dates.js';

describe('checkRecurrence', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=MO', 'FREQ=WEEKLY;BYDAY=MO'],
    ['RRULE:freq=weekly; byday=mo', 'FREQ=WEEKLY;BYDAY=MO'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'FREQ=MONTHLY;BYMONTHDAY=-1'],
    ['FREQ=MONTHLY;BYDAY=1MO', 'FREQ=MONTHLY;BYDAY=1MO'],
    ['FREQ=DAILY;COUNT=3', 'FREQ=DAILY;COUNT=3'],
  ])('accepts %s', (input, rule) => {
    expect(checkRecurrence(input)).toEqual({ ok: true, rule });
  });

  it.each([
    ['', 'Recurrence rule is empty'],
    ['FREQ=BOGUS', 'Recurrence rule has an invalid FREQ: BOGUS'],
    ['FOO=1', 'Recurrence rule part FOO is not supported'],
    ['FREQ=WEEKLY;BYDAY=XX', 'Recurrence rule has an invalid BYDAY: XX'],
    ['INTERVAL=2', 'Recurrence rule needs a FREQ (DAILY, WEEKLY, MONTHLY or YEARLY)'],
    ['FREQ=DAILY;COUNT=0', 'Recurrence rule has an invalid COUNT: 0'],
    ['FREQ=DAILY;FREQ=WEEKLY', 'Recurrence rule has FREQ twice'],
    ['FREQ=DAILY;BYHOUR=9', 'Recurrence rule part BYHOUR is not supported'],
    ['every monday', 'Recurrence rule part "EVERYMONDAY" is not NAME=VALUE'],
    ['FREQ=DAILY;COUNT=2;UNTIL=20270101', 'Recurrence rule cannot have both COUNT and UNTIL'],
  ])('refuses %j with a clear message', (input, message) => {
    expect(checkRecurrence(input)).toEqual({ ok: false, message });
  });

  it.each([
    'FREQ=MONTHLY;BYDAY=+MO',
    'FREQ=MONTHLY;BYDAY=1MO,-TU',
    'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=367',
    'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1,-400',
  ])('refuses %s, as rrule does', (rule) => {
    expect(checkRecurrence(rule)).toEqual({ ok: false, message: `Recurrence rule is not valid: ${rule}` });
  });

  // The check runs without rrule (it is in the web app's first screen), so it must refuse exactly what rrule does.
  it('accepts a rule exactly when rrule parses it', () => {
    const { RRule } =
      'RRule' in rruleModule
        ? rruleModule
        : (rruleModule as unknown as { default: typeof rruleModule }).default;
    const values: Record<string, string[]> = {
      INTERVAL: ['1', '999'],
      COUNT: ['1', '9999'],
      UNTIL: ['20261231', '00000000', '99999999T999999Z', '20261301T000000'],
      BYDAY: ['MO', '+MO', '-SU', '1MO', '+5SU', '-5FR', '5MO,-1TU', 'MO,+WE', '-1MO,-TH'],
      BYMONTHDAY: ['1', '-31', '31,-1'],
      BYMONTH: ['1', '12', '1,12'],
      BYSETPOS: ['1', '-1', '366', '-366', '367', '-367', '999', '1,400', '-999,2'],
      WKST: ['MO', 'SU'],
    };
    const names = Object.keys(values);
    let compared = 0;
    for (const freq of ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'])
      for (const a of names)
        for (const b of names.filter((n) => n > a))
          for (const va of values[a]!)
            for (const vb of values[b]!) {
              if (a === 'COUNT' && b === 'UNTIL') continue;
              const rule = `FREQ=${freq};${a}=${va};${b}=${vb}`;
              let parses = true;
              try {
                RRule.fromString(rule);
              } catch {
                parses = false;
              }
              expect([rule, checkRecurrence(rule).ok]).toEqual([rule, parses]);
              compared++;
            }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('describeRecurrence', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=MO', 'Every Monday'],
    ['FREQ=WEEKLY;BYDAY=MO,TH', 'Every Monday and Thursday'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'Every weekday'],
    ['FREQ=WEEKLY;INTERVAL=2', 'Every 2 weeks'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', 'Every 2 weeks on Friday'],
    ['FREQ=DAILY', 'Every day'],
    ['FREQ=DAILY;INTERVAL=3', 'Every 3 days'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', 'Monthly on the 1st'],
    ['FREQ=MONTHLY;BYMONTHDAY=22', 'Monthly on the 22nd'],
    ['FREQ=MONTHLY;BYMONTHDAY=13', 'Monthly on the 13th'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'Monthly on the last day'],
    ['FREQ=MONTHLY', 'Every month'],
    ['FREQ=YEARLY', 'Every year'],
    ['FREQ=MONTHLY;BYDAY=1MO', 'Every month on the 1st Monday'],
  ])('%s → %s', (rule, words) => {
    expect(describeRecurrence(rule)).toBe(words);
  });
});

describe('occurrences (floating calendar days)', () => {
  it.each([
    // 2026-11-23 is a Monday.
    ['FREQ=WEEKLY;BYDAY=MO', '2026-11-23', '2026-11-30'],
    ['FREQ=WEEKLY;BYDAY=MO', '2026-11-25', '2026-11-30'],
    ['FREQ=WEEKLY;INTERVAL=2', '2026-11-25', '2026-12-09'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-11-27', '2026-11-30'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', '2026-12-01', '2027-01-01'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', '2027-01-31', '2027-02-28'],
    ['FREQ=DAILY', '2026-12-31', '2027-01-01'],
  ])('%s after %s is %s', (rule, after, next) => {
    expect(nextOccurrence(rule, after)).toBe(next);
  });

  it('is null once the rule has ended, or for an invalid rule', () => {
    expect(nextOccurrence('FREQ=DAILY;COUNT=1', '2026-11-23')).toBeNull();
    expect(nextOccurrence('FREQ=DAILY;UNTIL=20261124', '2026-11-24')).toBeNull();
    expect(nextOccurrence('nonsense', '2026-11-24')).toBeNull();
  });

  it('first occurrence is on or after the given day', () => {
    expect(firstOccurrence('FREQ=WEEKLY;BYDAY=MO', '2026-11-23')).toBe('2026-11-23');
    expect(firstOccurrence('FREQ=WEEKLY;BYDAY=MO', '2026-11-24')).toBe('2026-11-30');
    expect(firstOccurrence('FREQ=MONTHLY;BYMONTHDAY=1', '2026-11-24')).toBe('2026-12-01');
    expect(firstOccurrence('FREQ=WEEKLY;INTERVAL=2', '2026-11-24')).toBe('2026-11-24');
  });
});

describe('recurrenceFromPhrase', () => {
  it.each([
    ['Send the status report every Monday', 'FREQ=WEEKLY;BYDAY=MO', 'every Monday'],
    ['Water the plants every 2 weeks', 'FREQ=WEEKLY;INTERVAL=2', 'every 2 weeks'],
    ['Pay rent monthly on the 1st', 'FREQ=MONTHLY;BYMONTHDAY=1', 'monthly on the 1st'],
    ['Check the inbox every weekday', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'every weekday'],
    ['Stand-up every day at 9', 'FREQ=DAILY', 'every day'],
    ['Review budget every other week', 'FREQ=WEEKLY;INTERVAL=2', 'every other week'],
    ['Gym every Tuesday and Thursday', 'FREQ=WEEKLY;BYDAY=TU,TH', 'every Tuesday and Thursday'],
    [
      'Invoice clients on the 15th of every month',
      'FREQ=MONTHLY;BYMONTHDAY=15',
      'on the 15th of every month',
    ],
    ['Back up the laptop weekly', 'FREQ=WEEKLY', 'weekly'],
  ])('%s', (sentence, rule, text) => {
    expect(recurrenceFromPhrase(sentence)).toEqual({ rule, text });
  });

  it.each(['Call Sarah by Friday', 'Finish the report on Monday', 'Everyday items to buy'])(
    'finds none in %j',
    (sentence) => {
      expect(recurrenceFromPhrase(sentence)).toBeNull();
    },
  );
});

describe('recurrence choices of the Edit Task dialog', () => {
  it.each([
    [null, 'none'],
    ['FREQ=DAILY', 'daily'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'weekdays'],
    ['FREQ=WEEKLY;BYDAY=MO,FR', 'weekly'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', 'monthly'],
    ['FREQ=WEEKLY;INTERVAL=2', 'custom'],
  ])('%s is %s, and round-trips', (rule, kind) => {
    const choice = recurrenceChoice(rule, '2026-11-25');
    expect(choice.kind).toBe(kind);
    expect(ruleFromChoice(choice)).toBe(rule);
  });

  it('defaults weekly and monthly from the due date', () => {
    const choice = recurrenceChoice(null, '2026-11-25');
    expect(ruleFromChoice({ ...choice, kind: 'weekly' })).toBe('FREQ=WEEKLY;BYDAY=WE');
    expect(ruleFromChoice({ ...choice, kind: 'monthly' })).toBe('FREQ=MONTHLY;BYMONTHDAY=25');
  });
});

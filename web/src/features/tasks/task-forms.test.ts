import { IMPACT_ONLY_NOTE } from '@mynd/shared/domain';
import { describe, expect, it } from 'vitest';
import { instantFromInput, localInputValue } from '../reminders/reminder-field';
import { completedAtIso, parseMinutes, parseMoney } from './completion-form';
import { editPayload } from './edit-task-dialog';
import { notePayload } from './progress-notes';
import { splitOnPhrase } from './source-text';

describe('number fields', () => {
  it.each([
    ['15', 15],
    ['15.7', 15],
    ['-3', 0],
    ['abc', 0],
    ['', 0],
  ])('minutes %j → %d', (raw, expected) => expect(parseMinutes(raw)).toBe(expected));
  it.each([
    ['12.345', 12.35],
    ['0.01', 0.01],
    ['-1', 0],
    ['x', 0],
  ])('money %j → %d', (raw, expected) => expect(parseMoney(raw)).toBe(expected));
  it('sends now for today and noon for another day', () => {
    const now = new Date(2026, 10, 21, 9, 30);
    expect(completedAtIso(new Date(2026, 10, 21), now)).toBe(now.toISOString());
    expect(completedAtIso(new Date(2026, 10, 19), now)).toBe(new Date(2026, 10, 19, 12).toISOString());
  });
});

describe('edit payload', () => {
  it('omits an empty description and due date', () => {
    expect(editPayload({ title: 'T', description: '  ', tag: 'Life', dueDate: '' })).toEqual({
      title: 'T',
      tag: 'Life',
    });
    expect(editPayload({ title: 'T', description: 'd', tag: 'Life', dueDate: '2026-12-01' })).toEqual({
      title: 'T',
      description: 'd',
      tag: 'Life',
      dueDate: '2026-12-01',
    });
  });

  it('sends the reminder only when it changed (a default one then follows a new due date)', () => {
    const base = { title: 'T', description: '', tag: 'Life', dueDate: '2026-12-08' };
    const at = localInputValue('2026-12-01T09:00:00.000Z');
    expect(editPayload({ ...base, remindAt: at, initialRemindAt: at })).not.toHaveProperty('remindAt');
    expect(editPayload({ ...base, remindAt: '', initialRemindAt: at }).remindAt).toBeNull();
    const moved = localInputValue('2026-12-02T15:30:00.000Z');
    expect(editPayload({ ...base, remindAt: moved, initialRemindAt: at }).remindAt).toBe(
      '2026-12-02T15:30:00.000Z',
    );
  });
});

describe('reminder input', () => {
  it('round-trips an instant through the datetime-local value of the browser zone', () => {
    expect(localInputValue(null)).toBe('');
    expect(localInputValue('not a date')).toBe('');
    expect(instantFromInput('')).toBeNull();
    expect(instantFromInput(localInputValue('2026-07-04T18:45:00.000Z'))).toBe('2026-07-04T18:45:00.000Z');
  });
});

describe('progress note payload', () => {
  it('needs text, minutes or cost', () => {
    expect(notePayload('   ', '0', '', 'USD')).toBeNull();
    expect(notePayload('Did it', '', '', 'USD')).toEqual({ text: 'Did it' });
  });
  it('uses the default sentence and attaches impact only when above 0', () => {
    expect(notePayload('', '30', '', 'EUR')).toEqual({
      text: IMPACT_ONLY_NOTE,
      timeSavedMinutes: 30,
      moneySaved: 0,
      currency: 'EUR',
    });
  });
});

describe('source sentence highlight', () => {
  it('finds the date phrase case-insensitively', () => {
    expect(splitOnPhrase('Send the deck By Friday please', 'by friday')).toEqual([
      'Send the deck ',
      'By Friday',
      ' please',
    ]);
    expect(splitOnPhrase('No date here', 'tomorrow')).toEqual(['No date here', '', '']);
    expect(splitOnPhrase('Text', null)).toEqual(['Text', '', '']);
  });
});

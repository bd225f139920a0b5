import { describe, expect, it } from 'vitest';
import { completedAtIso, parseMinutes, parseMoney } from './completion-form';
import { editPayload } from './edit-task-dialog';
import { EMPTY_NOTE_TEXT, notePayload } from './progress-notes';
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
});

describe('progress note payload', () => {
  it('needs text, minutes or cost', () => {
    expect(notePayload('   ', '0', '', 'USD')).toBeNull();
    expect(notePayload('Did it', '', '', 'USD')).toEqual({ text: 'Did it' });
  });
  it('uses the default sentence and attaches impact only when above 0', () => {
    expect(notePayload('', '30', '', 'EUR')).toEqual({
      text: EMPTY_NOTE_TEXT,
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

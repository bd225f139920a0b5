import { describe, expect, it } from 'vitest';
import { isSamePersonName, personNameWords } from './person-names.js';

describe('personNameWords', () => {
  it.each([
    ['  Sarah   Chen ', ['sarah', 'chen']],
    ['Dr. Sarah Chen (CTO)', ['sarah', 'chen']],
    ['Chen, Sarah', ['sarah', 'chen']],
    ['Zoë O’Brien-Smith', ['zoe', "o'brien-smith"]],
    ["Zoe O'Brien", ['zoe', "o'brien"]],
  ])('%j → %j', (name, words) => expect(personNameWords(name)).toEqual(words));
});

describe('isSamePersonName', () => {
  it.each([
    ['Sarah Chen', 'sarah chen', true],
    ['Sarah Chen', 'Dr. Sarah Chen (CTO)', true],
    ['Sarah Chen', 'Chen, Sarah', true],
    ['Sarah Chen', 'Sárah Chen', true],
    ['Sara Chen', 'Sarah Chen', true],
    ['Sarah', 'Sarah Chen', true],
    ['Sarah Chen', 'Sarah Lee', false],
    ['Jon Lee', 'Jan Lee', false],
    ['Sarah Chen', 'Sarah Cheng-Li', false],
    ['Ana', 'Anna', false],
    ['Tom Hardy', 'Tim Hardy', false],
    ['', 'Sarah', false],
  ])('%j and %j → %s', (a, b, same) => {
    expect(isSamePersonName(a, b)).toBe(same);
    expect(isSamePersonName(b, a)).toBe(same);
  });
});

/**
 * Whose a thing is, and whether that puts them on the task. Round twenty-four, from the retired sets' people misses:
 * a child's or a colleague's papers, bookings and fees are theirs to be on ("book Ama's passport appointment" names
 * Ama for the writers of cases-9 and cases-20, and the one writer of cases-5 who names nobody names nobody for their
 * celebrations too), while a party one brings a present to or medicine one fetches for them is not. Sentences written
 * for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('papers, bookings and fees in a name are that person’s', () => {
  it.each([
    ["renew Tomas's passport before March", ['Tomas']],
    ["book Ines's eye appointment", ['Ines']],
    ["Kwame's school fees — pay by the 5th", ['Kwame']],
    ["Nadia's visa letter needs signing", ['Nadia']],
    ["pay Rosa's tutor fees on Friday", ['Rosa']],
    ["hand in Kwame's school trip form", ['Kwame']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});

describe('a celebration, or medicine fetched for someone, is not theirs to be on', () => {
  it.each([
    ["buy a gift for Tomas's birthday party", []],
    ["get flowers for Rosa's recital", []],
    ["pick up Ines's prescription after work", []],
    ["email Kwame's teacher about the reading list", []],
    ["call Dr Osei's surgery about the results", []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});

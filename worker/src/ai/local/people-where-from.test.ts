/**
 * Round thirty-four, people on tasks: where a thing comes from ("the figures from Mombasa", "boxes from Mitre Ten",
 * "the payment from Zentrix") is a place, a shop or a system unless the lexicon lists the name as a first name. One
 * borrows or orders from people too ("the drill from Chidi", "eggs from Ngozi"), needs things from them and gets their
 * go-ahead, and "from Adaeze at Zenith" is someone at a firm. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('where a thing comes from', () => {
  it.each([
    ['share the rainfall figures from Mombasa', []],
    ['get boxes from Mitre Ten', []],
    ['chase the payment from Zentrix', []],
    ['chase the invoice from Adaeze at Zenith', ['Adaeze']],
    ['borrow the drill from Chidi', ['Chidi']],
    ['order eggs from Ngozi', ['Ngozi']],
    ['get the go-ahead from Kwabena', ['Kwabena']],
    ['still need the site photos from Adwoa', ['Adwoa']],
    ['get the spare keys from Helen', ['Helen']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});

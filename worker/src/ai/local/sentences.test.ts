import { describe, expect, it } from 'vitest';
import { classifyClause } from './actions.js';
import { splitClauses } from './clauses.js';
import { joinWrappedLines, splitSegments } from './sentences.js';

describe('splitSegments', () => {
  it('splits sentences and list items and keeps their exact place in the text', () => {
    const text =
      'Call Dr. Patel about the results. Ship v1.31 today!\n- buy ink\n2) pay rent\n\n• water plants';
    const segments = splitSegments(text);
    expect(segments.map((s) => s.text)).toEqual([
      'Call Dr. Patel about the results.',
      'Ship v1.31 today!',
      'buy ink',
      'pay rent',
      'water plants',
    ]);
    expect(segments.map((s) => s.bullet)).toEqual([false, false, true, true, true]);
    for (const s of segments) expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });

  it('keeps a spoken correction after an ellipsis in its sentence, but not a new sentence', () => {
    expect(
      splitSegments('It lapses on the 9th... no, on the 19th. Call Ana… Then email Bo.').map((s) => s.text),
    ).toEqual(['It lapses on the 9th... no, on the 19th.', 'Call Ana…', 'Then email Bo.']);
  });
});

describe('splitClauses', () => {
  it.each([
    ['buy milk and eggs', ['buy milk and eggs']],
    [
      'Revise the logo colors and send new mockups by Wednesday',
      ['Revise the logo colors', 'send new mockups by Wednesday'],
    ],
    [
      'mow the lawn, take the recycling out, and call Dad',
      ['mow the lawn', 'take the recycling out', 'and call Dad'],
    ],
    [
      'Buy a present for Grandpa, his party is on Saturday',
      ['Buy a present for Grandpa', 'his party is on Saturday'],
    ],
    ['Need to book flights, ideally today', ['Need to book flights, ideally today']],
    ['Car rego is due — pay it online', ['Car rego is due', 'pay it online']],
  ])('%s', (sentence, expected) => {
    expect(splitClauses(sentence).map((c) => c.text)).toEqual(expected);
  });
});

describe('classifyClause', () => {
  it.each([
    ['I need to fix the flaky tests', 'action'],
    ['remember to book a table', 'action'],
    ["I'll draft the job description this week", 'action'],
    ['Ask Sarah to review the Terraform changes', 'action'],
    ['can someone please remind me to pick up the dry cleaning', 'action'],
    ['I promised Jake I would help him move', 'action'],
    ['Lukas will own the runbook update', 'action'],
    ['kubernetes upgrade to 1.31 has to happen this month', 'nominal'],
    ['The 8D report must be sent by Tuesday', 'nominal'],
    ['Feeling a bit behind on sleep', 'noise'],
    ['maybe we should move standup to 9:30', 'noise'],
    ['I keep thinking about learning Spanish', 'noise'],
    ['The team shipped the new billing system', 'context'],
    ['Test results came back clean', 'context'],
    ['Had a nice lunch with Ana', 'context'],
    ['Quality audit went fine', 'context'],
  ])('%s → %s', (clause, kind) => {
    expect(classifyClause(clause).kind).toBe(kind);
  });

  it('turns a passive to-do into an imperative title', () => {
    expect(classifyClause('The 8D report must be sent by Tuesday')).toMatchObject({
      title: 'Send the 8D report',
    });
  });

  it('names the person a delegated clause belongs to', () => {
    expect(classifyClause('Lukas will own the runbook update')).toMatchObject({ delegate: 'Lukas' });
  });
});

describe('joinWrappedLines', () => {
  it('joins a mail-wrapped line that stops on an open word to its lower-case next line, keeping every offset', () => {
    const text =
      'Could you please confirm with the venue manager the delivery window and the\nparking by Thursday?';
    const joined = joinWrappedLines(text);
    expect(joined).toBe(text.replace('\n', ' '));
    expect(joined.length).toBe(text.length);
  });

  it.each([
    ['a short line trailing off', 'call the guy because the\nroof is leaking'],
    [
      'a next line in capitals',
      'Could you please confirm with the venue manager the delivery window and the\nParking',
    ],
    [
      'a next line that is a bullet',
      'Could you please confirm with the venue manager the delivery window and the\n- parking',
    ],
    [
      'a line ending on a full word',
      'Could you please confirm with the venue manager the delivery window today\nparking too',
    ],
    [
      'a carriage return inside the long part',
      'Could you please confirm with the venue\rmanager the delivery window and the\nparking',
    ],
  ])('keeps the break for %s', (_, text) => {
    expect(joinWrappedLines(text)).toBe(text);
  });

  // The rule as it was written first, as one pattern: the test from the line's end must say the same on every line.
  const asOnePattern =
    /\S.{53,}\s(?:the|a|an|and|or|but|to|of|for|with|from|by|into|your|our|my|his|her|their|its|if|than)[ \t]*$/i;
  it('decides as the one-pattern rule does, on lines around its 54-character edge and with odd spacing', () => {
    const words = ['the', 'and', 'a', 'window', 'to', 'x', 'than', 'THE', 'its'];
    const gaps = [...Array<string>(24).fill(' '), '  ', '\t', ' \u00a0', ' \r ', '\u2028'];
    let seed = 7;
    const pick = <T>(list: readonly T[]) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return list[seed % list.length]!;
    };
    let checked = 0;
    for (let n = 0; n < 4000; n++) {
      let line = pick(['', ' ', '\t', 'x']);
      while (line.length < 40 + (n % 40)) line += pick(words) + pick(gaps);
      line += pick(['the', 'and', 'then', 'of ', 'if\t', 'them']);
      const text = `${line}\nnext line`;
      const expected = asOnePattern.test(line) ? `${line} next line` : text;
      expect(joinWrappedLines(text)).toBe(expected);
      checked += expected === text ? 0 : 1;
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(checked).toBeGreaterThan(400);
    expect(checked).toBeLessThan(3600);
  });
});

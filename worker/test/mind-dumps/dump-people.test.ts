/**
 * Only real person names become people (issue 14 item 8): a dump naming "the team", a weekday, a company or a
 * city creates no person for them, while a real name in the same dump does (local extractor's person filter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentApp, call, contentApp } from '../helpers/content-helpers.js';

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
});
afterAll(() => t.close());

describe('people from a mind dump', () => {
  it.each([
    'Ask the team to review the budget. Tell Sarah about the launch.',
    'Send the invoice to Monday. Tell Sarah about the launch.',
    'Email Siemens about the delayed order. Tell Sarah about the launch.',
    'Book a flight to Lisbon for the conference. Tell Sarah about the launch.',
    'Call The Team about the offsite. Tell Sarah about the launch.',
  ])('%j makes Sarah a person and nobody else', async (text) => {
    const u = await t.signUp();
    const dump = await call(u, 'POST', '/api/mind-dumps', { text });
    expect(dump.status).toBe(201);
    const people = await call(u, 'GET', '/api/people');
    expect(people.body.people.map((p: { name: string }) => p.name)).toEqual(['Sarah']);
  });
});

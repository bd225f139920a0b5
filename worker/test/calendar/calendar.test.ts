/**
 * The private calendar feed, read by an ICS parser (ical.js) with no session: each user's open dated tasks as
 * all-day events with the task link and recurrence, nobody else's; rotation retires the old address.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../src/db/schema.js';
import { type ContentApp, call, makeTask, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let a: TestUser;
let b: TestUser;
withContentApp((...app) => ([t, a, b] = app));

/** Fetches a feed URL without any session, as a calendar app does. */
async function fetchFeed(url: string) {
  const { pathname } = new URL(url);
  return t.app.request(pathname);
}

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      url: String(v.getFirstPropertyValue('url')),
      rrule: v.getFirstPropertyValue('rrule')?.toString() ?? null,
    };
  });
}

describe('calendar feed', () => {
  it('answers a secret URL once, stores only its hash, and serves the open dated tasks of that user only', async () => {
    const weekly = await makeTask(a, { title: 'Team sync notes', recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
    await makeTask(a, { title: 'Renew passport', dueDate: '2026-12-10' });
    const done = await makeTask(a, { title: 'Done already', dueDate: '2026-12-11' });
    await call(a, 'POST', `/api/tasks/${done.id}/complete`, {});
    await makeTask(b, { title: 'B private task', dueDate: '2026-12-12' });

    const first = await call(a, 'GET', '/api/calendar');
    expect(first.status).toBe(200);
    const url: string = first.body.url;
    const token = /\/api\/feed\/([a-z2-7]+)\.ics$/.exec(url)?.[1];
    expect(token).toBeDefined();
    // 32 random bytes in base32: 256 bits.
    expect(token!.length).toBeGreaterThanOrEqual(52);
    const stored = await t.db.select().from(calendarFeeds);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect((await call(a, 'GET', '/api/calendar')).body).toEqual({
      url: null,
      createdAt: first.body.createdAt,
    });

    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const list = events(await res.text());
    expect(list).toEqual([
      {
        summary: 'Team sync notes',
        start: '2026-11-23',
        allDay: true,
        url: `${new URL(url).origin}/?task=${weekly.id}`,
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
      },
      expect.objectContaining({ summary: 'Renew passport', start: '2026-12-10', allDay: true, rrule: null }),
    ]);

    const bUrl = (await call(b, 'GET', '/api/calendar')).body.url;
    expect(events(await (await fetchFeed(bUrl)).text()).map((e) => e.summary)).toEqual(['B private task']);
  });

  it('rotation retires the old address (404) and the new one works', async () => {
    const u = await t.signUp();
    await makeTask(u, { title: 'Only task', dueDate: '2026-12-01' });
    const old = (await call(u, 'GET', '/api/calendar')).body.url;
    const rotated = await call(u, 'POST', '/api/calendar/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect(events(await (await fetchFeed(rotated.body.url)).text()).map((e) => e.summary)).toEqual([
      'Only task',
    ]);
  });

  it('an unknown or malformed token is 404, and the signed-in routes need a session', async () => {
    expect(
      (await t.app.request('/api/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics')).status,
    ).toBe(404);
    expect((await t.app.request('/api/feed/..%2F..%2Fetc.ics')).status).toBe(404);
    expect((await t.app.request('/api/calendar')).status).toBe(401);
  });
});

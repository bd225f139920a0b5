/**
 * The user's "today" comes from the `X-Time-Zone` header of every request. The zone is picked when the test runs
 * so that its date differs from UTC's at that instant (UTC+14 or UTC-12: at any instant one of them does), and
 * the clock is the real time — a server that computed "today" in UTC would fail here whenever the suite runs.
 */
import { addDaysIso, TIME_ZONE_HEADER, toIsoDate } from '@mynd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp, type TestUser } from '../../test/helpers/test-app.js';

let t: TestApp;
let u: TestUser;
const instant = new Date();
const utcToday = toIsoDate(instant, 'UTC');
const zone = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((z) => toIsoDate(instant, z) !== utcToday)!;
const zoneToday = toIsoDate(instant, zone);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(instant);
  u = await t.signUp();
});
afterAll(() => t.close());

async function post(path: string, json: unknown, headers: Record<string, string> = {}) {
  const res = await u.request(path, { method: 'POST', json, headers });
  return { status: res.status, body: await readJson(res) };
}

describe('X-Time-Zone', () => {
  it('picked a zone whose date differs from UTC’s right now', () => {
    expect(zone).toBeDefined();
    expect(zoneToday).not.toBe(utcToday);
  });

  it('gives a new task without a due date today + 14 days in the caller’s zone', async () => {
    const { status, body } = await post('/api/tasks', { title: 'Zoned' }, { [TIME_ZONE_HEADER]: zone });
    expect(status).toBe(201);
    expect(body.task.dueDate).toBe(addDaysIso(zoneToday, 14));
  });

  it('falls back to UTC when the header is absent or not a zone (never an error)', async () => {
    const absent = await post('/api/tasks', { title: 'No zone' });
    expect(absent.body.task.dueDate).toBe(addDaysIso(utcToday, 14));
    const bad = await post('/api/tasks', { title: 'Bad zone' }, { [TIME_ZONE_HEADER]: 'Mars/Olympus' });
    expect(bad.status).toBe(201);
    expect(bad.body.task.dueDate).toBe(addDaysIso(utcToday, 14));
  });

  it('dates the part of a split from the caller’s today', async () => {
    const overdue = addDaysIso(utcToday, -5);
    const parent = await post('/api/tasks', { title: 'Overdue', dueDate: overdue });
    const split = await post(`/api/tasks/${parent.body.task.id}/split`, undefined, {
      [TIME_ZONE_HEADER]: zone,
    });
    expect(split.status).toBe(201);
    expect(split.body.task.dueDate).toBe(addDaysIso(zoneToday, 14));
  });

  it('lets the legacy timeZone field win over the header for one release', async () => {
    const parent = await post('/api/tasks', { title: 'Legacy', dueDate: addDaysIso(utcToday, -5) });
    const split = await post(`/api/tasks/${parent.body.task.id}/split?timeZone=UTC`, undefined, {
      [TIME_ZONE_HEADER]: zone,
    });
    expect(split.body.task.dueDate).toBe(addDaysIso(utcToday, 14));
  });

  it('hands the zone to the AI for mind dumps (its dates are the user’s)', async () => {
    const seen: string[] = [];
    const ai = t.deps.ai;
    const original = ai.processMindDump.bind(ai);
    ai.processMindDump = async (text, ctx) => {
      seen.push(ctx.timeZone);
      return original(text, ctx);
    };
    try {
      const res = await post(
        '/api/mind-dumps',
        { text: 'Renew the TLS certificate tomorrow.' },
        { [TIME_ZONE_HEADER]: zone },
      );
      expect(res.status).toBe(201);
      const task = res.body.tasks.find((x: { title: string }) => /TLS/.test(x.title));
      expect(task.dueDate).toBe(addDaysIso(zoneToday, 1));
    } finally {
      ai.processMindDump = original;
    }
    expect(seen).toEqual([zone]);
  });

  it('judges overdue benchmarks in the caller’s today', async () => {
    const person = await readJson(await u.request('/api/people', { method: 'POST', json: { name: 'Ana' } }));
    // A benchmark due on the later of the two "todays" is overdue only where that day has already passed:
    // never — so put it on the earlier day: overdue in the later zone, not in the earlier one.
    const earlier = zoneToday < utcToday ? zoneToday : utcToday;
    const laterZone = zoneToday > utcToday ? zone : 'UTC';
    const earlierZone = laterZone === 'UTC' ? zone : 'UTC';
    const task = await post('/api/tasks', {
      title: 'With a benchmark',
      dueDate: addDaysIso(utcToday, 30),
      benchmarks: [{ percentage: 50, description: 'Half', dueDate: earlier }],
    });
    await post(`/api/tasks/${task.body.task.id}/assignees`, { personId: person.person.id });
    const overview = async (z: string) =>
      (await readJson(await u.request('/api/people/overview', { headers: { [TIME_ZONE_HEADER]: z } })))
        .people;
    expect((await overview(laterZone))[0].hasOverdueBenchmark).toBe(true);
    expect((await overview(earlierZone))[0].hasOverdueBenchmark).toBe(false);
  });
});

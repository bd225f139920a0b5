/**
 * The scheduled cleanup (services/cleanup.ts) removes expired sessions, codes expired over an hour ago,
 * finished rate-limit windows and stale locks — of every user — in one round trip, and nothing still in use.
 */
import { describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/auth/tokens.js';
import { createDb } from '../../src/db/client.js';
import { countRoundTrips } from '../../src/db/round-trips.js';
import { emailCodes, rateLimits, sessions, userLocks } from '../../src/db/schema.js';
import { cleanExpired } from '../../src/services/cleanup.js';
import { createTestApp } from '../helpers/test-app.js';

describe('cleanExpired', () => {
  it('removes what expired, keeps what is in use, for both users, in one round trip', async () => {
    const t = await createTestApp();
    const at = new Date('2026-11-24T10:00:00.000Z');
    t.clock.set('2026-10-01T10:00:00.000Z');
    const ana = await t.signUp('ana@example.com');
    const ben = await t.signUp('ben@example.com');
    t.clock.set(at);
    const sec = Math.floor(at.getTime() / 1000);
    // Each user: one session expired yesterday, one valid for a week more.
    await t.db.insert(sessions).values([
      { id: 'ana-old', userId: ana.userId, expiresAt: sec - 86_400 },
      { id: 'ana-new', userId: ana.userId, expiresAt: sec + 7 * 86_400 },
      { id: 'ben-old', userId: ben.userId, expiresAt: sec - 60 },
      { id: 'ben-new', userId: ben.userId, expiresAt: sec + 60 },
    ]);
    await t.db.delete(emailCodes);
    await t.db.delete(rateLimits);
    await t.db.insert(emailCodes).values([
      { id: 'old', email: 'o@x.y', codeHash: 'h', expiresAt: '2026-11-24T08:00:00.000Z' },
      { id: 'new', email: 'n@x.y', codeHash: 'h', expiresAt: '2026-11-24T09:30:00.000Z' },
    ]);
    await t.db.insert(rateLimits).values([
      { key: 'old', windowStart: sec - 3 * 3600, count: 3 },
      { key: 'new', windowStart: sec - 600, count: 3 },
    ]);
    await t.db.insert(userLocks).values([
      { userId: ana.userId, name: 'mind-dump', acquiredAt: '2026-11-24T09:00:00.000Z' },
      { userId: ben.userId, name: 'mind-dump', acquiredAt: '2026-11-24T09:59:30.000Z' },
    ]);

    const { client, log } = countRoundTrips(t.client);
    const result = await cleanExpired(createDb(client), at);
    expect(log.count).toBe(1);
    // Two expired sessions inserted here, and the two the users signed up with (30 days from 1 Oct).
    expect(result).toEqual({ sessions: 4, codes: 1, rateLimits: 1, locks: 1 });

    const left = (await t.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining(['ana-new', 'ben-new']));
    expect(left).not.toContain('ana-old');
    expect(left).not.toContain('ben-old');
    // The sessions the users signed up with (30 days from 1 Oct) have expired too; the tokens no longer work.
    expect(left).not.toContain(sessionIdFromToken(ana.token));
    expect((await ana.request('/api/auth/me')).status).toBe(401);
    expect((await t.db.select().from(emailCodes)).map((r) => r.id)).toEqual(['new']);
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['new']);
    expect((await t.db.select().from(userLocks)).map((r) => r.userId)).toEqual([ben.userId]);
    t.close();
  });
});

/**
 * Totals per currency (issue 14 item 6): $300 and €12.50 are never added into "€313". The dashboard, the
 * completed tasks (each task and the period) and the weekly trends carry one amount per currency, the user's
 * currency first; another user's impacts never count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentApp, call, contentApp, makeTask } from '../helpers/content-helpers.js';

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
});
afterAll(() => t.close());

describe('money totals per currency', () => {
  it('keeps dollars and euros apart on the dashboard, the completed tasks and the trends', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    expect((await call(u, 'PATCH', '/api/profile', { currencyPreference: 'EUR' })).status).toBe(200);
    const fence = await makeTask(u, { title: 'Fix the fence' });
    const boiler = await makeTask(u, { title: 'Service the boiler' });
    await call(u, 'POST', `/api/tasks/${fence.id}/complete`, { moneySaved: 300, currency: 'USD' });
    await call(u, 'POST', `/api/tasks/${boiler.id}/notes`, {
      text: 'Quote',
      moneySaved: 2.5,
      currency: 'usd',
    });
    await call(u, 'POST', `/api/tasks/${boiler.id}/complete`, { moneySaved: 10, currency: 'EUR' });
    const theirs = await makeTask(other, { title: 'Not counted' });
    await call(other, 'POST', `/api/tasks/${theirs.id}/complete`, { moneySaved: 999, currency: 'EUR' });

    const eurFirst = [
      { currency: 'EUR', amount: 10 },
      { currency: 'USD', amount: 302.5 },
    ];
    const dashboard = await call(u, 'GET', '/api/analytics/dashboard');
    expect(dashboard.body).toMatchObject({ realizedGainsByCurrency: eurFirst, currency: 'EUR' });
    expect(dashboard.body).not.toHaveProperty('realizedGains');

    const completed = await call(u, 'GET', '/api/analytics/completed?period=week');
    expect(completed.body.totals).toEqual({ tasks: 2, moneySavedByCurrency: eurFirst, timeSavedHours: 0 });
    const boilerItem = completed.body.items.find((i: { id: string }) => i.id === boiler.id);
    expect(boilerItem.moneySavedByCurrency).toEqual(
      eurFirst.map((x) => (x.currency === 'USD' ? { ...x, amount: 2.5 } : x)),
    );

    const trends = await call(u, 'GET', '/api/analytics/trends?weeks=1');
    expect(trends.body.points[0].moneySavedByCurrency).toEqual(eurFirst);
  });
});

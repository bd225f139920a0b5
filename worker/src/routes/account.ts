/**
 * @module routes/account — the handlers of contract.account: `GET /api/account/export`, `DELETE
 * /api/account/tasks` (all tasks), `DELETE /api/account` (everything; signs out and clears the cookie).
 */
import { contract } from '@mynd/shared';
import { clearSessionCookie } from '../auth/cookie.js';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import { deleteAccount, deleteAllTasks, exportAccount } from '../services/account.js';

const { account } = contract;

export const accountRoutes = routes()
  .openapi(route(account.export), async (c) => {
    const { db } = c.get('deps');
    const at = now(c);
    const body = await exportAccount(db, c.get('userId'), at);
    c.header(
      'Content-Disposition',
      `attachment; filename="mynd-export-${at.toISOString().slice(0, 10)}.json"`,
    );
    return c.json(body, 200);
  })
  .openapi(route(account.deleteAllTasks), async (c) => {
    const { db, events } = c.get('deps');
    const deleted = await deleteAllTasks(db, c.get('userId'));
    await events.publish(c.get('userId'), 'tasks');
    await events.publish(c.get('userId'), 'assignees');
    return c.json({ ok: true as const, deleted }, 200);
  })
  .openapi(route(account.remove), async (c) => {
    const { db, config } = c.get('deps');
    await deleteAccount(db, c.get('userId'));
    clearSessionCookie(c, config.appOrigin);
    return c.json({ ok: true as const }, 200);
  });

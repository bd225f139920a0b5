/**
 * @module routes/dev — the handler of contract.dev.outbox, `GET /api/dev/outbox?email=`: the last messages of the
 * console mailer, so codes can be read locally and in end-to-end tests. Mounted only when MAIL_PROVIDER=console.
 */
import { contract } from '@mynd/shared';
import { route, routes } from '../lib/openapi.js';
import { hasOutbox } from '../mail/types.js';

export const devRoutes = routes().openapi(route(contract.dev.outbox), (c) => {
  const { mailer } = c.get('deps');
  const messages = hasOutbox(mailer) ? mailer.outbox(c.req.valid('query').email) : [];
  return c.json({ messages }, 200);
});

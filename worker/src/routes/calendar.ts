/**
 * @module routes/calendar — the handlers of contract.calendar: GET /api/calendar (the feed address, made on first
 * use) and POST /api/calendar/rotate, both signed in; and of contract.feed: GET /api/feed/<token>.ics, public
 * (calendar apps have no session): the secret token is the credential, and an unknown one is 404.
 */
import { contract } from '@mynd/shared';
import { now } from '../lib/clock.js';
import { NotFoundError } from '../lib/errors.js';
import { route, routes } from '../lib/openapi.js';
import { calendarFeed, getCalendar, rotateCalendar } from '../services/calendar.js';

const { calendar, feed } = contract;

export const calendarRoutes = routes()
  .openapi(route(calendar.get), async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await getCalendar(db, c.get('userId'), config.appOrigin, now(c)), 200);
  })
  .openapi(route(calendar.rotate), async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await rotateCalendar(db, c.get('userId'), config.appOrigin, now(c)), 200);
  });

export const calendarFeedRoutes = routes().openapi(route(feed.ics), async (c) => {
  const { db, config } = c.get('deps');
  const token = c.req.valid('param').file.replace(/\.ics$/, '');
  const ics = await calendarFeed(db, token, config.appOrigin);
  if (ics === null) throw new NotFoundError('Calendar feed not found');
  return c.body(ics, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'cache-control': 'private, max-age=300',
    'content-disposition': 'inline; filename="mynd-tasks.ics"',
  });
});

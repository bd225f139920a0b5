/**
 * @module routes/profile — the handlers of contract.profile: read and update the user's profile.
 */
import { contract } from '@mynd/shared';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import { getProfile, updateProfile } from '../services/profile.js';

const { profile } = contract;

export const profileRoutes = routes()
  .openapi(route(profile.get), async (c) => {
    const { db } = c.get('deps');
    return c.json({ profile: await getProfile(db, c.get('userId'), now(c)) }, 200);
  })
  .openapi(route(profile.update), async (c) => {
    const { db, events } = c.get('deps');
    const updated = await updateProfile(db, c.get('userId'), c.req.valid('json'), now(c));
    await events.publish(c.get('userId'), 'profile');
    return c.json({ profile: updated }, 200);
  });

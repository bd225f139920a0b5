/**
 * @module routes/profile — `GET|PATCH /api/profile` (created with the defaults on first read).
 */
import { UpdateProfileRequestSchema } from '@mynd/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { now } from '../lib/clock.js';
import { validate } from '../lib/validate.js';
import { getProfile, updateProfile } from '../services/profile.js';

export const profileRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    return c.json({ profile: await getProfile(db, c.get('userId'), now(c)) });
  })
  .patch('/', validate('json', UpdateProfileRequestSchema), async (c) => {
    const { db, events } = c.get('deps');
    const profile = await updateProfile(db, c.get('userId'), c.req.valid('json'), now(c));
    await events.publish(c.get('userId'), 'profile');
    return c.json({ profile });
  });

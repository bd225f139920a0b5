/**
 * @module contract/params — path parameters and the legacy zone query shared by several resources' declarations.
 */
import { z } from 'zod';
import { IdSchema, TimeZoneSchema } from '../schemas/common.js';

export const IdParam = z.object({ id: IdSchema });

/**
 * Legacy (kept for one release): the caller's zone as `?timeZone=`. The `X-Time-Zone` header every client call
 * carries replaced it; when both are given the field wins (worker middleware/time-zone).
 */
export const LegacyZoneQuery = z.object({ timeZone: TimeZoneSchema.optional() });

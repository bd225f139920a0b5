/**
 * @module schemas/calendar — the private calendar feed. GET /api/calendar makes the feed on first use and answers
 * its secret URL; only a hash of the token is stored, so later answers carry `url: null` (the address is shown
 * once, like an API key) until POST /api/calendar/rotate makes a new one, which also retires the old address.
 */
import { z } from 'zod';

export const CalendarResponseSchema = z.object({
  /** The secret feed address (text/calendar), or null when it was already shown once. */
  url: z.string().nullable(),
  /** When the current address was made. */
  createdAt: z.string(),
});
/** After a rotation the new address is always given. */
export const RotatedCalendarResponseSchema = CalendarResponseSchema.extend({ url: z.string() });

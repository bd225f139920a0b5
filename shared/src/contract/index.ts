/**
 * @module contract — every endpoint of the Mynd API, declared once (one small file per resource; add an endpoint
 * to its resource's file). The worker registers a handler for each, `GET /api/openapi.json` documents them and
 * `createApiClient` derives a method for each: `api.<resource>.<name>(...pathParams, body?, query?)`.
 */
import { account } from './account.js';
import { analytics } from './analytics.js';
import { auth } from './auth.js';
import { calendar, feed } from './calendar.js';
import { dev } from './dev.js';
import { events } from './events.js';
import { health } from './health.js';
import { mindDumps } from './mind-dumps.js';
import { orgChart } from './org-chart.js';
import { people } from './people.js';
import { profile } from './profile.js';
import { reference } from './reference.js';
import { speech } from './speech.js';
import { summaries } from './summaries.js';
import { tags } from './tags.js';
import { tasks } from './tasks.js';
import { undo } from './undo.js';

export * from './endpoint.js';

export const contract = {
  health: { get: health },
  auth,
  account,
  dev,
  events,
  mindDumps,
  summaries,
  tasks,
  people,
  tags,
  profile,
  analytics,
  orgChart,
  speech,
  undo,
  calendar,
  feed,
  reference,
};

/**
 * wrangler.toml carries what production needs beyond the code: Smart Placement, the hourly cron trigger of
 * the cleanup, and /assets/* routed to the Worker first (a missing chunk answers 404, tested in workerd).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const toml = readFileSync(resolve(import.meta.dirname, '../../../wrangler.toml'), 'utf8');

it('enables Smart Placement, the cleanup cron and the Worker-first route for hashed assets', () => {
  expect(toml).toMatch(/^\[placement\]\nmode = "smart"$/m);
  expect(toml).toMatch(/^\[triggers\]\ncrons = \["17 \* \* \* \*"\]$/m);
  expect(toml).toMatch(/^run_worker_first = \["\/api\/\*", "\/assets\/\*"\]$/m);
});

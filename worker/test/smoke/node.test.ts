/**
 * The shared API smoke suite on the Node host's wiring: createApp on a migrated temp-file libSQL database, the
 * local AI provider, the console mailer and the in-process event hub, called through app.request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAiProvider } from '../../src/ai/provider.js';
import { createApp } from '../../src/app.js';
import { migrateDb } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/open.js';
import { parseEnv } from '../../src/env.js';
import { createMemoryEventHub } from '../../src/events/memory-hub.js';
import { createConsoleMailer } from '../../src/mail/console.js';
import { smokeSuite } from './smoke-suite.js';

smokeSuite('Node host, libSQL file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-smoke-'));
  const { client, db } = await openDatabase(`file:${join(dir, 'mynd.db')}`);
  await migrateDb(db);
  const config = parseEnv({ MAIL_PROVIDER: 'console', AI_PROVIDER: 'local', APP_ORIGIN: 'http://localhost' });
  const events = createMemoryEventHub();
  const app = createApp({
    db,
    ai: createAiProvider({ provider: 'local' }),
    mailer: createConsoleMailer({ log: () => {} }),
    events,
    config,
  });
  return {
    fetch: async (path, init) => app.request(path, init),
    close: async () => {
      events.closeAll();
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

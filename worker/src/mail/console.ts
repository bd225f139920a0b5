/**
 * @module mail/console — the default mailer: prints each message to stdout and keeps the last 50 in memory
 * for the dev outbox, so sign-in works locally with no mail account.
 */
import type { MailMessage, OutboxEntry, OutboxMailer } from './types.js';

const OUTBOX_SIZE = 50;

export function createConsoleMailer(
  options: { log?: (line: string) => void; now?: () => Date } = {},
): OutboxMailer {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => new Date());
  const sent: OutboxEntry[] = [];
  return {
    name: 'console',
    async send(message: MailMessage) {
      const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? null;
      sent.push({ ...message, code, sentAt: now().toISOString() });
      if (sent.length > OUTBOX_SIZE) sent.splice(0, sent.length - OUTBOX_SIZE);
      log(`[mail] to ${message.to}: ${message.subject}${code ? ` — code ${code}` : ''}`);
    },
    outbox(email?: string) {
      const wanted = email?.trim().toLowerCase();
      const list = wanted ? sent.filter((m) => m.to.toLowerCase() === wanted) : sent;
      return [...list].reverse();
    },
  };
}

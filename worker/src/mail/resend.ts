/**
 * @module mail/resend — the production mailer: Resend's HTTP API (POST /emails) through fetch, so it runs on
 * Node and Workers alike. Any non-2xx answer or network failure rejects (the route answers 503).
 */
import type { Mailer, MailMessage } from './types.js';

export const RESEND_API_URL = 'https://api.resend.com';

export interface ResendOptions {
  apiKey: string;
  from: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class MailError extends Error {
  override name = 'MailError';
}

export function createResendMailer(options: ResendOptions): Mailer {
  const baseUrl = (options.baseUrl ?? RESEND_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'resend',
    async send(message: MailMessage) {
      let res: Response;
      try {
        res = await doFetch(`${baseUrl}/emails`, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            from: options.from,
            to: [message.to],
            subject: message.subject,
            text: message.text,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new MailError(`Mail provider unreachable: ${(err as Error).message}`);
      }
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new MailError(`Mail provider answered ${res.status}: ${detail}`);
      }
    },
  };
}

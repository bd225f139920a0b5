/**
 * @module mail — picks the mailer the configuration asks for (console by default, Resend over HTTP).
 */
import type { AppConfig } from '../env.js';
import { createConsoleMailer } from './console.js';
import { createResendMailer } from './resend.js';
import type { Mailer } from './types.js';

export function createMailer(config: AppConfig, options: { fetch?: typeof fetch } = {}): Mailer {
  if (config.mailProvider === 'resend' && config.mailApiKey) {
    return createResendMailer({
      apiKey: config.mailApiKey,
      from: config.mailFrom,
      baseUrl: config.mailApiUrl,
      fetch: options.fetch,
    });
  }
  return createConsoleMailer();
}

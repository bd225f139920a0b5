/**
 * @module env — the configuration, parsed once from an environment record by zod. Nothing else in Mynd reads
 * process.env (the Workers host passes its bindings here too).
 */
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

const originSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/\/+$/, ''));

const EnvSchema = z
  .object({
    HOST: z.preprocess(emptyToUndefined, z.string().trim().default('127.0.0.1')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8787)),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.string().default('file:./data/mynd.db')),
    LIBSQL_AUTH_TOKEN: optionalString,
    AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'openai']).optional()),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalString,
    OPENAI_MODEL: optionalString,
    OPENAI_TRANSCRIBE_MODEL: optionalString,
    OPENAI_TRANSCRIBE_BASE_URL: optionalString,
    OPENAI_TRANSCRIBE_API_KEY: optionalString,
    MAIL_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['console', 'resend']).default('console')),
    MAIL_API_KEY: optionalString,
    MAIL_API_URL: optionalString,
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Mynd <no-reply@mynd.local>')),
    APP_ORIGIN: z.preprocess(emptyToUndefined, originSchema.pipe(z.url()).default('http://localhost:8787')),
    EXTENSION_ORIGINS: z.preprocess(emptyToUndefined, z.string().default('')),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_PROVIDER === 'resend' && !env.MAIL_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_API_KEY'],
        message: 'MAIL_API_KEY is required for MAIL_PROVIDER=resend',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'OPENAI_API_KEY (or OPENAI_BASE_URL for a local server) is required for AI_PROVIDER=openai',
      });
    }
  });

export interface AppConfig {
  /** Node host only: the interface to listen on (127.0.0.1; 0.0.0.0 inside a container). */
  host: string;
  port: number;
  databaseUrl: string;
  libsqlAuthToken?: string;
  aiProvider: 'local' | 'openai';
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel?: string;
  openaiTranscribeModel?: string;
  /** A separate OpenAI-compatible transcription endpoint (e.g. a local Whisper server) and its key. */
  openaiTranscribeBaseUrl?: string;
  openaiTranscribeApiKey?: string;
  mailProvider: 'console' | 'resend';
  mailApiKey?: string;
  /** Base URL of the HTTP mail API (tests point it at a local fake). */
  mailApiUrl?: string;
  mailFrom: string;
  appOrigin: string;
  extensionOrigins: string[];
}

export class ConfigError extends Error {}

export function parseEnv(env: Record<string, string | undefined>): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    libsqlAuthToken: e.LIBSQL_AUTH_TOKEN,
    aiProvider: e.AI_PROVIDER ?? (e.OPENAI_API_KEY ? 'openai' : 'local'),
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiModel: e.OPENAI_MODEL,
    openaiTranscribeModel: e.OPENAI_TRANSCRIBE_MODEL,
    openaiTranscribeBaseUrl: e.OPENAI_TRANSCRIBE_BASE_URL,
    openaiTranscribeApiKey: e.OPENAI_TRANSCRIBE_API_KEY,
    mailProvider: e.MAIL_PROVIDER,
    mailApiKey: e.MAIL_API_KEY,
    mailApiUrl: e.MAIL_API_URL,
    mailFrom: e.MAIL_FROM,
    appOrigin: e.APP_ORIGIN,
    extensionOrigins: e.EXTENSION_ORIGINS.split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}

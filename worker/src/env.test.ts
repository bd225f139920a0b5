import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('has working defaults for a fresh clone', () => {
    expect(parseEnv({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      databaseUrl: 'file:./data/mynd.db',
      libsqlAuthToken: undefined,
      aiProvider: 'local',
      openaiApiKey: undefined,
      openaiBaseUrl: undefined,
      openaiModel: undefined,
      openaiTranscribeModel: undefined,
      openaiTranscribeBaseUrl: undefined,
      openaiTranscribeApiKey: undefined,
      mailProvider: 'console',
      mailApiKey: undefined,
      mailApiUrl: undefined,
      mailFrom: 'Mynd <no-reply@mynd.local>',
      appOrigin: 'http://localhost:8787',
      extensionOrigins: [],
    });
  });

  it('picks openai when a key is set, unless AI_PROVIDER says otherwise', () => {
    expect(parseEnv({ OPENAI_API_KEY: 'sk-x' }).aiProvider).toBe('openai');
    expect(parseEnv({ OPENAI_API_KEY: 'sk-x', AI_PROVIDER: 'local' }).aiProvider).toBe('local');
  });

  it('parses lists, ports and origins; empty strings count as unset', () => {
    const config = parseEnv({
      PORT: '9000',
      EXTENSION_ORIGINS: ' chrome-extension://abc/ , moz-extension://def ,',
      APP_ORIGIN: 'https://mynd.example/',
      MAIL_PROVIDER: '',
    });
    expect(config.port).toBe(9000);
    expect(config.extensionOrigins).toEqual(['chrome-extension://abc', 'moz-extension://def']);
    expect(config.appOrigin).toBe('https://mynd.example');
    expect(config.mailProvider).toBe('console');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ MAIL_PROVIDER: 'smtp' }, /MAIL_PROVIDER/],
    [{ MAIL_PROVIDER: 'resend' }, /MAIL_API_KEY is required/],
    [{ AI_PROVIDER: 'openai' }, /OPENAI_API_KEY/],
    [{ APP_ORIGIN: 'not a url' }, /APP_ORIGIN/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });
});

import { Hono, type MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { layeredRouter } from './layered-router.js';

type Log = string[];

/**
 * The same little app on Hono's own dispatch (compose) or on the layered router: every behaviour of a layer that
 * compose defines, one route each. `log` records what each layer saw and did.
 */
function build(layered: boolean, log: Log) {
  const onError = (err: Error, c: { error?: Error; text: (t: string, s: 500) => Response }) => {
    log.push(`onError ${err.message} (c.error ${c.error === err})`);
    if (err.message === 'error handler fails') throw new Error('error handler failed');
    return c.text(`handled: ${err.message}`, 500);
  };
  const app = new Hono(layered ? { router: layeredRouter(new TrieRouter(), onError as never) } : {});
  const frame: MiddlewareHandler = async (c, next) => {
    log.push('frame in');
    await next();
    log.push(`frame out ${c.res.status}`);
    c.res.headers.set('X-Frame', 'yes');
  };
  app.use('*', frame);
  app.use('/sync/*', (_c, next) => {
    log.push('sync middleware');
    return next();
  });
  app.use('/items/:group/*', async (c, next) => {
    log.push(`group middleware: group ${c.req.param('group')}, id ${c.req.param('id')}`);
    await next();
  });
  app.get('/sync/value', (c) => c.text('value'));
  app.get('/sync/throws', () => {
    throw new Error('thrown');
  });
  app.get('/sync/rejects', async () => {
    await Promise.resolve();
    throw new Error('rejected');
  });
  app.get('/sync/not-an-error', () => {
    throw 'a string';
  });
  app.get('/sync/no-answer', () => undefined as unknown as Response);
  app.get('/sync/error-handler-fails', () => {
    throw new Error('error handler fails');
  });
  app.get(
    '/sync/twice',
    async (_c, next) => {
      await next();
      await next();
    },
    (c) => c.text('once'),
  );
  app.get(
    '/sync/after-next-throws',
    async (_c, next) => {
      await next();
      throw new Error('after next');
    },
    (c) => c.text('unseen'),
  );
  app.get('/items/:group/:id', (c) => c.text(`item ${c.req.param('group')}/${c.req.param('id')}`));
  app.use('/empty/*', (_c, next) => next());
  app.notFound((c) => {
    log.push('notFound');
    return c.text('none here', 404);
  });
  app.onError(onError as never);
  return app;
}

async function outcome(layered: boolean, path: string) {
  const log: Log = [];
  const app = build(layered, log);
  try {
    const res = await app.request(path);
    return { status: res.status, frame: res.headers.get('X-Frame'), body: await res.text(), log };
  } catch (err) {
    return { thrown: String(err), log };
  }
}

describe('layeredRouter', () => {
  const paths = [
    '/sync/value',
    '/sync/throws',
    '/sync/rejects',
    '/sync/not-an-error',
    '/sync/no-answer',
    '/sync/error-handler-fails',
    '/sync/twice',
    '/sync/after-next-throws',
    '/items/a/42',
    '/empty/nothing',
    '/nowhere',
  ];
  for (const path of paths) {
    it(`answers ${path} as Hono's compose does`, async () => {
      expect(await outcome(true, path)).toEqual(await outcome(false, path));
    });
  }

  it('answers without a promise when no layer returned one', () => {
    const sync = new Hono({ router: layeredRouter(new TrieRouter(), (_e, c) => c.text('error', 500)) });
    sync.use('*', (c, next) => {
      c.header('X-Seen', 'yes');
      return next();
    });
    sync.get('/answer', (c) => c.text('answer'));
    sync.get('/fails', () => {
      throw new Error('fails');
    });
    const res = sync.request('/answer');
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).headers.get('X-Seen')).toBe('yes');
    const failed = sync.request('/fails');
    expect(failed).toBeInstanceOf(Response);
    expect((failed as Response).status).toBe(500);
    // Hono's compose makes a promise of every dispatch.
    const composed = new Hono();
    composed.use('*', (_c, next) => next());
    composed.get('/answer', (c) => c.text('answer'));
    expect(composed.request('/answer')).toBeInstanceOf(Promise);
  });
});

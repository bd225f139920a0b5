import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const url = (path: string) => `https://mynd.test${path}`;

describe('the Workers host (in workerd)', () => {
  it('answers the API under /api from createApp, with the database reachable', async () => {
    const res = await SELF.fetch(url('/api/health'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it('answers unknown API paths with the JSON 404 of the API, not the web app', async () => {
    const res = await SELF.fetch(url('/api/no-such-route'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: expect.any(String) } });
  });

  it('serves the web app from the assets, with index.html for client-side routes', async () => {
    const home = await SELF.fetch(url('/'));
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');

    const deep = await SELF.fetch(url('/tasks/some-client-route'), { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
  });
});

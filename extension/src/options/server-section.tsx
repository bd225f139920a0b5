/**
 * @module options/server-section — the Mynd server URL. A new origin's host permission is requested here (a
 * user gesture), for that origin only; a session belongs to one server, so changing server signs out.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { normaliseServerUrl, originPattern } from '../api/client';
import { DEFAULT_SERVER_URL, serverUrlItem, sessionItem } from '../storage/items';

export function ServerSection({ serverUrl }: { serverUrl: string }) {
  const [value, setValue] = useState(serverUrl);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  useEffect(() => setValue(serverUrl), [serverUrl]);

  function save(event: FormEvent) {
    event.preventDefault();
    const origin = normaliseServerUrl(value);
    if (!origin) {
      setStatus({ text: 'Enter an http:// or https:// URL, e.g. http://localhost:8787', error: true });
      return;
    }
    // Asked first, while the click still counts as a user gesture; not awaited: a prompt must not block saving.
    const granted =
      origin === DEFAULT_SERVER_URL
        ? Promise.resolve(true)
        : browser.permissions.request({ origins: [originPattern(origin)] }).catch(() => false);
    void (async () => {
      if (origin !== serverUrl) {
        await sessionItem.setValue(null);
        await serverUrlItem.setValue(origin);
      }
      setValue(origin);
      setStatus({ text: `Saved: ${origin}` });
      const ok = await granted;
      setStatus({
        text: ok
          ? `Saved: ${origin}`
          : `Saved: ${origin}. Host access was not granted; requests still work if the server allows this extension's origin.`,
      });
    })();
  }

  return (
    <section className="card" aria-labelledby="server-heading">
      <h2 id="server-heading">Mynd server</h2>
      <form className="row" onSubmit={save}>
        <label className="sr-only" htmlFor="server-url">
          Server URL
        </label>
        <input
          id="server-url"
          className="input"
          type="url"
          value={value}
          placeholder={DEFAULT_SERVER_URL}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Save
        </button>
      </form>
      {status ? (
        <p className={status.error ? 'error' : 'status'} role="status">
          {status.text}
        </p>
      ) : null}
      <p className="muted status">
        The server must allow this extension's origin: start it with{' '}
        <code>EXTENSION_ORIGINS={new URL(browser.runtime.getURL('/')).origin}</code>.
      </p>
    </section>
  );
}

/**
 * @module options/server-section — the Mynd server URL: https://, or http:// on this computer only (the token
 * would travel in clear). No host permission is asked: the server lets this extension's origin in by CORS
 * (EXTENSION_ORIGINS). A session belongs to one server, so changing server signs out.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { checkServerUrl } from '../api/server-url';
import { DEFAULT_SERVER_URL, serverUrlItem, sessionItem } from '../storage/items';

export function ServerSection({ serverUrl }: { serverUrl: string }) {
  const [value, setValue] = useState(serverUrl);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  useEffect(() => setValue(serverUrl), [serverUrl]);

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkServerUrl(value);
    if ('error' in checked) {
      setStatus({ text: checked.error, error: true });
      return;
    }
    const { origin } = checked;
    void (async () => {
      if (origin !== serverUrl) {
        await sessionItem.setValue(null);
        await serverUrlItem.setValue(origin);
      }
      setValue(origin);
      setStatus({ text: `Saved: ${origin}` });
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

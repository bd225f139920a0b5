/**
 * @module popup/first-run-view — shown instead of sign-in while no Mynd server answers at the configured address
 * (a fresh install pointing at the default localhost, a server down or mistyped): why it failed, a server URL
 * field (https://, or http:// on this computer only) that is tried before it is saved, and the options page.
 */
import { type FormEvent, useState } from 'react';
import { browser } from 'wxt/browser';
import { probeServer } from '../api/server-health';
import { checkServerUrl } from '../api/server-url';
import { serverUrlItem, sessionItem } from '../storage/items';

interface Props {
  serverUrl: string;
  reason: string;
  /** The server answered: go on to sign-in. */
  onConnected: (origin: string) => void;
}

export function FirstRunView({ serverUrl, reason, onConnected }: Props) {
  const [value, setValue] = useState(serverUrl);
  const [problem, setProblem] = useState(reason);
  const [busy, setBusy] = useState(false);
  const extensionOrigin = new URL(browser.runtime.getURL('/')).origin;

  async function connect(event: FormEvent) {
    event.preventDefault();
    const checked = checkServerUrl(value);
    if ('error' in checked) {
      setProblem(checked.error);
      return;
    }
    setBusy(true);
    try {
      const probe = await probeServer(checked.origin);
      if (!probe.reachable) {
        setProblem(probe.reason);
        return;
      }
      if (checked.origin !== serverUrl) {
        await sessionItem.setValue(null);
        await serverUrlItem.setValue(checked.origin);
      }
      onConnected(checked.origin);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="first-run" aria-labelledby="first-run-heading">
      <h1 id="first-run-heading" className="first-run-title">
        Connect to your Mynd server
      </h1>
      <p className="notice notice-warning" role="alert" data-testid="first-run-reason">
        {problem}
      </p>
      <form className="first-run-form" onSubmit={(e) => void connect(e)}>
        <label htmlFor="first-run-url">Server URL</label>
        <div className="row">
          <input
            id="first-run-url"
            className="input"
            type="url"
            value={value}
            placeholder="https://mynd.example.com"
            onChange={(e) => setValue(e.target.value)}
            disabled={busy}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Connecting…' : 'Connect'}
          </button>
        </div>
      </form>
      <p className="muted">
        The server must let this extension in: start it with <code>EXTENSION_ORIGINS={extensionOrigin}</code>.
      </p>
      <p>
        <button
          type="button"
          className="link btn-link"
          onClick={() => void browser.runtime.openOptionsPage()}
        >
          Open the options page
        </button>
      </p>
    </section>
  );
}

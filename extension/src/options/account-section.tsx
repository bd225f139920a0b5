/**
 * @module options/account-section — who is signed in, and sign out (the server session ends too when the
 * server can be reached; the local token is dropped either way).
 */

import { SIGN_OUT_LABEL } from '@mynd/shared/domain';
import { useState } from 'react';
import { getApiClient } from '../api/client';
import { type StoredSession, sessionItem } from '../storage/items';

export function AccountSection({ session }: { session: StoredSession | null }) {
  const [status, setStatus] = useState<string | null>(null);

  async function signOut() {
    try {
      const api = await getApiClient();
      await api.auth.signOut();
      setStatus('Signed out');
    } catch {
      setStatus('Sign out failed on the server; this device is signed out.');
    } finally {
      await sessionItem.setValue(null);
    }
  }

  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      {session ? (
        <div className="row">
          <span>
            Signed in as <strong>{session.email}</strong>
          </span>
          <span className="spacer" />
          <button type="button" className="btn" onClick={() => void signOut()}>
            {SIGN_OUT_LABEL}
          </button>
        </div>
      ) : (
        <p className="muted">Not signed in. Sign in from the toolbar popup.</p>
      )}
      {status ? <p className="status">{status}</p> : null}
    </section>
  );
}

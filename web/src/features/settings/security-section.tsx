/**
 * @module features/settings/security-section — change password (current, new, confirm) with the spec's checks, or
 * set a first password (an account made by emailed code has none: no current field then). The form says what
 * happens to other devices: a change signs them out, a first password keeps them.
 */
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@mynd/shared/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api';
import { setSignedInAtom, userAtom } from '../auth/session';

export const CHANGE_SIGNS_OUT_TEXT =
  'Changing your password signs you out on every other device, including the browser extension. This browser stays signed in.';
export const FIRST_PASSWORD_TEXT =
  'Your account has no password yet (you sign in with emailed codes). Setting one keeps you signed in everywhere.';

/** The spec's settings checks, in order; null when the form may be sent. A first password has no current one. */
export function checkPasswordChange(
  current: string,
  next: string,
  confirm: string,
  hasPassword = true,
): string | null {
  if ((hasPassword && !current) || !next || !confirm) return 'Please fill in all password fields';
  if (next !== confirm) return 'New passwords do not match';
  if (next.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  return null;
}

export function SecuritySection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const user = useAtomValue(userAtom);
  const setSignedIn = useSetAtom(setSignedInAtom);
  const hasPassword = user?.hasPassword ?? true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPasswordChange(current, next, confirm, hasPassword);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await api.auth.changePassword(
        hasPassword ? { currentPassword: current, newPassword: next } : { newPassword: next },
      );
      setSignedIn(result.user);
      toast.success(hasPassword ? 'Password updated successfully' : 'Password set', {
        description: result.otherSessionsEnded ? 'Your other devices were signed out.' : undefined,
      });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      toast.error('Error updating password', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid max-w-md gap-4" noValidate aria-label="Change password">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <p className="text-muted-foreground text-sm" data-testid="password-sessions-note">
        {hasPassword ? CHANGE_SIGNS_OUT_TEXT : FIRST_PASSWORD_TEXT}
      </p>
      {hasPassword && (
        <Field label="Current password" htmlFor="current-password">
          <Input
            id="current-password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </Field>
      )}
      <Field label="New password" htmlFor="new-password">
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
      </Field>
      <Field label="Confirm new password" htmlFor="confirm-password">
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="text-primary-foreground" label="Updating" /> : <KeyRound aria-hidden />}
          {hasPassword ? 'Update Password' : 'Set Password'}
        </Button>
      </div>
    </form>
  );
}

/** @module features/settings/security-section — change password (current, new, confirm) with the spec's checks. */
import { MIN_PASSWORD_LENGTH } from '@mynd/shared/domain';
import { useAtomValue } from 'jotai';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api';
import { userAtom } from '../auth/session';

/** The spec's settings checks, in order; null when the form may be sent. */
export function checkPasswordChange(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return 'Please fill in all password fields';
  if (next !== confirm) return 'New passwords do not match';
  if (next.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  return null;
}

export function SecuritySection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const user = useAtomValue(userAtom);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPasswordChange(current, next, confirm);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      await api.auth.changePassword({ currentPassword: current, newPassword: next });
      toast.success('Password updated successfully');
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
      <Field label="Current password" htmlFor="current-password">
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </Field>
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
          Update Password
        </Button>
      </div>
    </form>
  );
}

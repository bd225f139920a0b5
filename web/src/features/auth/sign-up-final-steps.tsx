/** @module features/auth/sign-up-final-steps — the set-password and profile-setup steps of the sign-up flow. */
import { KeyRound, UserRoundCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api';
import { emptyProfileDraft, ProfileFields, profilePatch } from './profile-fields';
import { checkNewPassword } from './sign-up-machine';

export function SetPasswordStep({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(password, confirm);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setBusy(true);
    try {
      await api.auth.changePassword({ newPassword: password });
      toast.success('Password set');
      onDone();
    } catch (error) {
      toast.error('Failed to set password', { description: errorMessage(error, 'Please try again.') });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Set your password">
      <Field label="New password" htmlFor="sign-up-password" hint="At least 6 characters.">
        <Input
          id="sign-up-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
          autoFocus
        />
      </Field>
      <Field label="Confirm password" htmlFor="sign-up-confirm">
        <Input
          id="sign-up-confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={busy}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner className="text-primary-foreground" label="Saving" /> : <KeyRound aria-hidden />}
        Set Password
      </Button>
    </form>
  );
}

export function ProfileSetupStep({ onDone }: { onDone: () => void }) {
  const [draft, setDraft] = useState(emptyProfileDraft);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.profile.update(profilePatch(draft));
      toast.success('Profile completed!');
      onDone();
    } catch (error) {
      toast.error('Profile setup failed', { description: errorMessage(error, 'Please try again.') });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate aria-label="Professional profile">
      <p className="text-sm text-muted-foreground">
        Tell us about your work so AI recommendations fit your role. You can change this later in Settings.
      </p>
      <ProfileFields value={draft} onChange={setDraft} idPrefix="setup" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Skip
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? (
            <Spinner className="text-primary-foreground" label="Saving" />
          ) : (
            <UserRoundCheck aria-hidden />
          )}
          Complete Profile
        </Button>
      </div>
    </form>
  );
}

/** @module features/auth/sign-in-form — email + password sign-in, and "Forgot password?" to the code flow. */

import { signInErrorToast } from '@mynd/shared/browser';
import { FILL_IN_ALL_FIELDS_MESSAGE } from '@mynd/shared/domain';
import { useSetAtom } from 'jotai';
import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { setSignedInAtom } from './session';

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const setSignedIn = useSetAtom(setSignedInAtom);
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error(FILL_IN_ALL_FIELDS_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const { user } = await api.auth.signIn({ email: email.trim(), password });
      setSignedIn(user);
      navigate('/', { replace: true });
    } catch (error) {
      const { title, description } = signInErrorToast(error);
      toast.error(title, { description });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Sign in">
      <Field label="Email" htmlFor="sign-in-email">
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
      </Field>
      <Field label="Password" htmlFor="sign-in-password">
        <Input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          placeholder="••••••••"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner className="text-primary-foreground" label="Signing in" /> : <LogIn aria-hidden />}
        Sign In
      </Button>
      <button
        type="button"
        onClick={() => onForgotPassword(email.trim())}
        className="justify-self-center rounded text-sm text-primary underline-offset-4 hover:underline"
      >
        Forgot password?
      </button>
    </form>
  );
}

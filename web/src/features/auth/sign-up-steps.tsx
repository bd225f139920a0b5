/** @module features/auth/sign-up-steps — the email and verify steps of the sign-up flow. */

import { resendCodeErrorToast, sendCodeErrorToast, verifyErrorToast } from '@mynd/shared/browser';
import {
  CODE_LENGTH,
  CODE_SENT_TITLE,
  EMAIL_REQUIRED_MESSAGE,
  ENTER_CODE_MESSAGE,
  RESEND_COUNTDOWN_SECONDS,
} from '@mynd/shared/domain';
import type { User } from '@mynd/shared/schemas';
import { ArrowLeft, Mail, RotateCw, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';

export function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, retryAfter: number) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toast.error(EMAIL_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const { retryAfter } = await api.auth.sendCode({ email: value });
      toast.success(CODE_SENT_TITLE, { description: `We sent a ${CODE_LENGTH}-digit code to ${value}.` });
      onSent(value.toLowerCase(), retryAfter);
    } catch (error) {
      const { title, description } = sendCodeErrorToast(error);
      toast.error(title, { description });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Sign up with email">
      <Field
        label="Email"
        htmlFor="sign-up-email"
        hint="We'll email you a 6-digit code. No password needed yet."
      >
        <Input
          id="sign-up-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner className="text-primary-foreground" label="Sending" /> : <Mail aria-hidden />}
        Send Code
      </Button>
    </form>
  );
}

export function VerifyStep({
  email,
  resendIn,
  onResent,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  resendIn: number;
  onResent: (retryAfter: number) => void;
  onVerified: (user: User, isNewUser: boolean) => void;
  onChangeEmail: () => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const complete = code.length === CODE_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      toast.error(ENTER_CODE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const session = await api.auth.verifyCode({ email, code });
      toast.success('Verified');
      onVerified(session.user, session.isNewUser ?? true);
    } catch (error) {
      const { title, description } = verifyErrorToast(error);
      toast.error(title, { description });
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const { retryAfter } = await api.auth.sendCode({ email });
      toast.success('Code resent', { description: `A new code is on its way to ${email}.` });
      onResent(Math.max(retryAfter, RESEND_COUNTDOWN_SECONDS));
    } catch (error) {
      const { title, description } = resendCodeErrorToast(error);
      toast.error(title, { description });
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Verify your email">
      <p className="text-sm text-muted-foreground">
        Enter the code we sent to <strong className="font-medium text-foreground">{email}</strong>.
      </p>
      <Field label="Verification code" htmlFor="sign-up-code" hint={ENTER_CODE_MESSAGE}>
        <Input
          id="sign-up-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          placeholder="••••••"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
          disabled={busy}
          autoFocus
        />
      </Field>
      <Button type="submit" size="lg" disabled={!complete || busy} className="w-full">
        {busy ? (
          <Spinner className="text-primary-foreground" label="Verifying" />
        ) : (
          <ShieldCheck aria-hidden />
        )}
        Verify
      </Button>
      <div className="flex items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={onChangeEmail} disabled={busy}>
          <ArrowLeft aria-hidden />
          Change email
        </Button>
        <Button variant="ghost" size="sm" onClick={resend} disabled={resendIn > 0 || resending || busy}>
          <RotateCw aria-hidden />
          {resendIn > 0 ? `Resend code in ${resendIn}s` : 'Resend code'}
        </Button>
      </div>
    </form>
  );
}

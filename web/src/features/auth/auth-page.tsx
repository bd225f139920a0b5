/**
 * @module features/auth/auth-page — `/auth`: the brand panel with the rotating M-Y-N-D tagline, and the
 * Sign In / Sign Up tabs. "Forgot password?" moves to the sign-up (code) flow with the email carried over.
 */

import { SIGN_IN_TITLE } from '@mynd/shared/domain';
import { Brain, ListChecks, Sparkles, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Logo } from '../header/logo';
import { SignInForm } from './sign-in-form';
import { SignUpFlow } from './sign-up-flow';
import { useRotatingTagline } from './tagline';

const FEATURES = [
  { icon: Brain, text: 'Dump your thoughts by typing or speaking' },
  { icon: Sparkles, text: 'AI turns them into topics and tasks' },
  { icon: ListChecks, text: 'Track progress, benchmarks and delegation' },
  { icon: TrendingUp, text: 'See the time and money you save' },
];

function RotatingTagline({ className }: { className?: string }) {
  const { phrase } = useRotatingTagline();
  return (
    <p className={className} aria-live="polite" data-testid="tagline">
      <span key={phrase} className="inline-block animate-fade-in">
        {phrase}
      </span>
    </p>
  );
}

function AuthPage() {
  const [tab, setTab] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [carriedEmail, setCarriedEmail] = useState('');
  const [signUpKey, setSignUpKey] = useState(0);

  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[1.05fr_1fr]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-12 text-white lg:flex lg:flex-col lg:justify-between dark:from-indigo-950 dark:via-violet-950 dark:to-fuchsia-950">
        <div
          className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-white/10 blur-3xl"
          aria-hidden
        />
        <div
          className="pointer-events-none absolute -bottom-32 -left-20 size-96 rounded-full bg-fuchsia-300/20 blur-3xl"
          aria-hidden
        />
        <div className="relative flex items-center gap-2 text-xl font-semibold">
          <span className="flex size-9 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
            M
          </span>
          Mynd
        </div>
        <div className="relative">
          <RotatingTagline className="min-h-[5.5rem] text-4xl font-semibold leading-tight tracking-tight" />
          <ul className="mt-10 grid gap-4 text-white/90">
            {FEATURES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-8 items-center justify-center rounded-lg bg-white/15">
                  <Icon className="size-4" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/70">Your mind, organised. Your work, moving.</p>
      </aside>

      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-8 text-center lg:hidden">
            <Logo className="justify-center" hideWordmarkOnMobile={false} />
            <RotatingTagline className="mt-3 min-h-6 text-sm font-medium text-primary" />
          </div>
          <h1 className="sr-only">{SIGN_IN_TITLE}</h1>
          <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <Tabs value={tab} onValueChange={(v) => setTab(v as 'sign-in' | 'sign-up')}>
              <TabsList className="w-full">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in" className="mt-6">
                <SignInForm
                  onForgotPassword={(email) => {
                    setCarriedEmail(email);
                    setSignUpKey((k) => k + 1);
                    setTab('sign-up');
                  }}
                />
              </TabsContent>
              <TabsContent value="sign-up" className="mt-6" forceMount hidden={tab !== 'sign-up'}>
                <SignUpFlow key={signUpKey} initialEmail={carriedEmail} />
              </TabsContent>
            </Tabs>
          </div>
          <p className="mt-6 text-center text-xs text-muted-foreground">
            By continuing you agree to our{' '}
            <a
              href="/terms.html"
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4 hover:text-foreground"
            >
              Terms
            </a>{' '}
            and{' '}
            <a
              href="/privacy.html"
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4 hover:text-foreground"
            >
              Privacy Policy
            </a>
            .{' '}
            <Link to="/legal" className="underline underline-offset-4 hover:text-foreground">
              Legal
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

export default AuthPage;

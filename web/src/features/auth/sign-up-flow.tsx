/**
 * @module features/auth/sign-up-flow — the multi-step sign-up: email → verify (60 s resend countdown) →
 * set password → profile setup → `/`. The redirect a signed-in user gets on /auth is held back mid-flow.
 */
import { useSetAtom } from 'jotai';
import { Check } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { useCountdown } from '../../lib/use-countdown';
import { setSignedInAtom, signUpInProgressAtom } from './session';
import { ProfileSetupStep, SetPasswordStep } from './sign-up-final-steps';
import { initialSignUpState, SIGN_UP_STEPS, type SignUpStep, signUpReducer } from './sign-up-machine';
import { EmailStep, VerifyStep } from './sign-up-steps';

const TITLES: Record<SignUpStep, string> = {
  email: 'Create your account',
  verify: 'Check your email',
  setPassword: 'Set a password',
  profileSetup: 'Your professional profile',
  done: 'All set',
};

function Stepper({ current }: { current: SignUpStep }) {
  const currentIndex = SIGN_UP_STEPS.findIndex((s) => s.step === current);
  return (
    <ol className="mb-5 flex items-center gap-2" aria-label="Sign-up progress">
      {SIGN_UP_STEPS.map(({ step, label }, i) => {
        const done = i < currentIndex;
        const active = i === currentIndex;
        return (
          <li
            key={step}
            className="flex flex-1 items-center gap-2"
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                done && 'bg-primary text-primary-foreground',
                active && 'bg-primary/15 text-primary ring-2 ring-primary',
                !done && !active && 'bg-muted text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden /> : i + 1}
            </span>
            <span
              className={cn(
                'text-xs max-sm:sr-only',
                active ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
            >
              {label}
            </span>
            {i < SIGN_UP_STEPS.length - 1 ? <span className="h-px flex-1 bg-border" aria-hidden /> : null}
          </li>
        );
      })}
    </ol>
  );
}

export function SignUpFlow({ initialEmail = '' }: { initialEmail?: string }) {
  const [state, dispatch] = useReducer(signUpReducer, initialEmail, initialSignUpState);
  const { remaining, start } = useCountdown();
  const setSignedIn = useSetAtom(setSignedInAtom);
  const setInProgress = useSetAtom(signUpInProgressAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (state.step !== 'done') return;
    setInProgress(false);
    navigate('/', { replace: true });
  }, [state.step, setInProgress, navigate]);

  return (
    <div>
      <Stepper current={state.step} />
      <h2 className="mb-4 text-lg font-semibold tracking-tight">{TITLES[state.step]}</h2>
      {state.step === 'email' ? (
        <EmailStep
          initialEmail={state.email}
          onSent={(email, retryAfter) => {
            dispatch({ type: 'codeSent', email });
            start(Math.max(60, retryAfter));
          }}
        />
      ) : null}
      {state.step === 'verify' ? (
        <VerifyStep
          email={state.email}
          resendIn={remaining}
          onResent={(seconds) => start(seconds)}
          onChangeEmail={() => dispatch({ type: 'changeEmail' })}
          onVerified={(user, isNewUser) => {
            // Order matters: mark the flow as running before the session exists, or /auth redirects at once.
            setInProgress(true);
            setSignedIn(user);
            dispatch({ type: 'verified', isNewUser });
          }}
        />
      ) : null}
      {state.step === 'setPassword' ? (
        <SetPasswordStep onDone={() => dispatch({ type: 'passwordSet' })} />
      ) : null}
      {state.step === 'profileSetup' ? (
        <ProfileSetupStep onDone={() => dispatch({ type: 'profileDone' })} />
      ) : null}
    </div>
  );
}

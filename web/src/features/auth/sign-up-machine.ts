/**
 * @module features/auth/sign-up-machine — the sign-up steps as a reducer: email → verify → setPassword →
 * profileSetup → done. An existing account that verifies by code (the "Forgot password?" path) sets a new
 * password and is done, without the profile step.
 */

export type SignUpStep = 'email' | 'verify' | 'setPassword' | 'profileSetup' | 'done';

export interface SignUpState {
  step: SignUpStep;
  email: string;
  isNewUser: boolean;
}

export type SignUpEvent =
  | { type: 'codeSent'; email: string }
  | { type: 'changeEmail' }
  | { type: 'verified'; isNewUser: boolean }
  | { type: 'passwordSet' }
  | { type: 'profileDone' };

export const initialSignUpState = (email = ''): SignUpState => ({ step: 'email', email, isNewUser: true });

export function signUpReducer(state: SignUpState, event: SignUpEvent): SignUpState {
  switch (event.type) {
    case 'codeSent':
      return state.step === 'email' || state.step === 'verify'
        ? { ...state, step: 'verify', email: event.email }
        : state;
    case 'changeEmail':
      return state.step === 'verify' ? { ...state, step: 'email' } : state;
    case 'verified':
      return state.step === 'verify' ? { ...state, step: 'setPassword', isNewUser: event.isNewUser } : state;
    case 'passwordSet':
      if (state.step !== 'setPassword') return state;
      return { ...state, step: state.isNewUser ? 'profileSetup' : 'done' };
    case 'profileDone':
      return state.step === 'profileSetup' ? { ...state, step: 'done' } : state;
  }
}

/** True once the user holds a session but has not finished: /auth must not redirect them yet. */
export function isMidFlow(step: SignUpStep): boolean {
  return step === 'setPassword' || step === 'profileSetup';
}

export const SIGN_UP_STEPS: readonly { step: SignUpStep; label: string }[] = [
  { step: 'email', label: 'Email' },
  { step: 'verify', label: 'Verify' },
  { step: 'setPassword', label: 'Password' },
  { step: 'profileSetup', label: 'Profile' },
];

export type PasswordProblem = { title: string; description?: string } | null;

/** The spec's checks for a new password, in order. */
export function checkNewPassword(password: string, confirm: string, minLength = 6): PasswordProblem {
  if (password.length < minLength)
    return { title: 'Password too short', description: `Use at least ${minLength} characters` };
  if (password !== confirm) return { title: 'Passwords do not match' };
  return null;
}

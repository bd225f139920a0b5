/**
 * @module domain/texts — the user-facing texts (the spec's exact wording) that more than one package shows:
 * the server's error messages that the clients show too or fall back to, and the labels and toasts the web
 * app and the extension have in common. Written once here and imported everywhere;
 * `src/texts-once.test.ts` fails when a text like these is written as a literal in two packages again.
 * Texts with a home of their own stay there: the voice toasts (`browser/voice/voice-messages`), the auth
 * error toasts (`browser/auth-messages`), validation messages (`schemas/`), the org-chart rule (`org-chart`).
 */

// Connection and server answers.
export const CONNECTION_FAILED_MESSAGE = 'Failed to connect to the server';
export const NOT_FOUND_MESSAGE = 'Not found';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests';
export const PLEASE_WAIT_MESSAGE = 'Please wait';

// Signing in (spec section 8).
export const SIGN_IN_TITLE = 'Sign in to Mynd';
export const SIGN_IN_FAILED_TITLE = 'Sign in failed';
export const FILL_IN_ALL_FIELDS_MESSAGE = 'Please fill in all fields';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';
export const EMAIL_REQUIRED_MESSAGE = 'Email required';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters long';
export const ENTER_CODE_MESSAGE = 'Enter 6-digit code';
export const CODE_SENT_TITLE = 'Code sent';
export const SEND_CODE_FAILED_TITLE = 'Failed to send code';
export const INVALID_CODE_MESSAGE = 'Invalid or expired code';
export const SIGN_OUT_LABEL = 'Sign out';

// Profile.
/** The profile field (its validation messages start with it) and the org chart's column. */
export const REPORTS_TO_LABEL = 'Reports to';

// Mind dumps and topics.
/** The Mind Dump tab, its heading and its tour step. */
export const MIND_DUMP_TITLE = 'Mind Dump';
export const ACTIVE_TOPICS_LABEL = 'Active Topics';
/** The mind-dump box's accessible name. */
export const MIND_DUMP_LABEL = 'Mind dump';
export const MIND_DUMP_PROCESSED_TITLE = 'Mind Dump Processed!';
export const PROCESSING_FAILED_TITLE = 'Processing Failed';
/** Stored and answered when something other than the AI failed; the clients' fallback too. */
export const MIND_DUMP_FAILED_MESSAGE = 'Failed to process your mind dump. Please try again.';

// Captures waiting to send (web and extension queues).
export const RECORDING_GONE_MESSAGE = 'The recording is no longer on this device';
export const SEND_NOW_LABEL = 'Send now';
/** Discards the captures held for another account. */
export const DISCARD_HELD_LABEL = 'Discard them';

// Topics and tasks.
/** When the model gives back an empty analysis. */
export const EMPTY_ANALYSIS_MESSAGE = 'Analysis could not be generated at this time.';
/** A progress note that only records savings. */
export const IMPACT_ONLY_NOTE = 'Progress update with financial impact';

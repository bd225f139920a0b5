/** @module The remaining business constants and limits of spec section 9. */
import { ACTIVE_TOPICS_LABEL, MIND_DUMP_TITLE } from './texts.js';

export const PRODUCT_NAME = 'Mynd';
export const TAGLINE = 'Maximize Your Network Dynamics';

/** Upcoming Due Tasks: the query takes 10, the card keeps the top 3 after sorting. */
export const DUE_LIST_QUERY_LIMIT = 10;
export const DUE_LIST_SHOWN = 3;
/** Up to 3 assignee badges, then "+N". */
export const ASSIGNEE_BADGES_SHOWN = 3;
/** The Completed Tasks panel shows 3 until "Show All (n)". */
export const COMPLETED_SHOWN = 3;

/** Money inputs step by a cent. */
export const MONEY_STEP = 0.01;

// Auth.
export const CODE_LENGTH = 6;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const CODE_REQUEST_BLOCK_SECONDS = 30;
export const MIN_PASSWORD_LENGTH = 6;
export const AUTH_REDIRECT_MS = 2000;
export const TAGLINE_ROTATION_MS = 3000;
export const TAGLINE_PHRASE_COUNT = 25;
export const SESSION_CHECK_INTERVAL_SECONDS = 30;

export const PRINT_DELAY_MS = 250;

// Loading placeholders.
export const TOPIC_PLACEHOLDERS = 4;
export const DUE_TASK_PLACEHOLDERS = 3;
export const STAT_PLACEHOLDERS = 6;

// Guide, tour and legal index.
export const TOUR_STEPS = 5;
export const TOUR_STEP_TITLES = [
  'Welcome',
  MIND_DUMP_TITLE,
  ACTIVE_TOPICS_LABEL,
  'Tasks & Progress',
  'Analytics & Insights',
] as const;
export const GUIDE_STEP_COUNT = 6;
export const GUIDE_CATEGORIES = ['All Steps', 'Getting Started', 'Key Features', 'Advanced'] as const;
export const LEGAL_TERMS_SECTIONS = 19;
export const LEGAL_PRIVACY_SECTIONS = 15;

// Keyword analysis prompt.
export const KEYWORD_ANALYSIS_PARAGRAPHS = 3;
export const AI_TEMPERATURE = 0.7;

// Notifications (toasts).
export const TOAST_POSITION = 'bottom-right';
export const TOAST_HOTKEY = 'Alt+T';
export const TOAST_CLOSE_LABEL = 'Close toast';
export const TOAST_CONTAINER_LABEL = 'Notifications';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** localStorage key of the theme preference. */
export const THEME_STORAGE_KEY = 'theme';

/** Assignee badges to draw and the "+N" overflow label ('' when nothing overflows). */
export function assigneeBadges<T>(assignees: readonly T[]): { shown: T[]; overflowLabel: string } {
  const hidden = assignees.length - ASSIGNEE_BADGES_SHOWN;
  return { shown: assignees.slice(0, ASSIGNEE_BADGES_SHOWN), overflowLabel: hidden > 0 ? `+${hidden}` : '' };
}

/** A 0..1 score (AI confidence, duplicate similarity) as a rounded percentage, e.g. 0.876 → "88%". */
export function formatPercent(fraction: number): string {
  const value = Number.isFinite(fraction) ? fraction : 0;
  return `${Math.round(value * 100)}%`;
}

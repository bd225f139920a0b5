/**
 * @module features/auth/tagline — the 25 phrases that expand M-Y-N-D, rotated every 3 s on the auth screen.
 * The first is the product's tagline.
 */
import { TAGLINE, TAGLINE_PHRASE_COUNT, TAGLINE_ROTATION_MS } from '@mynd/shared/domain';
import { useEffect, useState } from 'react';

export const TAGLINE_PHRASES = [
  TAGLINE,
  'Map Your Next Decision',
  'Master Your Next Deadline',
  'Manage Your Never-ending Duties',
  'Make Your Notes Doable',
  'Move Your Numbers Daily',
  'Maximize Your Natural Drive',
  'Mobilize Your Next Deliverable',
  'Measure Your Net Delivery',
  'Minimize Your Nagging Doubts',
  'Manifest Your Next Dream',
  "Model Your Network's Direction",
  'Multiply Your Nimble Decisions',
  'Mind Your Next Details',
  'Make Your Networks Deliver',
  'Mine Your Notes for Direction',
  'Match Your Needs to Delegates',
  'Monitor Your North-star Daily',
  'Maintain Your Narrative Discipline',
  'Marshal Your Nonstop Drafts',
  'Maximize Your Negotiated Deals',
  'Map Your Network of Doers',
  'Manage Your Next Delegation',
  'Maximize Your New Day',
  'Mold Your Noise into Direction',
] as const;

if (TAGLINE_PHRASES.length !== TAGLINE_PHRASE_COUNT) {
  throw new Error(`Expected ${TAGLINE_PHRASE_COUNT} tagline phrases`);
}

export function nextTaglineIndex(index: number, count: number = TAGLINE_PHRASES.length): number {
  return (index + 1) % count;
}

/** The current phrase; advances every `intervalMs` (3 s). */
export function useRotatingTagline(intervalMs: number = TAGLINE_ROTATION_MS): {
  phrase: string;
  index: number;
} {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => nextTaglineIndex(i)), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return { phrase: TAGLINE_PHRASES[index] ?? TAGLINE, index };
}

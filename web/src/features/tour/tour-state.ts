/**
 * @module features/tour/tour-state — whether the first-run tour should open: never when the profile says the
 * intro was seen, nor when this browser's flag says so (a failed profile update must not nag every visit).
 */
export const TOUR_SEEN_STORAGE_KEY = 'mynd.hasSeenIntro';

export function readTourSeenFlag(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    return storage?.getItem(TOUR_SEEN_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeTourSeenFlag(
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(TOUR_SEEN_STORAGE_KEY, 'true');
  } catch {
    // Without storage the profile flag alone decides.
  }
}

export function shouldAutoOpenTour(
  profile: { hasSeenIntro: boolean } | undefined,
  seenLocally: boolean,
): boolean {
  return profile !== undefined && !profile.hasSeenIntro && !seenLocally;
}

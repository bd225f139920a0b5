/**
 * @module features/tour/tour-state — whether the first-run tour should open: the profile's `hasSeenIntro` decides,
 * per account. A local flag, kept per user id, only covers a profile update that failed (it must not nag every
 * visit); it is never shared between accounts, so a second account in the same browser still gets its tour.
 */
const TOUR_SEEN_STORAGE_PREFIX = 'mynd.hasSeenIntro:';

export function readTourSeenFlag(
  userId: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    return storage?.getItem(`${TOUR_SEEN_STORAGE_PREFIX}${userId}`) === 'true';
  } catch {
    return false;
  }
}

export function writeTourSeenFlag(
  userId: string,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(`${TOUR_SEEN_STORAGE_PREFIX}${userId}`, 'true');
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

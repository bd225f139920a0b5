/**
 * @module domain/capture-queue — who a queued capture belongs to, and what the clients say about captures that
 * wait for another account. A capture made under an account is sent only with that account's session; one made
 * while nobody was signed in (or queued by an older client that did not record the account) goes to whoever
 * signs in next, since that is the person at the keyboard who made it.
 */

export interface CaptureAccount {
  userId: string;
  email: string;
}

/** The signed-in account as a client knows it (older stored sessions may lack the user id). */
export interface SignedInAccount {
  userId?: string | undefined;
  email: string;
}

/** Same user: by id when both sides know it (an empty id means "recorded by an older client"), else by email. */
export function sameAccount(owner: CaptureAccount, account: SignedInAccount): boolean {
  if (owner.userId && account.userId) return owner.userId === account.userId;
  return owner.email.toLowerCase() === account.email.toLowerCase();
}

/** May this capture be sent with this account's session? */
export function isCaptureFor(
  owner: CaptureAccount | null | undefined,
  account: SignedInAccount | null | undefined,
): boolean {
  if (!account) return false;
  return !owner || sameAccount(owner, account);
}

export interface HeldGroup {
  email: string;
  userId: string;
  count: number;
}

/** Captures that must wait for another account, grouped by that account (in queue order of first capture). */
export function heldCaptures<T extends { account?: CaptureAccount | null | undefined }>(
  queue: readonly T[],
  account: SignedInAccount | null | undefined,
): HeldGroup[] {
  if (!account) return [];
  const groups = new Map<string, HeldGroup>();
  for (const item of queue) {
    const owner = item.account;
    if (!owner || sameAccount(owner, account)) continue;
    const key = owner.userId || owner.email.toLowerCase();
    const group = groups.get(key) ?? { email: owner.email, userId: owner.userId, count: 0 };
    group.count++;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "2 captures from another account are waiting; sign in as a@example.com to send them, or discard them". */
export function heldCapturesNotice(count: number, email: string): string {
  return count === 1
    ? `1 capture from another account is waiting; sign in as ${email} to send it, or discard it`
    : `${count} captures from another account are waiting; sign in as ${email} to send them, or discard them`;
}

/** "Sent 3 saved captures": the one notice when captures that waited in a queue reach the server later. */
export function sentCapturesNotice(count: number): string {
  return count === 1 ? 'Sent 1 saved capture' : `Sent ${count} saved captures`;
}

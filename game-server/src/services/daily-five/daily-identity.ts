import { guestIdentityKey, userIdentityKey, type PlayerIdentity } from '../play-identity';

/** Whose daily five it is: the account, or a guest's browser (docs/design.md, gap 'daily five'). */
export interface DailyIdentity {
  /** The play identity's key (play-identity.ts), the same one the day's session is stored under. */
  key: string;
  keptFor: 'account' | 'browser';
}

/**
 * The identity a daily five is played once a day by: the signed-in account, else the browser's guest id;
 * null for a guest who sent none, since 'once a day' cannot be kept for nobody. A guest id is only as
 * durable as the browser's storage, which the menu says ('on this browser').
 */
export function dailyIdentityOf(identity: PlayerIdentity): DailyIdentity | null {
  if (identity.userId !== null) return { key: userIdentityKey(identity.userId), keptFor: 'account' };
  if (identity.guestId !== null) return { key: guestIdentityKey(identity.guestId), keptFor: 'browser' };
  return null;
}

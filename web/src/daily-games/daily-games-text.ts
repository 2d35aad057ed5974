import { planOf, type DailyGamesView, type HasRoles } from '@bluffle/shared-schema';
import type { Messages } from '../i18n/messages';

type GamesMessages = Messages['daily']['games'];

// What the signed-in menu says about the free daily limit (; docs/design.md, gap 'free-tier daily limit'):
// how many solo games are left today and, at the limit, why and how to get more, in the catalogue's words.
// Pure, so the words and the countdown are tested without a clock.

export interface DailyGamesText {
  /** The one line the menu always shows. */
  headline: string;
  /** At the limit: when games come back, what does not count, and the way to more; else null. */
  detail: string | null;
  /** Start Game is refused by the server until the reset, so the menu says so instead of offering it. */
  isAtLimit: boolean;
  /** Which plan would give more games, for the upgrade link; null when none would. */
  upgradeTo: 'wordsmith' | null;
}

const MINUTE_MS = 60_000;

/** '5 h 12 min', '12 min', 'less than a minute': the wait until the next UTC midnight. */
export function timeUntil(resetsAt: string, now: number, games: GamesMessages): string {
  const minutes = Math.floor((Date.parse(resetsAt) - now) / MINUTE_MS);
  if (!Number.isFinite(minutes) || minutes < 1) return games.lessThanAMinute;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return games.minutes({ minutes: rest });
  return rest === 0 ? games.hours({ hours }) : games.hoursAndMinutes({ hours, minutes: rest });
}

export function dailyGamesText(
  view: DailyGamesView,
  user: HasRoles,
  now: number,
  games: GamesMessages,
): DailyGamesText {
  if (view.limit === null || view.remaining === null) {
    return { headline: games.unlimited, detail: null, isAtLimit: false, upgradeTo: null };
  }
  const plan = planOf(user);
  const upgradeTo = plan === 'bluffling' || plan === 'lexivestor' ? 'wordsmith' : null;
  if (view.remaining > 0) {
    return {
      headline: games.left({ remaining: view.remaining, limit: view.limit }),
      detail: null,
      isAtLimit: false,
      upgradeTo,
    };
  }
  const reset = games.newGamesIn({
    wait: timeUntil(view.resetsAt, now, games),
    time: view.resetsAt.slice(11, 16),
  });
  const more = plan === 'bluffling' ? games.moreForBluffling : games.moreForLexivestor;
  return {
    headline: games.playedAll({ limit: view.limit }),
    detail: `${reset} ${games.lobbiesDoNotCount} ${more}`,
    isAtLimit: true,
    upgradeTo,
  };
}

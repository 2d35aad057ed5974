import { planOf, type DailyGamesView, type HasRoles } from '@bluffle/shared-schema';

// What the signed-in menu says about the free daily limit (issue 9; DESIGN gap 'free-tier daily limit'):
// how many solo games are left today and, at the limit, why and how to get more. Pure, so the words and
// the countdown are tested without a clock.

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
export function timeUntil(resetsAt: string, now: number): string {
  const minutes = Math.floor((Date.parse(resetsAt) - now) / MINUTE_MS);
  if (!Number.isFinite(minutes) || minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

function gamesWord(count: number): string {
  return count === 1 ? 'game' : 'games';
}

export function dailyGamesText(view: DailyGamesView, user: HasRoles, now: number): DailyGamesText {
  if (view.limit === null || view.remaining === null) {
    return {
      headline: 'Unlimited solo games with your plan',
      detail: null,
      isAtLimit: false,
      upgradeTo: null,
    };
  }
  const plan = planOf(user);
  const upgradeTo = plan === 'bluffling' || plan === 'lexivestor' ? 'wordsmith' : null;
  if (view.remaining > 0) {
    return {
      headline: `${view.remaining} of ${view.limit} solo ${gamesWord(view.limit)} left today`,
      detail: null,
      isAtLimit: false,
      upgradeTo,
    };
  }
  const reset = `New games in ${timeUntil(view.resetsAt, now)} (at ${view.resetsAt.slice(11, 16)} UTC).`;
  const more =
    plan === 'bluffling'
      ? 'Wordsmith gives unlimited games; Lexivestor one more a day.'
      : 'Wordsmith gives unlimited games.';
  return {
    headline: `You have played your ${view.limit} solo ${gamesWord(view.limit)} for today`,
    detail: `${reset} Multiplayer lobbies do not count, so you can still play with friends. ${more}`,
    isAtLimit: true,
    upgradeTo,
  };
}

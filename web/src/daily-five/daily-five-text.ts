import { MAX_SCORE, type DailyFiveState } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';

// What the menus' Daily five card says (issue 10), from the server's state and a clock reading. Pure, so the
// words and the countdown are tested without a clock or a server.

export interface DailyFiveCardText {
  /** Today's state: ready to play, or played and how it went. */
  status: string;
  canPlay: boolean;
  streak: string;
  /** The countdown to the next set, once today's is played; null before. */
  countdown: string | null;
  /** Where the day's play and streak are kept, said honestly to a guest; null for an account. */
  keptOn: string | null;
}

const SECOND_MS = 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM:SS' until `resetsAt` (the next UTC midnight), never below 00:00:00. */
export function countdownText(resetsAt: string, now: number): string {
  const left = Math.max(0, Math.ceil((Date.parse(resetsAt) - now) / SECOND_MS));
  const seconds = Number.isFinite(left) ? left : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds % 60)}`;
}

export function streakText(streak: number): string {
  return `Daily streak: ${streak} ${streak === 1 ? 'day' : 'days'}`;
}

function statusOf(view: DailyFiveState): string {
  if (!view.hasPlayed) return "Today's five words are ready: the same five for everyone.";
  const result = view.result;
  if (result === null || !result.isComplete || result.score === null) {
    return 'Played today: started, not finished.';
  }
  const practice = result.isPractice ? ' (practice: you had met these words before)' : '';
  return `Played today: ${result.score} / ${MAX_SCORE} points${practice}.`;
}

function keptOnOf(view: DailyFiveState): string | null {
  if (view.keptFor === 'account') return null;
  if (view.keptFor === 'browser') {
    return 'Kept on this browser only: sign in to keep your daily streak with your account.';
  }
  return 'This browser keeps no guest id, so the Daily five cannot be kept for it: sign in to play it.';
}

export function dailyFiveCardText(view: DailyFiveState, now: number): DailyFiveCardText {
  return {
    status: statusOf(view),
    canPlay: !view.hasPlayed && view.keptFor !== 'nobody',
    streak: streakText(view.streak),
    countdown: view.hasPlayed ? `Next set in ${countdownText(view.resetsAt, now)}` : null,
    keptOn: keptOnOf(view),
  };
}

/**
 * Why a start did not play, for the card. The server's own words when it answered (played already, no words
 * in this language); an unreachable server is said plainly, because the daily five is never played offline.
 */
export function dailyStartFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return error.message;
  if (error instanceof ApiError) {
    return "Cannot reach the server, so today's Daily five cannot be played now. It is never played offline: try again once you are back online.";
  }
  return "Today's Daily five could not start. Please try again.";
}

import { MAX_SCORE, type DailyFiveState } from '@bluffle/shared-schema';
import { callFailureOf, type CallFailure } from '../api/failure-kind';
import type { Messages } from '../i18n/messages';
import { failureText } from '../i18n/server-error-text';

type FiveMessages = Messages['daily']['five'];

// What the menus' Daily five card says, from the server's state, a clock reading and the catalogue
// in the interface language. Pure, so the words and the countdown are tested without a clock or a server.

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

function statusOf(view: DailyFiveState, five: FiveMessages): string {
  if (!view.hasPlayed) return five.ready;
  const result = view.result;
  if (result === null || !result.isComplete || result.score === null) return five.startedNotFinished;
  return five.played({ score: result.score, max: MAX_SCORE, isPractice: result.isPractice });
}

function keptOnOf(view: DailyFiveState, five: FiveMessages): string | null {
  if (view.keptFor === 'account') return null;
  return view.keptFor === 'browser' ? five.keptOnBrowser : five.keptForNobody;
}

export function dailyFiveCardText(view: DailyFiveState, now: number, five: FiveMessages): DailyFiveCardText {
  return {
    status: statusOf(view, five),
    canPlay: !view.hasPlayed && view.keptFor !== 'nobody',
    streak: five.streak({ days: view.streak }),
    countdown: view.hasPlayed ? five.nextSetIn({ countdown: countdownText(view.resetsAt, now) }) : null,
    keptOn: keptOnOf(view, five),
  };
}

/**
 * Why a start did not play, as the card keeps it: the failure as facts (api/failure-kind.ts), not words, so
 * the card says it in the language on show now.
 */
export type DailyStartNotice = CallFailure;

export const dailyStartNoticeOf = callFailureOf;

/**
 * The notice in words (server-error-text.ts), the Daily five's own only where they are: an unreachable server
 * is said plainly, because the daily five is never played offline, and a fault of ours says the start failed.
 */
export function dailyStartNoticeText(
  notice: DailyStartNotice,
  five: FiveMessages,
  serverErrors: Messages['serverErrors'],
): string {
  return failureText(notice, serverErrors, { fallback: five.couldNotStart, unreachable: five.unreachable });
}

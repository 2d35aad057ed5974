import type { CurrentRoundRecord } from '../domain/session';

/** A round waiting for its first answer, timed from `openedAtMs` by the server's clock (DESIGN decision 3). */
export function openRound(roundNumber: number, openedAtMs: number): CurrentRoundRecord {
  return {
    roundNumber,
    stage: 'phase-one',
    openedAt: new Date(openedAtMs).toISOString(),
    followupOpenedAt: null,
    followupOptions: null,
    playerAnswer: null,
  };
}

/** Milliseconds from an ISO instant to now; never negative, so an answer before a round opens is simply quick. */
export function elapsedSince(isoInstant: string, nowMs: number): number {
  return Math.max(0, nowMs - Date.parse(isoInstant));
}

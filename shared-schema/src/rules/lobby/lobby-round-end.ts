import { MULTIPLAYER_ROUND_SECONDS } from '../../constants';
import { isPastDeadline } from '../timers';

/** What the round-end rule needs to know of a seated player. */
export interface RoundParticipant {
  isConnected: boolean;
  hasAnswered: boolean;
}

export interface LobbyRoundClock {
  roundStartedAtMs: number;
  nowMs: number;
  roundSeconds?: number;
  /** The network grace the server adds to every deadline. */
  allowanceMs?: number;
}

/** Milliseconds after which answers to the round are late. */
export function lobbyRoundDeadlineMs(clock: LobbyRoundClock): number {
  const { roundStartedAtMs, roundSeconds = MULTIPLAYER_ROUND_SECONDS, allowanceMs = 0 } = clock;
  return roundStartedAtMs + roundSeconds * 1000 + allowanceMs;
}

/** Whether an answer now is late: the solo deadline rule (rules/timers) on the round's own length. */
export function isLobbyRoundLate(clock: LobbyRoundClock): boolean {
  const { roundStartedAtMs, nowMs, roundSeconds = MULTIPLAYER_ROUND_SECONDS, allowanceMs = 0 } = clock;
  return isPastDeadline(nowMs - roundStartedAtMs, roundSeconds, allowanceMs);
}

/** Milliseconds left on the countdown (the round's own time; the grace is not shown): never below 0. */
export function lobbyRoundMsLeft(clock: LobbyRoundClock): number {
  const shownDeadline = lobbyRoundDeadlineMs({ ...clock, allowanceMs: 0 });
  return Math.max(0, shownDeadline - clock.nowMs);
}

/** Whole seconds left to show on the countdown (docs/product.md §2 in-game view): never below 0, no grace shown. */
export function lobbyRoundSecondsLeft(clock: LobbyRoundClock): number {
  return Math.ceil(lobbyRoundMsLeft(clock) / 1000);
}

/**
 * A round ends when everyone connected has answered or time is up (docs/product.md §4 Multiplayer). A dropped player
 * in the reconnection window is not waited for. With nobody connected the round runs to its time, so a
 * lobby whose players all dropped at once does not race through its rounds before they come back.
 */
export function isLobbyRoundOver(players: readonly RoundParticipant[], clock: LobbyRoundClock): boolean {
  if (isLobbyRoundLate(clock)) {
    return true;
  }
  const connected = players.filter((player) => player.isConnected);
  return connected.length > 0 && connected.every((player) => player.hasAnswered);
}

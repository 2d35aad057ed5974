import type { Word } from '../../word';
import type { LobbyGame, LobbySeat } from './lobby-game-state';
import { lobbyRoundDeadlineMs } from './lobby-round-end';

// A lobby brought back after its process died (a crash, a kill -9): the game as it was last saved, made to
// go on from the moment it is resumed. Pure, so the server's resume and its tests read it the same way.

/** When the lobby was last known to live, and when it comes back, on the server's clock. */
export interface LobbyResumeTimes {
  /**
   * The latest moment the dead process is known to have been alive: its last save of this lobby or its last
   * heartbeat, whichever is later.
   */
  lastAliveAtMs: number;
  /** Now: the lobby resumes. */
  resumeAtMs: number;
  /**
   * How long the process may have lived past lastAliveAtMs unseen: the heartbeat's interval (it would have
   * beaten again had it lived longer). Counted as time the players saw pass.
   */
  unseenAliveMs: number;
}

/**
 * How long the lobby was stopped for certain: from the latest moment its process may still have been running
 * to now. Never negative. The clocks of a round are moved on by this much, no more: the seconds between the
 * last sign of life and the crash were counted down on the players' screens, so giving them back would
 * extend a round past what players saw; a round resumed this way can only be shorter, by at most
 * `unseenAliveMs`, than the one they were watching.
 */
export function lobbyDowntimeMs({ lastAliveAtMs, resumeAtMs, unseenAliveMs }: LobbyResumeTimes): number {
  return Math.max(0, resumeAtMs - lastAliveAtMs - unseenAliveMs);
}

/**
 * A seat as it comes back: a WebSocket's connection died with its process, so the seat is dropped, away, with
 * the reconnection window starting now (the player's page joins again by code and gets it back); a REST
 * player keeps polling the same code, so it stays seated, its last call moved to now so the silence rule
 * does not fire at once; a seat already dropped or away keeps what was left of its window.
 */
function resumedSeat(seat: LobbySeat, downtimeMs: number, resumeAtMs: number): LobbySeat {
  const shiftedDrop = seat.droppedAtMs === null ? null : seat.droppedAtMs + downtimeMs;
  switch (seat.connection.kind) {
    case 'ws':
      return { ...seat, connection: { kind: 'away' }, droppedAtMs: resumeAtMs, isResuming: true };
    case 'rest':
      return { ...seat, connection: { kind: 'rest', lastCallAtMs: resumeAtMs }, droppedAtMs: shiftedDrop };
    case 'away':
      return { ...seat, droppedAtMs: shiftedDrop };
  }
}

/**
 * The saved game made to go on now: same seats, scores, round and answers; every clock of the lobby moved on
 * by the downtime (lobbyDowntimeMs), so a round has the time left it had when its process died; watchers
 * gone (they were sockets or polls of the dead process, and watch again by code); a draw of words that the
 * crash cut off given up, so the host can start again.
 */
export function resumedLobbyGame<W extends Word>(game: LobbyGame<W>, times: LobbyResumeTimes): LobbyGame<W> {
  const downtimeMs = lobbyDowntimeMs(times);
  const shift = (atMs: number) => atMs + downtimeMs;
  return {
    ...game,
    roundStartedAtMs: game.round === 0 ? game.roundStartedAtMs : shift(game.roundStartedAtMs),
    resultsEndAtMs: game.resultsEndAtMs === null ? null : shift(game.resultsEndAtMs),
    openedAtMs: shift(game.openedAtMs),
    lastActivityAtMs: shift(game.lastActivityAtMs),
    isDrawingWords: false,
    seats: game.seats.map((seat) => resumedSeat(seat, downtimeMs, times.resumeAtMs)),
    watchers: [],
  };
}

/**
 * When a resumed lobby must next be ticked: its round's deadline (the allowance included) or its results'
 * end; null when nothing in it runs on a deadline.
 */
export function resumedLobbyWakeAtMs(game: LobbyGame<Word>, allowanceMs: number): number | null {
  if (game.status === 'playing') {
    const { roundStartedAtMs, roundSeconds } = game;
    // Just past the deadline, when an answer is late (lobby-round-end.ts).
    return lobbyRoundDeadlineMs({ roundStartedAtMs, roundSeconds, allowanceMs, nowMs: roundStartedAtMs }) + 1;
  }
  if (game.status === 'round-results') return game.resultsEndAtMs;
  return null;
}

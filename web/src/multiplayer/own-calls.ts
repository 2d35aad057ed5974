import type { MultiplayerGameView } from '@bluffle/shared-schema';

// A watcher's own REAL/FAKE calls. The room keeps nothing per watcher in its synced state, so the
// watcher's client remembers what it called and, when the round's truth arrives at round results, whether
// that call was right: the tally at the end ('You called 4 of 5 right') is built from these.

export interface OwnCall {
  round: number;
  calledReal: boolean;
  /** Null until the round's results say whether the word was real. */
  isRight: boolean | null;
}

export interface OwnCallTally {
  right: number;
  /** Calls whose round has been judged. */
  judged: number;
}

export function ownCallFor(calls: readonly OwnCall[], round: number): OwnCall | null {
  return calls.find((call) => call.round === round) ?? null;
}

/** The watcher called this round (once a round: a second call for it changes nothing). */
export function withOwnCall(calls: readonly OwnCall[], round: number, calledReal: boolean): OwnCall[] {
  if (ownCallFor(calls, round) !== null) return [...calls];
  return [...calls, { round, calledReal, isRight: null }];
}

/** Takes back a call the room refused (not open, already called elsewhere): the buttons open again. */
export function withoutOwnCall(calls: readonly OwnCall[], round: number): OwnCall[] {
  return calls.filter((call) => call.round !== round || call.isRight !== null);
}

/**
 * The calls after the room's latest views: the round's call judged once its truth is shown, and all of them
 * forgotten when the lobby gathers again (a rematch is a new game) or a new game's first round opens.
 */
export function judgedOwnCalls(
  calls: readonly OwnCall[],
  game: Pick<MultiplayerGameView, 'gameStatus' | 'currentRound' | 'reveal'> | null,
): OwnCall[] {
  if (game === null) return [...calls];
  if (game.gameStatus === 'waiting') return [];
  const reveal = game.reveal;
  if (reveal === null) return calls.filter((call) => call.round <= game.currentRound);
  return calls.map((call) =>
    call.round === game.currentRound && call.isRight === null
      ? { ...call, isRight: call.calledReal === reveal.isReal }
      : call,
  );
}

export function ownCallTally(calls: readonly OwnCall[]): OwnCallTally {
  const judged = calls.filter((call) => call.isRight !== null);
  return { right: judged.filter((call) => call.isRight === true).length, judged: judged.length };
}

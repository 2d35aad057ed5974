import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import type { Word } from '../../word';
import { countCall, refuseCall } from './lobby-audience';
import type {
  LobbyContext,
  LobbyEffect,
  LobbyGame,
  LobbyStep,
  LobbyWatcher,
  WatcherConnection,
  WatchingEndReason,
} from './lobby-game-state';
import type { LobbyRefusal } from './lobby-refusal';
import { roundClock } from './lobby-rounds';
import { acceptedStep, refuseHost, refusedStep } from './lobby-step';

// Watchers: anyone with the code watches a lobby without a seat, and calls REAL or FAKE on each
// round. Pure steps of reduceLobby (lobby-reducer.ts). A watcher never counts as a seat: not for the four
// seats, the round's end, a lobby's emptiness or its idleness.

export const LOBBY_PRIVATE: LobbyRefusal = {
  code: ERROR_CODES.lobbyPrivate,
  message: ERROR_MESSAGES.lobbyPrivate,
};

const NOT_WATCHING: LobbyRefusal = { code: ERROR_CODES.notWatching, message: ERROR_MESSAGES.notWatching };

function watcherOf(game: LobbyGame<Word>, watcherId: string): LobbyWatcher | undefined {
  return game.watchers.find((watcher) => watcher.watcherId === watcherId);
}

function withWatcher<W extends Word>(
  game: LobbyGame<W>,
  watcherId: string,
  change: (watcher: LobbyWatcher) => LobbyWatcher,
): LobbyGame<W> {
  return {
    ...game,
    watchers: game.watchers.map((watcher) => (watcher.watcherId === watcherId ? change(watcher) : watcher)),
  };
}

/** A watcher who polls called now: they are still here. */
function heardFrom(watcher: LobbyWatcher, nowMs: number): LobbyWatcher {
  return watcher.connection.kind === 'rest'
    ? { ...watcher, connection: { kind: 'rest', lastCallAtMs: nowMs } }
    : watcher;
}

/** Someone starts watching: refused once the host made the lobby private; watching twice changes nothing. */
export function watch<W extends Word>(
  game: LobbyGame<W>,
  watcherId: string,
  connection: WatcherConnection,
): LobbyStep<W> {
  if (game.isClosed) {
    return refusedStep(game, { code: ERROR_CODES.lobbyNotFound, message: ERROR_MESSAGES.lobbyNotFound });
  }
  if (game.isPrivate) return refusedStep(game, LOBBY_PRIVATE);
  if (watcherOf(game, watcherId) !== undefined) return acceptedStep(game);
  const watcher: LobbyWatcher = { watcherId, connection, calledRound: 0 };
  return acceptedStep({ ...game, watchers: [...game.watchers, watcher] });
}

/**
 * A polling watcher reads the game: they are here. One the lobby no longer knows (silent too long, or sent
 * away) is told why, so a poller learns that watching ended.
 */
export function watcherRead<W extends Word>(
  game: LobbyGame<W>,
  watcherId: string,
  { nowMs }: LobbyContext,
): LobbyStep<W> {
  const watcher = watcherOf(game, watcherId);
  if (watcher === undefined || watcher.connection.kind !== 'rest') {
    return refusedStep(game, game.isPrivate ? LOBBY_PRIVATE : NOT_WATCHING);
  }
  return acceptedStep(withWatcher(game, watcherId, (known) => heardFrom(known, nowMs)));
}

/**
 * A watcher calls REAL or FAKE on the round in play (lobby-audience.ts for its guards). Only counters move:
 * the call is never a seat's answer, so no score and no round end depends on it.
 */
export function call<W extends Word>(
  game: LobbyGame<W>,
  watcherId: string,
  via: WatcherConnection['kind'],
  round: number,
  calledReal: boolean,
  context: LobbyContext,
): LobbyStep<W> {
  const watcher = watcherOf(game, watcherId);
  if (watcher === undefined || watcher.connection.kind !== via) return refusedStep(game, NOT_WATCHING);
  const heard = heardFrom(watcher, context.nowMs);
  const refusal = refuseCall(
    {
      status: game.status,
      round: game.round,
      calledRound: watcher.calledRound,
      ...roundClock(game, context),
    },
    round,
  );
  const word = game.words[game.round - 1];
  if (refusal !== null || word === undefined) {
    const seen = heard === watcher ? game : withWatcher(game, watcherId, () => heard);
    return refusedStep(seen, refusal ?? NOT_WATCHING);
  }
  return acceptedStep({
    ...withWatcher(game, watcherId, () => ({ ...heard, calledRound: round })),
    roundAudience: countCall(game.roundAudience, calledReal, word.isReal),
  });
}

/**
 * The watchers go, their sockets told why: the host made the lobby private, or it closed. A poller learns
 * it at its next read.
 */
export function sendWatchersAway<W extends Word>(
  game: LobbyGame<W>,
  reason: WatchingEndReason,
  effects: LobbyEffect<W>[],
): LobbyGame<W> {
  if (game.watchers.length === 0) return game;
  const sessionIds = game.watchers.flatMap(({ connection }) =>
    connection.kind === 'ws' ? [connection.sessionId] : [],
  );
  if (sessionIds.length > 0) effects.push({ type: 'end-watching', sessionIds, reason });
  return { ...game, watchers: [] };
}

/** The host turns watching off (the watchers are sent away) or on again, at any time. */
export function setPrivate<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  isPrivate: boolean,
): LobbyStep<W> {
  const refusal = refuseHost(game, userId, 'private');
  if (refusal !== null) return refusedStep(game, refusal);
  if (game.isPrivate === isPrivate) return acceptedStep(game);
  const effects: LobbyEffect<W>[] = [];
  const changed = { ...game, isPrivate };
  return acceptedStep(isPrivate ? sendWatchersAway(changed, 'private', effects) : changed, effects);
}

/** A watcher's socket dropped or closed: they go at once (a watcher has no reconnection window). */
export function watcherSocketGone<W extends Word>(game: LobbyGame<W>, sessionId: string): LobbyGame<W> {
  const watchers = game.watchers.filter(
    ({ connection }) => connection.kind !== 'ws' || connection.sessionId !== sessionId,
  );
  return watchers.length === game.watchers.length ? game : { ...game, watchers };
}

/** The clock's part in watching: a polling watcher silent past the REST silence window goes. */
export function tickWatchers<W extends Word>(
  game: LobbyGame<W>,
  { nowMs, rules }: LobbyContext,
): LobbyGame<W> {
  const isSilent = ({ connection }: LobbyWatcher) =>
    connection.kind === 'rest' && nowMs - connection.lastCallAtMs > rules.restSilenceMs;
  if (!game.watchers.some(isSilent)) return game;
  return { ...game, watchers: game.watchers.filter((watcher) => !isSilent(watcher)) };
}

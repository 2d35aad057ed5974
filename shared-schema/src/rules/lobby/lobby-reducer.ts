import type { Word } from '../../word';
import type { LobbyContext, LobbyEffect, LobbyEvent, LobbyGame, LobbyStep } from './lobby-game-state';
import { answer, rematch, start, tickRounds, wordsDrawn } from './lobby-rounds';
import {
  kick,
  leave,
  polled,
  read,
  reconnectFailed,
  seat,
  setReady,
  socketBack,
  socketDropped,
  socketGone,
  tickSeats,
} from './lobby-seating';
import { setRoundTime } from './lobby-round-time';
import { acceptedStep, refuseHost, refusedStep } from './lobby-step';
import { closeIfIdle, leaveForAnotherLobby, withActivity } from './lobby-idle';
import {
  call,
  sendWatchersAway,
  setPrivate,
  tickWatchers,
  watch,
  watcherRead,
  watcherSocketGone,
} from './lobby-watchers';

/**
 * One event in a lobby's life (: the lobby is written as the solo round is). Pure: the lobby as it
 * stands, the event and the time in, the lobby after, the answer and the effects out. The room owns the
 * transport, the connections and the timers, and applies the effects; REST and WebSocket players differ only
 * in how they are known to be present (SeatConnection).
 *
 * The guards, each the first thing its step checks:
 * - seat: the account's own seat always comes back (a reload, a second tab, a return within the window);
 *   otherwise not a removed player, not once the game has started, not a fifth player.
 * - ready: seated players, while the lobby gathers. set-language, set-round-time, kick, rematch: the host
 *   only (host-actions.ts); language and round time while gathering (the round time not while the words are
 *   drawn either: lobby-round-time.ts), rematch once finished, a kick never of oneself.
 * - start: the host, while gathering, with two players or more, all ready (start-game.ts); again after the
 *   words are drawn, on who is still here.
 * - answer: a seated player, for the round in play, once, within its time and allowance
 *   (lobby-answer-guards.ts).
 * - leave: seated players; during a game the seat waits out the reconnection window instead of going.
 * - read: anyone signed in but a removed player.
 * - opened-another: the account's seat goes unless a game is under way (lobby-idle.ts).
 * - watch: anyone, guest or signed in, unless the lobby is private; never a seat (lobby-watchers.ts).
 * - call: a watcher only (a seated player is not-watching; a poller calls only for its own token), once a
 *   round, only while that round is open (before its time and its results: lobby-audience.ts). A call is a
 *   counter: it never moves a score or ends a round, and the split shows only at the round's results.
 * - watcher-read: a polling watcher the lobby still knows; one silent past restSilenceMs has gone.
 * - set-private: the host only, at any time; it sends the watchers away, and so does the lobby closing.
 * A player's accepted move is the lobby's last activity; one idle too long outside a game closes at a tick.
 * Emptiness and idleness count seats only: watchers never keep a lobby open.
 */
export function reduceLobby<W extends Word>(
  game: LobbyGame<W>,
  event: LobbyEvent<W>,
  context: LobbyContext,
): LobbyStep<W> {
  return watchersGoIfClosed(game, withActivity(game, event, stepOf(game, event, context), context));
}

/** A lobby that closes sends its watchers away first, so they hear why before the room goes. */
function watchersGoIfClosed<W extends Word>(before: LobbyGame<W>, step: LobbyStep<W>): LobbyStep<W> {
  if (before.isClosed || !step.game.isClosed || step.game.watchers.length === 0) return step;
  const farewell: LobbyEffect<W>[] = [];
  const game = sendWatchersAway(step.game, 'closed', farewell);
  const closing = step.effects.findIndex((effect) => effect.type === 'close-lobby');
  const at = closing === -1 ? step.effects.length : closing;
  return { ...step, game, effects: [...step.effects.slice(0, at), ...farewell, ...step.effects.slice(at)] };
}

function stepOf<W extends Word>(
  game: LobbyGame<W>,
  event: LobbyEvent<W>,
  context: LobbyContext,
): LobbyStep<W> {
  switch (event.type) {
    case 'seat':
      return seat(game, event.user, event.connection, event.playerId, context);
    case 'polled':
      return polled(game, event.userId, context);
    case 'socket-dropped': {
      // A watcher has no reconnection window: a dropped watcher is gone.
      const watching = watcherSocketGone(game, event.sessionId);
      return watching !== game ? acceptedStep(watching) : socketDropped(game, event.sessionId, context);
    }
    case 'socket-back':
      return socketBack(game, event.sessionId);
    case 'socket-gone': {
      const watching = watcherSocketGone(game, event.sessionId);
      return watching !== game ? acceptedStep(watching) : socketGone(game, event.sessionId, context);
    }
    case 'reconnect-failed': {
      const watching = watcherSocketGone(game, event.sessionId);
      return watching !== game ? acceptedStep(watching) : reconnectFailed(game, event.sessionId, context);
    }
    case 'read':
      return read(game, event.userId);
    case 'ready':
      return setReady(game, event.userId, event.isReady);
    case 'set-language': {
      const refusal = refuseHost(game, event.userId, 'language');
      return refusal === null
        ? acceptedStep({ ...game, language: event.language })
        : refusedStep(game, refusal);
    }
    case 'set-round-time':
      return setRoundTime(game, event.userId, event.roundSeconds);
    case 'kick':
      return kick(game, event.userId, event.playerId, context);
    case 'leave':
      return leave(game, event.userId, context);
    case 'start':
      return start(game, event.userId);
    case 'words-drawn':
      return wordsDrawn(game, event.words, context);
    case 'answer':
      return answer(game, event.userId, event.roundNumber, event.answer, context);
    case 'rematch':
      return rematch(game, event.userId);
    case 'opened-another':
      return leaveForAnotherLobby(game, event.userId, context);
    case 'watch':
      return watch(game, event.watcherId, event.connection);
    case 'watcher-read':
      return watcherRead(game, event.watcherId, context);
    case 'call':
      return call(game, event.watcherId, event.via, event.round, event.calledReal, context);
    case 'set-private':
      return setPrivate(game, event.userId, event.isPrivate);
    case 'tick': {
      const effects: LobbyEffect<W>[] = [];
      const seated = tickSeats(tickWatchers(game, context), context, effects);
      return acceptedStep(closeIfIdle(tickRounds(seated, context, effects), context, effects), effects);
    }
  }
}

import type { DuplicateSessionBody, UpsertUserBody } from '@bluffle/shared-schema';
import { completeSession } from './complete-session';
import { createSession } from './create-session';
import { createCustomSession, type SessionAuthor } from './custom-sessions/create-custom-session';
import { listMySessions } from './custom-sessions/my-sessions';
import type { DailyGamesDeps } from './daily-games/daily-game-limit';
import { readDailyGames } from './daily-games/daily-games-view';
import { readDailyArchive } from './daily-five/read-daily-archive';
import { readDailyFive } from './daily-five/read-daily-five';
import { startDailyFive } from './daily-five/start-daily-five';
import { duplicateSession } from './duplicate-session';
import { createLastRoundWatch } from './last-round-watch';
import { claimGuestGames, countGuestGames } from './guest-progress/claim-guest-games';
import type { PlayerIdentity } from './play-identity';
import { listPlayedGames } from './played-games/list-played-games';
import { openNextRound } from './open-next-round';
import { createStatsRecorder } from './player-stats';
import { readCurrentRound } from './read-current-round';
import { readSession } from './read-session';
import { readSessionBoard, type BoardReader } from './session-board/read-session-board';
import type { ServiceDeps } from './service-deps';
import { randomWords, wordsForSession } from './session-words';
import { submitAnswer } from './submit-answer';
import { readUser, readUserStats, upsertOwnUser } from './user-services';
import type { WordCallCounter } from './word-calls/word-call-buffer';

/**
 * The services a route may call, bound to the process's store, clock and random source, to
 * DAILY_FREE_GAMES: solo games and challenges count against the daily limit (services/daily-games), and to
 * where the words' calls are counted (word-calls/word-call-buffer.ts).
 */
export function createGameServices(
  deps: ServiceDeps & Pick<DailyGamesDeps, 'dailyFreeGames'> & { wordCalls: WordCallCounter },
) {
  const recordStats = createStatsRecorder(deps);
  // The last rounds in play, timed out by the server when nothing comes (docs/design.md decision 15).
  const lastRounds = createLastRoundWatch(deps, recordStats);
  const playDeps = { ...deps, recordStats, lastRounds };
  return {
    createSession: (body: Parameters<typeof createSession>[1], identity: PlayerIdentity) =>
      createSession(deps, body, identity),
    readSession: (code: string, token: string | undefined, identity: PlayerIdentity) =>
      readSession(deps, code, token, identity),
    /** The challenge board of the set a code names. */
    readSessionBoard: (code: string, query: Parameters<typeof readSessionBoard>[2], reader: BoardReader) =>
      readSessionBoard(deps, code, query, reader),
    duplicateSession: (code: string, choice: DuplicateSessionBody, identity: PlayerIdentity) =>
      duplicateSession(deps, code, choice, identity),
    submitAnswer: (code: string, token: string | undefined, body: Parameters<typeof submitAnswer>[3]) =>
      submitAnswer(playDeps, code, token, body),
    openNextRound: (code: string, token: string | undefined, body: Parameters<typeof openNextRound>[3]) =>
      openNextRound(playDeps, code, token, body),
    /** Where a running game stands, for its own player coming back to it (a reload, a new tab). */
    readCurrentRound: (code: string, token: string | undefined) => readCurrentRound(deps, code, token),
    completeSession: (code: string, token: string | undefined) =>
      completeSession(deps, code, token, recordStats),
    wordsForSession: (
      code: string,
      token: string | undefined,
      query: Parameters<typeof wordsForSession>[3],
    ) => wordsForSession(playDeps, code, token, query),
    /** A wordsmith's five-word session (docs/product.md §5 Session creation) and their My Bluffles list (docs/product.md §2). */
    createCustomSession: (body: Parameters<typeof createCustomSession>[1], author: SessionAuthor) =>
      createCustomSession(deps, body, author),
    listMySessions: (authorId: string) => listMySessions(deps, authorId),
    randomWords: (query: Parameters<typeof randomWords>[1]) => randomWords(deps, query),
    upsertOwnUser: (signedIn: Express.User, body: UpsertUserBody) => upsertOwnUser(deps, signedIn, body),
    readUser: (userId: string) => readUser(deps, userId),
    readUserStats: (userId: string) => readUserStats(deps, userId),
    /** The free daily limit: games played today and what is left. */
    readDailyGames: (userId: string) => readDailyGames(deps, userId),
    /** The daily five: today's state for this identity, and starting today's set. */
    readDailyFive: (query: Parameters<typeof readDailyFive>[1], identity: PlayerIdentity) =>
      readDailyFive(deps, query, identity),
    startDailyFive: (body: Parameters<typeof startDailyFive>[1], identity: PlayerIdentity) =>
      startDailyFive(deps, body, identity),
    /** Its archive: the past days' sets, played again as practice through startDailyFive. */
    readDailyArchive: (query: Parameters<typeof readDailyArchive>[1], identity: PlayerIdentity) =>
      readDailyArchive(deps, query, identity),
    /** Guest progress kept: this browser's guest games, counted and taken up by the account. */
    countGuestGames: (guestId: string) => countGuestGames(deps, guestId),
    claimGuestGames: (userId: string, guestId: string) => claimGuestGames(deps, recordStats, userId, guestId),
    /** Progress that shows: the signed-in user's own last games, for the stats view's chart. */
    listPlayedGames: (userId: string, query: Parameters<typeof listPlayedGames>[2]) =>
      listPlayedGames(deps, userId, query),
    /** Completes the games whose last round ran out unanswered; run on a timer (create-game-server.ts). */
    settleOverdueLastRounds: () => lastRounds.settleDue(),
    /** Folds a finished game into its player's server stats (a multiplayer lobby's games too). */
    recordGame: recordStats,
    /** Settles once every game recorded so far is written: a graceful shutdown waits for it. */
    statsSaved: () => recordStats.whenSaved(),
  };
}

export type GameServices = ReturnType<typeof createGameServices>;

import {
  phaseOneSeconds,
  type DuplicateSessionBody,
  type DuplicateSessionResponse,
} from '@bluffle/shared-schema';
import { challengeSourceOf } from './challenge-source';
import { claimDailyGame } from './daily-games/claim-daily-game';
import type { DailyGamesDeps } from './daily-games/daily-game-limit';
import { storeNewSession } from './new-session-record';
import { openedWordsOf } from './opened-words';
import { isPracticePlay, wordSetKeyOf, type PlayerIdentity } from './play-identity';
import { openRound } from './rounds';
import type { ServiceDeps } from './service-deps';

/**
 * POST /api/sessions/{code}/duplicate (docs/product.md §4 Challenge): a new session on the same words in the same
 * order, with challenge timers (or none, when the challenger chose relaxed). Only finished games can be duplicated, and a wordsmith's custom session,
 * which is always ready (challenge-source.ts). Anyone holding the link may accept, so no token is asked
 * for. Round 1 opens now, because the challenger plays its word, which this call returns, straight away
 * (the later rounds' words go out as those rounds open: open-next-round.ts). A copy
 * of words its identity has played before is practice (docs/design.md decision 11). It counts against the
 * player's daily limit like a game they started.
 */
export async function duplicateSession(
  deps: ServiceDeps & DailyGamesDeps,
  code: string,
  choice: DuplicateSessionBody,
  identity: PlayerIdentity,
): Promise<DuplicateSessionResponse> {
  const original = await challengeSourceOf(deps.store, code);
  // A challenge counts like any solo game; a link to nothing (404) or to a game in play (409) counts nothing.
  await claimDailyGame(deps, identity);
  const created = await storeNewSession(deps, {
    playerName: choice.playerName,
    identity,
    language: original.language,
    totalRounds: original.totalRounds,
    phaseOneSeconds: phaseOneSeconds('challenge'),
    // The challenger's own choice, not the original's: the landing shows how the original was
    // played, and a player who needs no clock is not handed one by someone else's game, nor the reverse.
    isRelaxed: choice.isRelaxed ?? false,
    wordIds: [...original.wordIds],
    currentRound: openRound(1, deps.clock.now()),
    duplicatedFrom: original.code,
  });
  let session = created.session;
  const wordSetKey = session.wordSetKey ?? wordSetKeyOf(session.wordIds);
  if (await isPracticePlay(deps.store.firstPlays, session, wordSetKey, deps.clock.now())) {
    // Nobody else holds this session's token yet, so this update cannot race an answer.
    session = await deps.store.sessions.update({ ...session, isPractice: true });
  }
  const opened = await openedWordsOf(deps, session);
  deps.logger.info(
    {
      sessionCode: session.code,
      duplicatedFrom: original.code,
      isPractice: session.isPractice,
      isRelaxed: session.isRelaxed,
    },
    'challenge accepted',
  );
  return {
    newSessionCode: session.code,
    playerToken: created.playerToken,
    ...opened,
    isPractice: session.isPractice,
    isRelaxed: session.isRelaxed,
  };
}

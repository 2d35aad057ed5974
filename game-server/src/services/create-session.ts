import {
  ROUNDS_PER_GAME,
  phaseOneSeconds,
  type CreateSessionBody,
  type CreateSessionResponse,
} from '@bluffle/shared-schema';
import { claimDailyGame } from './daily-games/claim-daily-game';
import type { DailyGamesDeps } from './daily-games/daily-game-limit';
import { storeNewSession } from './new-session-record';
import type { PlayerIdentity } from './play-identity';
import type { ServiceDeps } from './service-deps';

/** POST /api/sessions/create: a solo session with no words yet; words/session fixes them and opens round 1. */
export async function createSession(
  deps: ServiceDeps & DailyGamesDeps,
  body: CreateSessionBody,
  identity: PlayerIdentity,
): Promise<CreateSessionResponse> {
  // A game over the player's daily limit is refused before anything is stored (a 429 stores nothing).
  await claimDailyGame(deps, identity);
  // The player is the signed-in user (the route has checked any body.userId against it), or a guest.
  const { session, playerToken } = await storeNewSession(deps, {
    identity,
    playerName: body.playerName,
    language: body.language ?? 'english',
    totalRounds: body.totalRounds ?? ROUNDS_PER_GAME,
    phaseOneSeconds: phaseOneSeconds('solo'),
    // Absent (the spec's clients): today's timed game.
    isRelaxed: body.isRelaxed ?? false,
    wordIds: [],
    currentRound: null,
    duplicatedFrom: null,
  });
  deps.logger.info({ sessionCode: session.code, isRelaxed: session.isRelaxed }, 'session created');
  return { sessionCode: session.code, playerToken };
}

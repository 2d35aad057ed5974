import { ERROR_CODES, type SessionSummary } from '@bluffle/shared-schema';
import { ConflictError } from '../errors';
import { countCustomSessionPlay } from './custom-sessions/count-custom-session-play';
import type { StatsRecorder } from './player-stats';
import { findOwnedSession } from './session-access';
import { buildSummary } from './session-views';
import type { ServiceDeps } from './service-deps';

/**
 * POST /api/sessions/{code}/complete: allowed once every round is over. Completing again returns the same
 * summary (200), so a client that lost the first response can safely retry; the client's tally is ignored.
 */
export async function completeSession(
  deps: ServiceDeps,
  code: string,
  playerToken: string | undefined,
  recordStats: StatsRecorder,
): Promise<SessionSummary> {
  const session = await findOwnedSession(deps.store, code, playerToken);
  if (session.status === 'completed') {
    return buildSummary(deps.store, session);
  }
  if (session.answers.length < session.totalRounds) {
    throw new ConflictError(
      `Finish all ${session.totalRounds} rounds before completing: ${session.answers.length} answered so far.`,
      ERROR_CODES.sessionNotFinished,
    );
  }
  const completed = {
    ...session,
    status: 'completed' as const,
    completedAt: new Date(deps.clock.now()).toISOString(),
  };
  try {
    await deps.store.sessions.update(completed);
  } catch (error) {
    if (!(error instanceof ConflictError)) {
      throw error;
    }
    // A concurrent complete won the race; its summary is the same one.
    return buildSummary(deps.store, await findOwnedSession(deps.store, code, playerToken));
  }
  // Only the call whose update won gets here, so a signed-in player's stats rise exactly once per session
  // (DESIGN decision 4), and never for practice: a replay of known words must not pay (decision 11). A
  // failed stats write is logged; the game itself is complete either way.
  if (!completed.isPractice) {
    try {
      await recordStats(completed);
    } catch (error) {
      deps.logger.error({ err: error, sessionCode: code }, 'recording player stats failed');
    }
  }
  // A challenge on a wordsmith's custom session counts as one of its plays; like stats, never for practice,
  // and a failed count is logged without failing the game.
  if (!completed.isPractice && completed.duplicatedFrom !== null) {
    try {
      await countCustomSessionPlay(deps.store, completed);
    } catch (error) {
      deps.logger.error({ err: error, sessionCode: code }, 'counting a custom session play failed');
    }
  }
  deps.logger.info(
    { sessionCode: code, totalScore: completed.score.totalScore, isPractice: completed.isPractice },
    'session completed',
  );
  return buildSummary(deps.store, completed);
}

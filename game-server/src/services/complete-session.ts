import { ERROR_CODES, type SessionSummary } from '@bluffle/shared-schema';
import { ConflictError } from '../errors';
import { asCompleted, countCompletedGame } from './finish-game';
import type { StatsRecorder } from './player-stats';
import { findOwnedSession } from './session-access';
import { buildSummary } from './session-views';
import type { ServiceDeps } from './service-deps';
import { settleOverdueLastRound } from './settle-overdue-round';

/**
 * POST /api/sessions/{code}/complete: allowed once every round is over. The server completes a game itself
 * when its last round is judged (docs/design.md decision 15), so this mostly finds it completed and returns the same
 * summary (200): a client that lost the first response can safely retry; the client's tally is ignored.
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
  // A last round whose time ran out unanswered (a client that sends no timeout): judged now, as the watch
  // would (last-round-watch.ts), which a restart may have forgotten.
  const settled = await settleOverdueLastRound(deps, session, recordStats);
  if (settled !== null) {
    return buildSummary(deps.store, settled);
  }
  if (session.answers.length < session.totalRounds) {
    const current = await findOwnedSession(deps.store, code, playerToken);
    // Completed meanwhile (the watch, or the last answer racing this call): that summary is the one.
    if (current.status === 'completed') return buildSummary(deps.store, current);
    throw new ConflictError(
      `Finish all ${session.totalRounds} rounds before completing: ${session.answers.length} answered so far.`,
      ERROR_CODES.sessionNotFinished,
    );
  }
  // Every round answered but not completed: a game judged before the server completed games itself.
  const completed = asCompleted(session, deps.clock.now());
  try {
    await deps.store.sessions.update(completed);
  } catch (error) {
    if (!(error instanceof ConflictError)) {
      throw error;
    }
    // A concurrent complete won the race; its summary is the same one.
    return buildSummary(deps.store, await findOwnedSession(deps.store, code, playerToken));
  }
  // Only the call whose update won gets here, so the game counts exactly once.
  await countCompletedGame(deps, completed, recordStats);
  return buildSummary(deps.store, completed);
}

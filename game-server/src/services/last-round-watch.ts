import { NETWORK_ALLOWANCE_MS, isLastRoundInPlay, stageDeadlineOf } from '@bluffle/shared-schema';
import type { GameSessionRecord } from '../domain/session';
import type { StatsRecorder } from './player-stats';
import { roundStateOf } from './rounds';
import type { ServiceDeps } from './service-deps';
import { settleOverdueLastRound } from './settle-overdue-round';

/**
 * The games of this process whose last round is waiting or being played, by when its time runs out
 * (docs/design.md decision 15): a player who leaves on the last word sends nothing more, so the server checks the
 * clock itself. Kept in memory: a restart forgets them, and such a game then completes when its player next
 * calls complete (complete-session.ts) or is purged with the abandoned ones.
 */
export interface LastRoundWatch {
  /** Called after every change of a session's rounds: watches its last round, or forgets it. */
  follow(session: GameSessionRecord): void;
  /** Times out and completes every watched last round whose time is over; how many games completed. */
  settleDue(): Promise<number>;
}

export function createLastRoundWatch(deps: ServiceDeps, recordStats: StatsRecorder): LastRoundWatch {
  const deadlines = new Map<string, number>();
  const follow = (session: GameSessionRecord) => {
    const rounds = roundStateOf(session);
    const deadline = isLastRoundInPlay(rounds) ? stageDeadlineOf(rounds, NETWORK_ALLOWANCE_MS) : null;
    if (deadline === null) deadlines.delete(session.code);
    else deadlines.set(session.code, deadline);
  };
  const settleDue = async () => {
    const nowMs = deps.clock.now();
    const due = [...deadlines].filter(([, deadline]) => deadline < nowMs).map(([code]) => code);
    let completed = 0;
    for (const code of due) {
      const session = await deps.store.sessions.findByCode(code);
      if (session === null) {
        deadlines.delete(code);
        continue;
      }
      const settled = await settleOverdueLastRound(deps, session, recordStats);
      if (settled !== null) completed += 1;
      // Settled, or changed since it was watched (answered, opened, completed): follow what is stored now.
      const current = settled ?? (await deps.store.sessions.findByCode(code));
      if (current === null) deadlines.delete(code);
      else follow(current);
    }
    return completed;
  };
  return { follow, settleDue };
}

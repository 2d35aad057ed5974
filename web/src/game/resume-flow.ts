import { callFailureOf } from '../api/failure-kind';
import type { SoloGameState } from '../state/solo-game-store';
import type { GameFlowDeps } from './flow-deps';
import type { RoundFlow } from './round-flow';
import type { RunningGame } from './running-game-memory';
import { createServerJudge } from './server-judge';

/** How long to wait before asking the server again where a kept game stands, and how often to ask. */
const RESUME_RETRY_MS = 2000;
const RESUME_ATTEMPTS = 3;

/**
 * How taking up a kept game ended: playing it again, 'gone' (the server has no such game for this token any
 * more: forget it), or 'not-now' (the server could not be asked, or the player left meanwhile: keep it).
 */
export type ResumeOutcome = 'resumed' | 'gone' | 'not-now';

/** What resuming shares with the game flow that owns it. */
interface GameFlowPart {
  enterLoading(keep?: Partial<SoloGameState>): number;
  resetToMenu(): void;
}

/**
 * A game this browser was playing on the server, taken up again after a reload, in a new tab or once the
 * network is back: the server says where it stands (its round, with the time its clock has left), and the
 * game goes on there. A brief network loss is waited out on the loading screen before giving up.
 */
export function createResumeFlow(deps: GameFlowDeps, rounds: RoundFlow, flow: GameFlowPart) {
  const { sessionStore } = deps;
  const pause = (milliseconds: number) => new Promise<void>((done) => setTimeout(done, milliseconds));

  async function resumeGame(kept: RunningGame): Promise<ResumeOutcome> {
    const { challenge } = kept;
    const token = flow.enterLoading({
      challenge: challenge && {
        ...challenge,
        isLoading: false,
        isUnavailable: false,
        failure: null,
        failureMessage: null,
        rival: { status: 'idle' },
        // A challenge being played is someone else's set: one's own opens its board, never a game.
        isOwn: false,
      },
    });
    const session = { sessionCode: kept.sessionCode, playerToken: kept.playerToken };
    sessionStore.setState({
      ...session,
      playerName: kept.playerName,
      mode: kept.mode,
      isPractice: kept.isPractice,
      isRelaxed: kept.isRelaxed,
      dailyDay: kept.dailyDay,
      isDailyArchive: kept.isDailyArchive,
    });
    for (let attempt = 1; ; attempt += 1) {
      try {
        const current = await deps.api.readCurrentRound(session);
        if (!rounds.isCurrent(token)) return 'not-now';
        sessionStore.setState({ isPractice: current.isPractice, isRelaxed: current.isRelaxed });
        const mode = kept.mode === 'challenge' ? 'challenge' : 'solo';
        rounds.resumeGame(current, createServerJudge(deps.api, session), mode);
        return 'resumed';
      } catch (error) {
        deps.log('Failed to resume the game', error);
        if (!rounds.isCurrent(token)) return 'not-now';
        const isRefused = callFailureOf(error).kind === 'refused';
        if (isRefused || attempt >= RESUME_ATTEMPTS) {
          flow.resetToMenu();
          return isRefused ? 'gone' : 'not-now';
        }
      }
      await pause(RESUME_RETRY_MS);
      if (!rounds.isCurrent(token)) return 'not-now';
    }
  }

  return { resumeGame };
}

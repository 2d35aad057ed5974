import type { FinishedLobbyGame, PlayLanguage, RandomSource } from '@bluffle/shared-schema';
import type { Clock } from '../clock';
import type { StoredWord } from '../domain/word';
import type { Logger } from '../logging/logger';
import type { LobbyMetrics } from '../observability/metrics';
import type { RateLimiter } from '../rate-limit/allowance-limiter';
import type { LobbyDrain } from './lobby-drain';
import type { LobbyResumeHandoff } from './lobby-resume';
import type { LobbySaving } from './lobby-snapshot-saver';
import type { LobbyTimings } from './lobby-timings';
import type { SeatSignInDeps } from './seat-sign-in';

/** What a lobby room needs of its server: the clock, the store's words and stats, the log, the timings. */
export interface LobbyRoomDeps extends SeatSignInDeps {
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  timings: LobbyTimings;
  /** `playerUserIds`: the seated players, whose recent words the draw avoids. */
  drawWords(language: PlayLanguage, count: number, playerUserIds: readonly string[]): Promise<StoredWord[]>;
  recordGame(game: FinishedLobbyGame): Promise<void>;
  recordWordCall(word: StoredWord, playerUserId: string, calledReal: boolean): Promise<void>;
  /** What the room reports to the server's metrics. */
  metrics: LobbyMetrics;
  /** The server's lobbies as a stopping process sees them: each room joins it while it lives. */
  drain: LobbyDrain;
  /** Where the room saves its lobby at every change, for a resume if this process dies. */
  saving: LobbySaving;
  /** A lobby to resume, on offer to the room created for it (lobby-resume.ts). */
  resumes: LobbyResumeHandoff;
}

/** The dependencies bound to the room type, with the socket message allowance every room of a process shares. */
export type BoundLobbyRoomDeps = LobbyRoomDeps & { messageLimiter: RateLimiter };

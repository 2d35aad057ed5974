import type { DailyGamesDeps } from './daily-games/daily-game-limit';
import type { ServiceDeps } from './service-deps';
import type { WordCallCounter } from './word-calls/word-call-buffer';

/**
 * What the game's services are bound to: the process's store, clock and random source, DAILY_FREE_GAMES (solo
 * games and challenges count against the daily limit, services/daily-games), and where the words' calls are
 * counted (word-calls/word-call-buffer.ts).
 */
export type GameServiceDeps = ServiceDeps &
  Pick<DailyGamesDeps, 'dailyFreeGames'> & { wordCalls: WordCallCounter };

import { sessionCodeSchema } from '@bluffle/shared-schema';
import type { KeyValueStorage } from '../storage/key-value-storage';

// The solo game this browser is playing on the server, so a reload, a new tab or a brief network loss is no
// way to lose it: the session's code and the player token that proves it is ours (the server keeps the
// rounds and times them), with what the screens show beside it. Kept in local storage rather than the
// tab's own, so a new tab finds it too; an offline game has nothing on the server to come back to.

export const RUNNING_GAME_KEY = 'bluffle:running-game';
/** Today's daily five the player left mid-game: it cannot be started twice, so the menu offers it back. */
export const LEFT_DAILY_KEY = 'bluffle:left-daily-five';

/** What a challenge's results set the score beside: the original's name and score. */
export interface RememberedChallenge {
  sessionCode: string;
  kind: 'game' | 'custom';
  originalPlayer: string | null;
  score: number | null;
  totalRounds: number;
  isPractice: boolean;
  isRelaxed: boolean;
}

export interface RunningGame {
  sessionCode: string;
  playerToken: string;
  playerName: string;
  mode: 'solo' | 'challenge' | 'daily';
  isPractice: boolean;
  isRelaxed: boolean;
  dailyDay: string | null;
  isDailyArchive: boolean;
  /** The query the game was played under (a challenge link): a reload of another link plays that link. */
  address: string;
  challenge: RememberedChallenge | null;
}

export interface RunningGameMemory {
  /** The game in play, or null (none, or what is kept cannot be read). */
  running(): RunningGame | null;
  remember(game: RunningGame): void;
  /** The game is over, given up or set aside: a reload goes back into nothing. */
  forget(): void;
  /** Today's daily five left mid-game, which the menu offers back; null when there is none. */
  leftDaily(): RunningGame | null;
  keepLeftDaily(game: RunningGame): void;
  forgetLeftDaily(): void;
}

const MODES: ReadonlyArray<RunningGame['mode']> = ['solo', 'challenge', 'daily'];

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);
const isNullableNumber = (value: unknown): value is number | null =>
  value === null || typeof value === 'number';

function readChallenge(value: unknown): RememberedChallenge | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || value === undefined) return undefined;
  const { sessionCode, kind, originalPlayer, score, totalRounds, isPractice, isRelaxed } = value as Record<
    string,
    unknown
  >;
  const isValid =
    isString(sessionCode) &&
    (kind === 'game' || kind === 'custom') &&
    isNullableString(originalPlayer) &&
    isNullableNumber(score) &&
    typeof totalRounds === 'number' &&
    isBoolean(isPractice) &&
    isBoolean(isRelaxed);
  return isValid
    ? { sessionCode, kind, originalPlayer, score, totalRounds, isPractice, isRelaxed }
    : undefined;
}

/** The kept game, checked field by field: anything else (an older shape, a hand edit) is no game. */
export function readRunningGame(raw: string | null): RunningGame | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const fields = parsed as Record<string, unknown>;
    const code = sessionCodeSchema.safeParse(fields.sessionCode);
    const challenge = readChallenge(fields.challenge);
    const { playerToken, playerName, mode, isPractice, isRelaxed, dailyDay, isDailyArchive } = fields;
    const { address } = fields;
    const isValid =
      code.success &&
      isString(playerToken) &&
      playerToken !== '' &&
      isString(playerName) &&
      MODES.includes(mode as RunningGame['mode']) &&
      isBoolean(isPractice) &&
      isBoolean(isRelaxed) &&
      isNullableString(dailyDay) &&
      isBoolean(isDailyArchive) &&
      isString(address) &&
      challenge !== undefined;
    if (!isValid) return null;
    return {
      sessionCode: code.data,
      playerToken,
      playerName,
      mode: mode as RunningGame['mode'],
      isPractice,
      isRelaxed,
      dailyDay,
      isDailyArchive,
      address,
      challenge,
    };
  } catch {
    return null;
  }
}

export function createRunningGameMemory(storage: KeyValueStorage): RunningGameMemory {
  return {
    running: () => readRunningGame(storage.getItem(RUNNING_GAME_KEY)),
    remember: (game) => storage.setItem(RUNNING_GAME_KEY, JSON.stringify(game)),
    forget: () => storage.removeItem(RUNNING_GAME_KEY),
    leftDaily: () => readRunningGame(storage.getItem(LEFT_DAILY_KEY)),
    keepLeftDaily: (game) => storage.setItem(LEFT_DAILY_KEY, JSON.stringify(game)),
    forgetLeftDaily: () => storage.removeItem(LEFT_DAILY_KEY),
  };
}

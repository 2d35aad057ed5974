import { memoryStorage } from '../storage/key-value-storage';
import { initialSoloGameState, type SoloGameState } from '../state/solo-game-store';
import type { SessionState } from '../state/session-store';
import {
  createRunningGameMemory,
  LEFT_DAILY_KEY,
  readRunningGame,
  RUNNING_GAME_KEY,
  type RunningGame,
} from './running-game-memory';
import { isGameInPlay, runningGameOf } from './running-game-of';

const game: RunningGame = {
  sessionCode: 'KEEP2345',
  playerToken: 'token-keep',
  playerName: 'Kim',
  mode: 'challenge',
  isPractice: false,
  isRelaxed: true,
  dailyDay: null,
  isDailyArchive: false,
  address: '?challenge=ORIG2345',
  challenge: {
    sessionCode: 'ORIG2345',
    kind: 'game',
    originalPlayer: 'Grace',
    score: 9,
    totalRounds: 5,
    isPractice: false,
    isRelaxed: false,
  },
};

describe('the running game memory', () => {
  it('keeps the game in play and, apart, the daily five left mid-game', () => {
    const storage = memoryStorage();
    const memory = createRunningGameMemory(storage);
    expect(memory.running()).toBeNull();
    memory.remember(game);
    expect(memory.running()).toEqual(game);
    const daily = { ...game, sessionCode: 'DAYS2345', mode: 'daily' as const, challenge: null };
    memory.keepLeftDaily(daily);
    memory.forget();
    expect([memory.running(), memory.leftDaily()]).toEqual([null, daily]);
    expect(storage.getItem(RUNNING_GAME_KEY)).toBeNull();
    memory.forgetLeftDaily();
    expect(storage.getItem(LEFT_DAILY_KEY)).toBeNull();
  });

  it('reads nothing it cannot trust: not JSON, a bad code, no token, an unknown mode or field shape', () => {
    const raw = (changes: Record<string, unknown>) => JSON.stringify({ ...game, ...changes });
    expect(readRunningGame('{not json')).toBeNull();
    expect(readRunningGame('null')).toBeNull();
    expect(readRunningGame(raw({ sessionCode: 'no!' }))).toBeNull();
    expect(readRunningGame(raw({ playerToken: '' }))).toBeNull();
    expect(readRunningGame(raw({ mode: 'offline' }))).toBeNull();
    expect(readRunningGame(raw({ challenge: { sessionCode: 'ORIG2345' } }))).toBeNull();
    expect(readRunningGame(raw({ address: undefined }))).toBeNull();
    expect(readRunningGame(raw({ sessionCode: 'keep2345' }))).toEqual(game);
  });
});

describe('runningGameOf', () => {
  const session: SessionState = {
    sessionCode: 'KEEP2345',
    playerToken: 'token-keep',
    playerName: 'Kim',
    mode: 'daily',
    isPractice: false,
    isRelaxed: false,
    dailyDay: '2024-01-01',
    isDailyArchive: false,
  };
  const playing: SoloGameState = { ...initialSoloGameState(), phase: 'playing' };

  it('keeps a server game whose round is on screen, with the address it is played under', () => {
    expect(runningGameOf(session, playing, '')).toEqual({
      sessionCode: 'KEEP2345',
      playerToken: 'token-keep',
      playerName: 'Kim',
      mode: 'daily',
      isPractice: false,
      isRelaxed: false,
      dailyDay: '2024-01-01',
      isDailyArchive: false,
      address: '',
      challenge: null,
    });
    expect(runningGameOf(session, { ...playing, phase: 'followup' }, '')?.sessionCode).toBe('KEEP2345');
  });

  it('keeps nothing offline, while loading, without a session, or once the game is not in play', () => {
    expect(runningGameOf({ ...session, mode: 'offline' }, playing, '')).toBeNull();
    expect(runningGameOf(session, { ...playing, isLoading: true }, '')).toBeNull();
    expect(runningGameOf({ ...session, playerToken: null }, playing, '')).toBeNull();
    for (const phase of ['menu', 'challenge', 'results'] as const) {
      expect(runningGameOf(session, { ...playing, phase }, '')).toBeNull();
    }
    expect(isGameInPlay({ phase: 'playing', hasNoWord: true })).toBe(false);
  });
});

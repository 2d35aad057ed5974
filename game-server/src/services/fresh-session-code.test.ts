import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CODE_ALPHABET, SESSION_CODE_LENGTH, type RandomSource } from '@bluffle/shared-schema';
import { systemClock } from '../clock';
import { ConflictError } from '../errors';
import { createLogger } from '../logging/logger';
import { createStore } from '../store/create-store';
import type { Store } from '../store/port';
import { isGameSessionCode, storeUnderFreshCode } from './fresh-session-code';
import { storeNewSession } from './new-session-record';

/** A random source that draws the given codes, one after the other, then the last one for ever. */
function drawing(...codes: string[]): RandomSource {
  const values = codes.flatMap((code) =>
    [...code].map((character) => (CODE_ALPHABET.indexOf(character) + 0.5) / CODE_ALPHABET.length),
  );
  let next = 0;
  return () => values[Math.min(next++, values.length - 1)] as number;
}

describe('one code space for game and custom sessions', () => {
  const TAKEN = 'A'.repeat(SESSION_CODE_LENGTH);
  const FREE = 'B'.repeat(SESSION_CODE_LENGTH);
  let dataDir: string;
  let store: Store;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-codes-'));
    store = await createStore({ dataDir });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const newGame = (random: RandomSource) =>
    storeNewSession(
      { store, clock: systemClock, random, logger: createLogger('silent') },
      {
        playerName: 'Ada',
        language: 'english',
        totalRounds: 5,
        phaseOneSeconds: 15,
        isRelaxed: false,
        wordIds: [],
        currentRound: null,
        duplicatedFrom: null,
        identity: { userId: null, guestId: null },
      },
    );
  const newCustom = (random: RandomSource) =>
    storeUnderFreshCode({ random }, isGameSessionCode(store), (sessionCode) =>
      store.customSessions.create({ sessionCode, userId: 'smith', playerName: 'Smith', wordIds: ['a'] }),
    );

  it('gives a new game session a code no custom session holds', async () => {
    await newCustom(drawing(TAKEN));
    const { session } = await newGame(drawing(TAKEN, FREE));
    expect(session.code).toBe(FREE);
  });

  it('gives a new custom session a code no game session holds', async () => {
    await newGame(drawing(TAKEN));
    const custom = await newCustom(drawing(TAKEN, FREE));
    expect(custom.sessionCode).toBe(FREE);
    expect(await store.customSessions.findByCode(TAKEN)).toBeNull();
  });

  it('retries a code its own kind already holds', async () => {
    await newCustom(drawing(TAKEN));
    expect((await newCustom(drawing(TAKEN, FREE))).sessionCode).toBe(FREE);
  });

  it('gives up with a conflict after a few codes that are all taken', async () => {
    await newCustom(drawing(TAKEN));
    await expect(newGame(drawing(TAKEN))).rejects.toBeInstanceOf(ConflictError);
    await expect(newCustom(drawing(TAKEN))).rejects.toBeInstanceOf(ConflictError);
  });
});

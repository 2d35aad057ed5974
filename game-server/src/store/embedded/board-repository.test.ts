// The challenge board's migration: counted attempts completed before the board existed are on it
// from the first start of the server that has it; practice, unfinished and wordless games are not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { GameSessionRecord } from '../../domain/session';
import { EmbeddedBoardRepository } from './board-repository';
import { migrate } from './migrations';
import { DATABASE_FILE_NAME, openDatabase } from './open-database';

const BOARD_VERSION = 11;

function game(code: string, overrides: Partial<GameSessionRecord> = {}): Omit<GameSessionRecord, 'version'> {
  return {
    code,
    playerName: `Player ${code}`,
    userId: null,
    playerTokenHash: code.padEnd(64, 'a'),
    language: 'english',
    totalRounds: 2,
    phaseOneSeconds: 15,
    isRelaxed: false,
    wordIds: ['w1', 'w2'],
    status: 'completed',
    currentRound: null,
    answers: [1_500, 2_500].map((timeSpent, index) => ({
      roundNumber: index + 1,
      wordId: `w${index + 1}`,
      word: `word${index + 1}`,
      playerAnswer: true,
      followupAnswer: null,
      isCorrect: true,
      isFast: true,
      timeSpent,
      pointsEarned: 2,
    })),
    score: { correct: 2, incorrect: 0, fastAnswers: 2, streak: 2, bestStreak: 2, totalScore: 5 },
    duplicatedFrom: null,
    identityKey: `guest:${code}`,
    wordSetKey: 'set-1',
    isPractice: false,
    lastAnswer: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    completedAt: '2026-11-01T10:01:00.000Z',
    ...overrides,
  };
}

/**
 * Stores a session as a server of that schema did: the columns it had then (later migrations add more, which
 * today's session repository writes) and the document.
 */
function storedBeforeTheBoard(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO sessions (code, version, status, user_id, player_token_hash, duplicated_from, identity_key,
       created_at, document)
     VALUES (@code, 1, @status, @userId, @playerTokenHash, @duplicatedFrom, @identityKey, @createdAt, @document)`,
  );
  return ({ code, ...document }: Omit<GameSessionRecord, 'version'>) =>
    insert.run({ ...document, code, document: JSON.stringify(document) });
}

describe('the board_entries migration', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bluffle-board-migration-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('puts the counted attempts completed before it on their boards', async () => {
    const old = new Database(join(root, DATABASE_FILE_NAME));
    migrate(old, BOARD_VERSION - 1);
    const store = storedBeforeTheBoard(old);
    store(game('COUNTED1'));
    store(game('RELAXED1', { isRelaxed: true, score: { ...game('X').score, totalScore: 2 } }));
    store(game('PRACTIC1', { isPractice: true }));
    store(game('PLAYING1', { status: 'playing', completedAt: null }));
    store(game('NOWORDS1', { wordSetKey: null }));
    old.close();

    const db = openDatabase(root);
    const board = await new EmbeddedBoardRepository(db).page({ wordSetKey: 'set-1', limit: 10, offset: 0 });
    expect(board).toEqual({
      total: 2,
      entries: [
        {
          wordSetKey: 'set-1',
          sessionCode: 'COUNTED1',
          playerName: 'Player COUNTED1',
          score: 5,
          totalTimeMs: 4_000,
          isRelaxed: false,
          completedAt: '2026-11-01T10:01:00.000Z',
        },
        expect.objectContaining({ sessionCode: 'RELAXED1', score: 2, isRelaxed: true }),
      ],
    });
    db.close();
  });
});

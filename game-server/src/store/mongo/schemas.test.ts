// No MongoDB server runs here (notes/test-infra.md §5), so the mongo driver's guarantees that live in its
// schemas are checked offline: the declared unique indexes, and that a session survives mongoose casting.
import mongoose from 'mongoose';
import type { GameSessionRecord } from '../../domain/session';
import { authSessionSchema } from './auth-session-model';
import { customSessionSchema } from './custom-session-model';
import { firstPlaySchema } from './first-play-model';
import { sessionModel, sessionSchema } from './session-model';
import { toSession } from './session-repository';
import { EMAIL_COLLATION, userSchema } from './user-model';
import { wordModel, wordSchema } from './word-model';

function uniqueIndexKeys(schema: mongoose.Schema): Record<string, unknown>[] {
  return schema.indexes().flatMap(([fields, options]) => (options.unique === true ? [fields] : []));
}

function indexNamed(
  schema: mongoose.Schema,
  name: string,
): [Record<string, unknown>, Record<string, unknown>] {
  const found = schema.indexes().find(([, options]) => options.name === name);
  if (!found) throw new Error(`no index named ${name}`);
  return found as [Record<string, unknown>, Record<string, unknown>];
}

function session(overrides: Partial<GameSessionRecord> = {}): GameSessionRecord {
  return {
    code: 'ABCD2345',
    playerName: 'Ada',
    userId: null,
    playerTokenHash: 'f'.repeat(64),
    language: 'english',
    totalRounds: 5,
    phaseOneSeconds: 15,
    wordIds: ['w1', 'w2'],
    status: 'playing',
    currentRound: {
      roundNumber: 2,
      stage: 'followup',
      openedAt: '2025-01-01T00:00:10.000Z',
      followupOpenedAt: '2025-01-01T00:00:14.000Z',
      followupOptions: ['a', 'b', 'c', 'd'],
      playerAnswer: true,
    },
    answers: [
      {
        roundNumber: 1,
        wordId: 'w1',
        word: 'lexicon',
        playerAnswer: null,
        followupAnswer: null,
        isCorrect: false,
        isFast: false,
        timeSpent: 15000,
        pointsEarned: 0,
      },
    ],
    score: { correct: 0, incorrect: 1, fastAnswers: 0, streak: 0, bestStreak: 0, totalScore: 0 },
    duplicatedFrom: 'WXYZ6789',
    identityKey: 'guest:' + 'e'.repeat(64),
    wordSetKey: 'd'.repeat(64),
    isPractice: false,
    lastAnswer: null,
    version: 3,
    createdAt: '2025-01-01T00:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

describe('mongo schemas', () => {
  it('declare the unique word key (wordKey, language, wordClass)', () => {
    expect(uniqueIndexKeys(wordSchema)).toContainEqual({ wordKey: 1, language: 1, wordClass: 1 });
  });

  it('declare session codes, custom session codes and first plays unique', () => {
    expect(uniqueIndexKeys(sessionSchema)).toContainEqual({ code: 1 });
    expect(uniqueIndexKeys(firstPlaySchema)).toEqual([{ identityKey: 1, wordSetKey: 1 }]);
    expect(uniqueIndexKeys(customSessionSchema)).toContainEqual({ sessionCode: 1 });
  });

  it('do not make non-key fields unique', () => {
    expect(uniqueIndexKeys(wordSchema)).toHaveLength(1);
    expect(uniqueIndexKeys(sessionSchema)).toHaveLength(1);
    // Several accounts (one per provider) may share an e-mail.
    expect(uniqueIndexKeys(userSchema)).toHaveLength(0);
  });

  it('index user e-mails case-insensitively, in the order findByEmail picks the earliest account', () => {
    const [fields, options] = indexNamed(userSchema, 'user_email');
    expect(Object.keys(fields)).toEqual(['email', 'createdAt', '_id']);
    expect(options.collation).toEqual({ locale: 'en', strength: 2 });
    expect(options.collation).toBe(EMAIL_COLLATION);
  });

  it("index an identity's sessions newest first, for the words of its recent games", () => {
    const [fields] = indexNamed(sessionSchema, 'session_identity_created');
    expect(fields).toEqual({ identityKey: 1, createdAt: -1 });
  });

  it('index words by moderation state and by author (only contributed words have one)', () => {
    expect(indexNamed(wordSchema, 'word_status')[0]).toEqual({ status: 1, createdAt: 1 });
    const [fields, options] = indexNamed(wordSchema, 'word_created_by');
    expect(fields).toEqual({ createdBy: 1, createdAt: -1 });
    expect(options.partialFilterExpression).toEqual({ createdBy: { $type: 'string' } });
  });

  it('give a word cast without a moderation state the approved one, and refuse a state outside the port', async () => {
    const connection = mongoose.createConnection();
    const Word = wordModel(connection);
    const fields = {
      _id: 'w1',
      word: 'Quokka',
      wordKey: 'quokka',
      isReal: true,
      difficulty: 'easy',
      language: 'english',
      wordClass: 'noun',
      createdAt: '2025-01-01T00:00:00.000Z',
      source: 'seed',
    };
    const word = new Word(fields);
    await word.validate();
    expect(word.toObject()).toMatchObject({ status: 'approved', rejectionReason: null });
    await expect(new Word({ ...fields, status: 'maybe' }).validate()).rejects.toThrow(/status/);
    await connection.close();
  });

  it('expire sign-in sessions through a TTL index on a Date expiresAt', () => {
    const [fields, options] = indexNamed(authSessionSchema, 'auth_session_ttl');
    expect(fields).toEqual({ expiresAt: 1 });
    expect(options.expireAfterSeconds).toBe(0);
    expect(authSessionSchema.path('expiresAt').instance).toBe('Date');
  });

  describe('a session cast by mongoose (no server needed)', () => {
    const connection = mongoose.createConnection();
    const Session = sessionModel(connection);
    afterAll(() => connection.close());

    it.each([
      ['mid-round', session()],
      [
        'without a current round',
        session({ currentRound: null, status: 'completed', completedAt: '2025-01-01T00:02:00.000Z' }),
      ],
      [
        'in phase one with no options yet',
        session({
          currentRound: {
            roundNumber: 1,
            stage: 'phase-one',
            openedAt: '2025-01-01T00:00:00.000Z',
            followupOpenedAt: null,
            followupOptions: null,
            playerAnswer: null,
          },
        }),
      ],
      [
        'practice, with the reply to its last answer',
        session({
          isPractice: true,
          lastAnswer: {
            roundNumber: 1,
            wordId: 'w1',
            stage: 'followup',
            answer: 'a',
            response: {
              stage: 'round-over',
              roundNumber: 1,
              isCorrect: false,
              isFast: false,
              isTimeout: false,
              pointsEarned: 0,
              streakBonus: 0,
              reveal: {
                wordId: 'w1',
                word: 'lexicon',
                isReal: true,
                definition: 'a dictionary',
                usage: 'A lexicon of terms.',
                explanation: '',
                correctAnswer: 'a dictionary',
              },
              score: { correct: 0, incorrect: 1, fastAnswers: 0, streak: 0, bestStreak: 0, totalScore: 0 },
              isGameOver: false,
            },
          },
        }),
      ],
    ])('comes back as the same record (%s)', async (_name, record) => {
      const document = new Session(record);
      await document.validate();
      expect(toSession(document.toObject())).toEqual(record);
    });

    it('rejects a status outside the port', async () => {
      const document = new Session({ ...session(), status: 'paused' });
      await expect(document.validate()).rejects.toThrow(/status/);
    });
  });
});

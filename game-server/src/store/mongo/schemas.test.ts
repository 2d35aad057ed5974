// No MongoDB server runs here, so the mongo driver's guarantees that live in its
// schemas are checked offline: the declared unique indexes, and that a session survives mongoose casting.
import mongoose from 'mongoose';
import type { GameSessionRecord } from '../../domain/session';
import { authSessionSchema } from './auth-session-model';
import { billingAccountModel, billingAccountSchema } from './billing-account-model';
import { customSessionSchema } from './custom-session-model';
import { dailyGameSchema } from './daily-game-model';
import { firstPlaySchema } from './first-play-model';
import { paymentEventSchema } from './payment-event-model';
import { sessionModel, sessionSchema } from './session-model';
import { toSession } from './session-repository';
import { EMAIL_COLLATION, userModel, userSchema } from './user-model';
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
    isRelaxed: false,
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

  it('declare one Stripe customer per account each way, and one daily count per user and day', () => {
    // The account's _id is the user; the customer is unique beside it.
    expect(billingAccountSchema.path('_id').instance).toBe('String');
    expect(uniqueIndexKeys(billingAccountSchema)).toEqual([{ customerId: 1 }]);
    expect(uniqueIndexKeys(dailyGameSchema)).toEqual([{ userId: 1, day: 1 }]);
  });

  it("key payment events by Stripe's event id, and index an account's events oldest first", () => {
    expect(paymentEventSchema.path('_id').instance).toBe('String');
    expect(uniqueIndexKeys(paymentEventSchema)).toEqual([]);
    expect(indexNamed(paymentEventSchema, 'payment_event_user')[0]).toEqual({ userId: 1, receivedAt: 1 });
  });

  it('give a daily count no default, which would clash with the $inc of its first game', () => {
    expect(dailyGameSchema.path('games').options.default).toBeUndefined();
  });

  it('keep a subscription as Stripe said it, without an _id of its own', async () => {
    const connection = mongoose.createConnection();
    const Billing = billingAccountModel(connection);
    const subscription = {
      id: 'sub_1',
      status: 'trialing',
      currentPeriodStart: '2025-03-01T00:00:00.000Z',
      currentPeriodEnd: '2025-03-08T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      trialEnd: '2025-03-08T00:00:00.000Z',
    };
    const account = new Billing({
      _id: 'google:1',
      customerId: 'cus_A',
      subscriptions: [subscription],
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
    });
    await account.validate();
    expect(account.toObject().subscriptions).toEqual([subscription]);
    await connection.close();
  });

  it('store users without the retired subscription fields, which a new account no longer has', async () => {
    expect(userSchema.path('subscription')).toBeUndefined();
    expect(userSchema.path('subscriptionExpires')).toBeUndefined();
    expect(userSchema.path('wordsmithUntil').instance).toBe('String');
    const connection = mongoose.createConnection();
    const User = userModel(connection);
    const user = new User({
      _id: 'google:1',
      username: 'Ada',
      provider: 'google',
      roles: ['lexivestor'],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    await user.validate();
    // No default: absent until a payment event sets it, as in the embedded driver.
    expect(user.toObject()).not.toHaveProperty('wordsmithUntil');
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

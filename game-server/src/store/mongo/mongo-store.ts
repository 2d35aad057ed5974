// The `mongo` driver (docs/design.md decision 2): how a deployment grows past one machine.
import { lobbySnapshotModel, lobbySnapshotOwnerModel } from './lobby-snapshot-model';
import { MongoLobbySnapshots } from './lobby-snapshot-repository';
import mongoose, { type Connection } from 'mongoose';
import { systemClock, type Clock } from '../../clock';
import type { Store } from '../port';
import { authSessionModel } from './auth-session-model';
import { MongoAuthSessionRepository } from './auth-session-repository';
import { billingAccountModel } from './billing-account-model';
import { MongoBillingRepository } from './billing-repository';
import { customSessionModel } from './custom-session-model';
import { MongoCustomSessionRepository } from './custom-session-repository';
import { dailyFivePlayModel } from './daily-five-play-model';
import { MongoDailyFivePlayRepository } from './daily-five-play-repository';
import { dailyFiveSetModel } from './daily-five-set-model';
import { MongoDailyFiveSetRepository } from './daily-five-set-repository';
import { dailyGameModel } from './daily-game-model';
import { MongoDailyGameRepository } from './daily-game-repository';
import { boardEntryModel } from './board-entry-model';
import { MongoBoardRepository } from './board-repository';
import { firstPlayModel } from './first-play-model';
import { MongoFirstPlayRepository } from './first-play-repository';
import { paymentEventModel } from './payment-event-model';
import { MongoPaymentEventRepository } from './payment-event-repository';
import { MongoPlayedGameRepository } from './played-game-repository';
import { playerStatsModel } from './player-stats-model';
import { MongoPlayerStatsRepository } from './player-stats-repository';
import { sessionModel } from './session-model';
import { MongoSessionRepository } from './session-repository';
import { userModel } from './user-model';
import { MongoUserRepository } from './user-repository';
import { backfillWordStatus, wordModel } from './word-model';
import { wordPlayModel } from './word-play-model';
import { backfillWordPlays } from './word-play-backfill';
import { MongoWordPlayRepository } from './word-play-repository';
import { MongoWordRepository } from './word-repository';

const SERVER_SELECTION_TIMEOUT_MS = 10_000;

export interface MongoStoreOptions {
  /** Overrides the database named in the URI (the contract tests use a fresh one per test). */
  dbName?: string;
  /** Where records' times come from (created, updated, expired); the system's unless given. */
  clock?: Clock;
}

/**
 * A connection of our own (not mongoose's global one), so tests and replicas can open and close stores
 * independently. Fails fast instead of buffering commands while MongoDB is unreachable.
 */
export async function connectMongo(uri: string, options: MongoStoreOptions = {}): Promise<Connection> {
  const connection = mongoose.createConnection(uri, {
    ...(options.dbName !== undefined ? { dbName: options.dbName } : {}),
    bufferCommands: false,
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
  });
  await connection.asPromise();
  return connection;
}

export async function openMongoStore(uri: string, options: MongoStoreOptions = {}): Promise<Store> {
  const connection = await connectMongo(uri, options);
  const clock = options.clock ?? systemClock;
  const models = {
    words: wordModel(connection),
    users: userModel(connection),
    playerStats: playerStatsModel(connection),
    sessions: sessionModel(connection),
    firstPlays: firstPlayModel(connection),
    boards: boardEntryModel(connection),
    customSessions: customSessionModel(connection),
    authSessions: authSessionModel(connection),
    billing: billingAccountModel(connection),
    paymentEvents: paymentEventModel(connection),
    dailyGames: dailyGameModel(connection),
    dailyFiveSets: dailyFiveSetModel(connection),
    dailyFivePlays: dailyFivePlayModel(connection),
    lobbySnapshots: lobbySnapshotModel(connection),
    lobbySnapshotOwners: lobbySnapshotOwnerModel(connection),
  };
  try {
    // The unique indexes are the store's guarantees (one word per key, one session per code). createIndexes,
    // not syncIndexes: it never drops an index someone added by hand on a shared database.
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));
    await backfillWordStatus(models.words);
    await backfillWordPlays(models.words, wordPlayModel(connection));
  } catch (error) {
    await connection.close();
    throw error;
  }
  return {
    driver: 'mongo',
    words: new MongoWordRepository(models.words, clock),
    wordPlays: new MongoWordPlayRepository(models.words),
    users: new MongoUserRepository(models.users, clock),
    playerStats: new MongoPlayerStatsRepository(models.playerStats),
    sessions: new MongoSessionRepository(models.sessions),
    playedGames: new MongoPlayedGameRepository({
      sessions: models.sessions,
      dailyFivePlays: models.dailyFivePlays,
      customSessions: models.customSessions,
    }),
    firstPlays: new MongoFirstPlayRepository(models.firstPlays),
    boards: new MongoBoardRepository(models.boards),
    customSessions: new MongoCustomSessionRepository(models.customSessions, clock),
    authSessions: new MongoAuthSessionRepository(models.authSessions, clock),
    billing: new MongoBillingRepository(models.billing, clock),
    paymentEvents: new MongoPaymentEventRepository(models.paymentEvents),
    dailyGames: new MongoDailyGameRepository(models.dailyGames),
    dailyFiveSets: new MongoDailyFiveSetRepository(models.dailyFiveSets, models.words),
    dailyFivePlays: new MongoDailyFivePlayRepository(models.dailyFivePlays),
    lobbySnapshots: new MongoLobbySnapshots(models.lobbySnapshots, models.lobbySnapshotOwners),
    async ping() {
      const db = connection.db;
      if (!db) throw new Error('mongo connection is not open');
      await db.command({ ping: 1 });
    },
    async close() {
      await connection.close();
    },
  };
}

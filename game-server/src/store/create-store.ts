// Chooses the store driver from config (docs/design.md decision 2): mongo when MONGODB_URI is set, else embedded.
import type { Clock } from '../clock';
import { cachedWordRepository } from './cached-word-repository';
import { openEmbeddedStore } from './embedded/embedded-store';
import type { Store } from './port';

export interface StoreOptions {
  mongodbUri?: string;
  /** Where the embedded driver keeps its SQLite file (DATA_DIR). */
  dataDir: string;
  /** Where the drivers take the time they stamp records with; the system's unless given (tests move theirs). */
  clock?: Clock;
}

export async function createStore(options: StoreOptions): Promise<Store> {
  return withWordCache(await openDriver(options));
}

async function openDriver(options: StoreOptions): Promise<Store> {
  if (options.mongodbUri) {
    // Loaded only when chosen: the default start-up path never pays for requiring mongoose.
    const { openMongoStore } = await import('./mongo/mongo-store');
    return openMongoStore(options.mongodbUri, { clock: options.clock });
  }
  return openEmbeddedStore(options.dataDir, options.clock);
}

/** The same word cache in front of both drivers, so neither drifts in what it costs or returns. */
export function withWordCache(store: Store): Store {
  const words = cachedWordRepository(store.words);
  return {
    driver: store.driver,
    words,
    wordPlays: {
      // A word whose difficulty play has just graded is read again from the store at its next use.
      recordMany: async (tallies) => {
        const recorded = await store.wordPlays.recordMany(tallies);
        words.forget(recorded.regradedIds);
        return recorded;
      },
      countsOf: (wordIds) => store.wordPlays.countsOf(wordIds),
    },
    users: store.users,
    playerStats: store.playerStats,
    sessions: store.sessions,
    playedGames: store.playedGames,
    firstPlays: store.firstPlays,
    boards: store.boards,
    customSessions: store.customSessions,
    authSessions: store.authSessions,
    billing: store.billing,
    paymentEvents: store.paymentEvents,
    dailyGames: store.dailyGames,
    dailyFiveSets: store.dailyFiveSets,
    dailyFivePlays: store.dailyFivePlays,
    lobbySnapshots: store.lobbySnapshots,
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

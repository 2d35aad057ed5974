// Chooses the store driver from config (DESIGN decision 2): mongo when MONGODB_URI is set, else embedded.
import { openEmbeddedStore } from './embedded/embedded-store';
import type { Store } from './port';

export interface StoreOptions {
  mongodbUri?: string;
  /** Where the embedded driver keeps its SQLite file (DATA_DIR). */
  dataDir: string;
}

export async function createStore(options: StoreOptions): Promise<Store> {
  if (options.mongodbUri) {
    // Loaded only when chosen: the default start-up path never pays for requiring mongoose.
    const { openMongoStore } = await import('./mongo/mongo-store');
    return openMongoStore(options.mongodbUri);
  }
  return openEmbeddedStore(options.dataDir);
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { createStore, type StoreOptions } from './create-store';
import { DATABASE_FILE_NAME } from './embedded/open-database';
import type { Store } from './port';

/** The store a command was pointed at is not there: nothing was created in its place. */
export class StoreMissingError extends Error {
  override name = 'StoreMissingError';
}

/** A MongoDB address as it may be printed: the password (and user) never reach a terminal or a log. */
function withoutCredentials(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/)[^@/]*@/, '$1');
}

/** Where a store with these options lives, said for a person: the SQLite file, or the MongoDB address. */
export function storeLocation(options: StoreOptions): string {
  return options.mongodbUri
    ? `MongoDB at ${withoutCredentials(options.mongodbUri)}`
    : `the embedded database ${path.join(options.dataDir, DATABASE_FILE_NAME)}`;
}

/** True when the database has the users the server keeps (it creates that collection as it first starts). */
async function mongoDatabaseHasUsers(uri: string): Promise<boolean> {
  const { connectMongo } = await import('./mongo/mongo-store');
  const connection = await connectMongo(uri);
  try {
    const collections = await connection.db?.listCollections({ name: 'users' }).toArray();
    return (collections?.length ?? 0) > 0;
  } finally {
    await connection.close();
  }
}

/**
 * Opens the store a server has already made, for a command that changes what is in it. Opening a store
 * creates it when it is missing, which for a command means a new empty database beside the real one and a
 * misleading 'no such user': a missing store is refused instead, saying where it was looked for.
 */
export async function openExistingStore(options: StoreOptions): Promise<Store> {
  const isThere = options.mongodbUri
    ? await mongoDatabaseHasUsers(options.mongodbUri)
    : existsSync(path.join(options.dataDir, DATABASE_FILE_NAME));
  if (!isThere) {
    throw new StoreMissingError(
      `No Bluffle database at ${storeLocation(options)}, so nothing was changed and none was created. ` +
        'Run this with the DATA_DIR or MONGODB_URI the server uses (its environment or .env), from where it runs.',
    );
  }
  return createStore(options);
}

// The store drivers the contract suite runs against: always embedded, mongo only when MONGODB_URI is set
// (DESIGN decision 2). Each test gets a fresh, empty store.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../../game-server/src/clock';
import { createStore, withWordCache } from '../../../game-server/src/store/create-store';
import { connectMongo, openMongoStore } from '../../../game-server/src/store/mongo/mongo-store';
import type { Store } from '../../../game-server/src/store/port';

/** One empty store; `reopen` closes it and opens the same data again (durability across restarts). */
export interface FreshStore {
  open(): Promise<Store>;
  dispose(): Promise<void>;
}

export interface Driver {
  name: Store['driver'];
  /** A fresh store; its records are stamped with `clock`'s time when one is given, else the system's. */
  fresh(clock?: Clock): FreshStore;
  /** Removes what every fresh store of this driver left behind (once per test file). */
  cleanup(): Promise<void>;
}

function embeddedDriver(): Driver {
  let root: string | undefined;
  return {
    name: 'embedded',
    fresh(clock) {
      root ??= mkdtempSync(join(tmpdir(), 'bluffle-store-contract-'));
      const dataDir = join(root, randomUUID());
      // Through createStore, as the server opens it: the word cache in front is under contract too.
      return { open: () => createStore({ dataDir, clock }), dispose: async () => undefined };
    },
    async cleanup() {
      if (root) rmSync(root, { recursive: true, force: true });
    },
  };
}

function mongoDriver(uri: string): Driver {
  return {
    name: 'mongo',
    fresh(clock) {
      const dbName = `bluffle_contract_${randomUUID().replaceAll('-', '')}`;
      return {
        open: async () => withWordCache(await openMongoStore(uri, { dbName, clock })),
        async dispose() {
          const connection = await connectMongo(uri, { dbName });
          await connection.dropDatabase();
          await connection.close();
        },
      };
    },
    cleanup: async () => undefined,
  };
}

export function availableDrivers(): Driver[] {
  const uri = process.env.MONGODB_URI;
  return [embeddedDriver(), ...(uri ? [mongoDriver(uri)] : [])];
}

/** Registers hooks that give each test a fresh store (on `clock` when given); the getters read the current one. */
export function useFreshStore(driver: Driver, clock?: Clock): { store(): Store; reopen(): Promise<Store> } {
  let fresh: FreshStore | undefined;
  let current: Store | undefined;
  beforeEach(async () => {
    fresh = driver.fresh(clock);
    current = await fresh.open();
  });
  afterEach(async () => {
    await current?.close();
    await fresh?.dispose();
    current = undefined;
  });
  return {
    store() {
      if (!current) throw new Error('no store is open (used outside a test?)');
      return current;
    },
    async reopen() {
      if (!current || !fresh) throw new Error('no store is open (used outside a test?)');
      await current.close();
      current = await fresh.open();
      return current;
    },
  };
}

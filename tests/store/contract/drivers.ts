// The store drivers the contract suite runs against (docs/design.md decision 2): always embedded, and mongo over the
// MongoDB wire protocol: against the MongoDB that MONGODB_URI names, else against an in-memory wire server
// (tests/store/wire-server, patched in patches/) that this test file starts. Each test gets a fresh, empty
// store.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Connection } from 'mongoose';
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
  /** The driver and, for mongo, which server: what the test names say. */
  label: string;
  /**
   * Whether the server is one production runs, so a test of two upserts racing on one new key meets the race
   * production would: the embedded store's SQLite and a real MongoDB are; the wire server interleaves
   * concurrent commands only where its own code awaits, so whether and how they race is not MongoDB's.
   */
  racesWrites: boolean;
  /** A fresh store; its records are stamped with `clock`'s time when one is given, else the system's. */
  fresh(clock?: Clock): FreshStore;
  /** Removes what every fresh store of this driver left behind (once per test file). */
  cleanup(): Promise<void>;
}

function embeddedDriver(): Driver {
  let root: string | undefined;
  return {
    name: 'embedded',
    label: 'embedded',
    racesWrites: true,
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

/** Where the mongo driver's server is: a URI to connect to, and how to let it go once the file is done. */
interface MongoServer {
  uri(): Promise<string>;
  stop(): Promise<void>;
}

const WIRE_SERVER_SCRIPT = join(__dirname, '..', 'wire-server', 'serve-wire-mongo.ts');

/** The in-memory wire server in a process of its own, started on first use; it ends when its stdin closes. */
function wireServer(): MongoServer {
  let child: ChildProcess | undefined;
  let uri: Promise<string> | undefined;
  return {
    uri() {
      uri ??= new Promise<string>((resolve, reject) => {
        child = spawn(process.execPath, ['--import', 'tsx', WIRE_SERVER_SCRIPT], {
          stdio: ['pipe', 'pipe', 'inherit'],
        });
        createInterface({ input: child.stdout! }).once('line', resolve);
        child.once('exit', (code) =>
          reject(new Error(`the wire server exited (code ${code}) before it listened`)),
        );
      });
      return uri;
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.stdin!.end();
      await exited;
    },
  };
}

function mongoDriver(server: MongoServer, label: string, racesWrites: boolean): Driver {
  // One connection for the whole file drops each test's database (a connection per drop cost a handshake).
  let dropper: Promise<Connection> | undefined;
  return {
    name: 'mongo',
    label,
    racesWrites,
    fresh(clock) {
      const dbName = `bluffle_contract_${randomUUID().replaceAll('-', '')}`;
      return {
        open: async () => withWordCache(await openMongoStore(await server.uri(), { dbName, clock })),
        async dispose() {
          dropper ??= server.uri().then((uri) => connectMongo(uri));
          await (await dropper).getClient().db(dbName).dropDatabase();
        },
      };
    },
    async cleanup() {
      await (await dropper)?.close();
      dropper = undefined;
      await server.stop();
    },
  };
}

let fileWireServer: MongoServer | undefined;

/**
 * One wire server for the whole test file, however many describe blocks use it: started on first use, and
 * stopped after the file's last test (a root afterAll, registered when the file first asks for drivers).
 */
function wireServerOfThisFile(): MongoServer {
  if (!fileWireServer) {
    const server = wireServer();
    afterAll(() => server.stop());
    fileWireServer = server;
  }
  return { uri: () => fileWireServer!.uri(), stop: async () => undefined };
}

/** Call at a test file's top level (describe.each's table), so the wire server's afterAll is the file's. */
export function availableDrivers(): Driver[] {
  const uri = process.env.MONGODB_URI;
  const mongo = uri
    ? mongoDriver({ uri: async () => uri, stop: async () => undefined }, 'mongo (MONGODB_URI)', true)
    : mongoDriver(wireServerOfThisFile(), 'mongo (wire server)', false);
  return [embeddedDriver(), mongo];
}

/**
 * The address of a MongoDB server for a test file of its own: MONGODB_URI's, else this file's wire server.
 * Call at the file's top level, as availableDrivers.
 */
export function mongoServerUri(): () => Promise<string> {
  const uri = process.env.MONGODB_URI;
  return uri ? async () => uri : wireServerOfThisFile().uri;
}

/** What a contract test of concurrent writes of one key is declared with (Driver.racesWrites). */
export type WriteRaceTest = (name: string, test: () => Promise<void>) => void;

/**
 * `it` where the driver's server runs concurrent writes of one key as a database does (the embedded store, a
 * real MongoDB: an upsert race on a new key, increments at once). The wire server interleaves them only
 * where its own code awaits, so there such a test shows nothing true (it can pass without the race, or lose
 * an increment MongoDB would not): it is not declared for it at all (a skipped test would be a defect); the
 * README lists these tests and where they run.
 */
export function writeRaceTest(driver: Driver): WriteRaceTest {
  if (driver.racesWrites) return (name, test) => it(name, test);
  return () => undefined;
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

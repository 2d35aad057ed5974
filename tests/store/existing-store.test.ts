import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore } from '../../game-server/src/store/create-store';
import {
  StoreMissingError,
  openExistingStore,
  storeLocation,
} from '../../game-server/src/store/existing-store';
import { connectMongo } from '../../game-server/src/store/mongo/mongo-store';
import { mongoServerUri } from './contract/drivers';

// An operator's command opens the store the server made, never a new empty one in its place: with either
// driver, a missing database is refused and left uncreated, and where it was looked for is said.

const mongoUri = mongoServerUri();

const ADA = {
  id: 'google:1001',
  provider: 'google',
  username: 'Ada',
  email: 'ada@example.com',
  avatar: null,
  roles: [],
};

/** The server's URI with a database of this test's own on it. */
async function databaseUri(name: string): Promise<string> {
  const url = new URL(await mongoUri());
  url.pathname = `/${name}`;
  return url.toString();
}

describe('openExistingStore', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'bluffle-existing-store-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('refuses an embedded database that is not there, creating neither it nor its directory', async () => {
    const dataDir = path.join(root, 'data');
    await expect(openExistingStore({ dataDir })).rejects.toThrow(StoreMissingError);
    await expect(openExistingStore({ dataDir })).rejects.toThrow(storeLocation({ dataDir }));
    expect(existsSync(dataDir)).toBe(false);
  });

  it('opens the embedded database a server made', async () => {
    const dataDir = path.join(root, 'data');
    const made = await createStore({ dataDir });
    await made.users.upsert(ADA);
    await made.close();
    const store = await openExistingStore({ dataDir });
    try {
      expect((await store.users.findById(ADA.id))?.username).toBe('Ada');
    } finally {
      await store.close();
    }
  });

  it('refuses a MongoDB database without users, and opens it once a server has made it', async () => {
    const name = `bluffle_existing_${randomUUID().replaceAll('-', '')}`;
    const mongodbUri = await databaseUri(name);
    await expect(openExistingStore({ mongodbUri, dataDir: root })).rejects.toThrow(StoreMissingError);

    const made = await createStore({ mongodbUri, dataDir: root });
    await made.users.upsert(ADA);
    await made.close();
    const store = await openExistingStore({ mongodbUri, dataDir: root });
    try {
      expect((await store.users.findById(ADA.id))?.username).toBe('Ada');
    } finally {
      await store.close();
      const connection = await connectMongo(mongodbUri);
      await connection.getClient().db(name).dropDatabase();
      await connection.close();
    }
  });
});

describe('storeLocation', () => {
  it('names the SQLite file, or the MongoDB address without its credentials', () => {
    expect(storeLocation({ dataDir: '/srv/bluffle/data' })).toBe(
      'the embedded database /srv/bluffle/data/bluffle.sqlite',
    );
    expect(
      storeLocation({ mongodbUri: 'mongodb+srv://ops:s3cret@db.example.com/bluffle', dataDir: '/unused' }),
    ).toBe('MongoDB at mongodb+srv://db.example.com/bluffle');
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createStore } from '../game-server/src/store/create-store';
import { DATABASE_FILE_NAME } from '../game-server/src/store/embedded/open-database';

// `npm run user:role` reads the server's configuration (DATA_DIR defaults to ./data where it runs, as the
// server's does), says which database it used, and never makes a new empty one where the server's is not.

const SCRIPT = path.join(__dirname, 'user-role.ts');
const TSX_LOADER = pathToFileURL(
  path.join(__dirname, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs'),
).href;

/** Runs the command in `cwd` with the environment's store variables left out unless given. */
function runRoleCommand(cwd: string, args: string[], env: Record<string, string> = {}) {
  const inherited = { ...process.env };
  for (const name of ['DATA_DIR', 'MONGODB_URI', 'SESSION_SECRET', 'LOCAL_SIGN_IN']) delete inherited[name];
  return spawnSync(process.execPath, ['--import', TSX_LOADER, SCRIPT, ...args], {
    cwd,
    env: { ...inherited, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
}

describe('npm run user:role', () => {
  let workDir: string;

  beforeEach(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'bluffle-user-role-'));
  });

  afterEach(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('refuses a database that does not exist, says where it looked, and creates nothing', () => {
    const result = runRoleCommand(workDir, ['grant', 'wordsmith', 'ada@example.com']);
    expect(result.status).toBe(1);
    const expectedFile = path.join(workDir, 'data', DATABASE_FILE_NAME);
    expect(result.stderr).toContain(`No Bluffle database at the embedded database ${expectedFile}`);
    expect(result.stderr).not.toContain('No user');
    expect(existsSync(path.join(workDir, 'data'))).toBe(false);
  });

  it("grants in the server's database at the default ./data, and says which database it used", async () => {
    const dataDir = path.join(workDir, 'data');
    const store = await createStore({ dataDir });
    await store.users.upsert({
      id: 'google:1001',
      provider: 'google',
      username: 'Ada',
      email: 'ada@example.com',
      avatar: null,
      roles: [],
    });
    await store.close();

    const result = runRoleCommand(workDir, ['grant', 'wordsmith', 'ada@example.com']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(
      `Database: the embedded database ${path.join(dataDir, DATABASE_FILE_NAME)}`,
    );
    expect(result.stdout).toContain('wordsmith granted to google:1001');
    expect(result.status).toBe(0);
  });

  it('reads DATA_DIR as the server does, and names the database where no user matched', async () => {
    const dataDir = path.join(workDir, 'elsewhere');
    await (await createStore({ dataDir })).close();
    const result = runRoleCommand(workDir, ['grant', 'admin', 'nobody@example.com'], {
      DATA_DIR: 'elsewhere',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `Database: the embedded database ${path.join(dataDir, DATABASE_FILE_NAME)}`,
    );
    expect(result.stderr).toContain("No user 'nobody@example.com'");
  });
});

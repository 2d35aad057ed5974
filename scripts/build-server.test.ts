import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// The compiled server (scripts/build-server.mjs, what `npm start` and the Docker image run) built into a
// directory of its own, then run by plain node, as production runs it: it starts, answers, serves the API
// reference page copied beside it, and its word generator thread starts from the compiled worker (a ping,
// which never loads the generator).

const REPO_ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(REPO_ROOT, 'game-server', 'dist', `test-build-${process.pid}`);

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** The port from the server's 'game server listening' log line (it listens on PORT=0). */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /"port":(\d+)[^\n]*"msg":"game server listening"/.exec(output)?.[1];
      if (port !== undefined) resolve(Number(port));
    });
    child.once('exit', (code) => reject(new Error(`the compiled server exited (${code}): ${output}`)));
  });
}

describe('the compiled server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bluffle-compiled-'));

  beforeAll(() => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', OUT_DIR], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`the build failed: ${build.stderr}`);
  });

  afterAll(() => {
    rmSync(OUT_DIR, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts under plain node in production, answers and stops on SIGTERM', async () => {
    const server = spawn(process.execPath, [path.join(OUT_DIR, 'main.js')], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SESSION_SECRET: 'compiled-server-test-secret-0123456789',
        PUBLIC_URL: 'http://127.0.0.1',
        WORD_BANK_FILE: path.join(dataDir, 'no-bank.json'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const base = `http://127.0.0.1:${await listeningPort(server)}`;
      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const reference = await fetch(`${base}/api/docs/assets/start-api-reference.js`);
      expect(reference.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exitOf(server)).toBe(0);
  });

  it("starts the word generator's thread from the compiled worker", async () => {
    const worker = new Worker(path.join(OUT_DIR, 'generator-worker.js'));
    try {
      const reply = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage({ id: 1, call: 'ping', args: [] });
      expect(await reply).toEqual({ id: 1, result: { isLoaded: false }, callMs: 0 });
    } finally {
      await worker.terminate();
    }
  });
});

// Starts a server script in its own process (so the load generator never shares its core) and waits
// until /ready answers, timing the cold start.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The game server's environment for a bench: its store, quiet logs, and per-client play limits lifted (every
 * bench request comes from one address, which a real player's limits would stop within a minute).
 */
export function gameServerEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SESSIONS_PER_10_MIN: '999999999',
    RATE_LIMIT_ANSWERS_PER_10_MIN: '999999999',
  };
}

export interface RunningChild {
  url: string;
  readyAfterMs: number;
  stop(): Promise<void>;
  /** Kills the process with no chance to clean up (SIGKILL, as kill -9), and waits for it to be gone. */
  kill(): Promise<void>;
  /** Stops the process for `ms` (SIGSTOP, then SIGCONT), as a machine too busy to run it would. */
  freeze(ms: number): Promise<void>;
}

/**
 * `envForPort` adds variables that name the child's own port (PUBLIC_ADDRESS when several processes share
 * Redis, so each process tells the others where its rooms are). `port` restarts a server on the address its
 * players already use (their cookies and sockets name it); by default a free one is picked.
 */
export async function startChild(
  script: string,
  env: Record<string, string>,
  envForPort: (port: number) => Record<string, string> = () => ({}),
  port?: number,
): Promise<RunningChild> {
  const listenPort = port ?? (await freePort());
  const startedAt = performance.now();
  // BENCH_PROFILE_DIR=<dir> writes a V8 CPU profile of the child, to see where a request's time goes.
  const profileArgs = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  // BENCH_SERVER_NODE_ARGS="--max-old-space-size=256" gives the child node's own flags (a heap limit, GC tracing)
  // without giving them to the bots' process too, as NODE_OPTIONS would.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...profileArgs, ...nodeArgs, '--import', 'tsx', script],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env, ...envForPort(listenPort), PORT: String(listenPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${listenPort}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyAfterMs = performance.now() - startedAt;
  const signalAndWait = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url,
    readyAfterMs,
    stop: () => signalAndWait('SIGTERM'),
    kill: () => signalAndWait('SIGKILL'),
    async freeze(ms) {
      child.kill('SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, ms));
      child.kill('SIGCONT');
    },
  };
}

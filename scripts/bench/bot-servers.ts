// The game servers `npm run bots` plays against: one process, or (--processes 2) two on the machine's Redis as a
// scale-out runs them, sharing one embedded store and one session secret, so a player signed in on one is
// signed in on the other and a call through either reaches a room held by the other.
import { gameServerEnv, startChild, type RunningChild } from './child-server';
import { pidListeningOn } from './pid-listening-on';

export const BOTS_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface BotServer extends RunningChild {
  pid: number;
}

/**
 * The environment of a bench's servers on one store in `dataDir`. On Redis (`isOnRedis`) they share a session
 * secret, and the rate limits and the saved lobbies live under this run's own keys, so another run on the same
 * Redis neither shares a counter nor resumes this run's lobbies.
 */
export function botServersEnv(dataDir: string, isOnRedis: boolean): Record<string, string> {
  // Every bot signs in from this one address, which the /auth limit (30 a minute) would stop at once.
  const env: Record<string, string> = { ...gameServerEnv(dataDir), AUTH_RATE_LIMIT: '999999999' };
  if (!isOnRedis) return env;
  const runKey = `${process.pid}:${Date.now()}`;
  return {
    ...env,
    REDIS_URL: BOTS_REDIS_URL,
    SESSION_SECRET: 'bots-processes-share-this-secret-0123456789',
    RATE_LIMIT_KEY_PREFIX: `bluffle-bots:${runKey}`,
    LOBBY_SNAPSHOT_KEY_PREFIX: `bluffle-bots:lobbies:${runKey}`,
  };
}

/** One server with `env` (botServersEnv's); on Redis it tells the others its own address. `port` as startChild. */
export async function startBotServer(env: Record<string, string>, port?: number): Promise<BotServer> {
  const publicAddress = (listenPort: number): Record<string, string> =>
    env.REDIS_URL === undefined ? {} : { PUBLIC_ADDRESS: `localhost:${listenPort}` };
  const child = await startChild('game-server/src/main.ts', env, publicAddress, port);
  return { ...child, pid: pidListeningOn(Number(new URL(child.url).port)) };
}

/**
 * Starts `count` servers on one store in `dataDir`. The first starts alone (it seeds the word bank into the
 * store), the others once it is ready.
 */
export async function startBotServers(count: number, dataDir: string): Promise<BotServer[]> {
  const env = botServersEnv(dataDir, count > 1);
  const servers: BotServer[] = [];
  try {
    for (let index = 0; index < count; index += 1) servers.push(await startBotServer(env));
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return servers;
}

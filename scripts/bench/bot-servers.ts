// The game servers `npm run bots` plays against: one process, or (--processes 2) two on the machine's Redis as a
// scale-out runs them, sharing one embedded store and one session secret, so a player signed in on one is
// signed in on the other and a call through either reaches a room held by the other.
import { gameServerEnv, startChild } from './child-server';
import { pidListeningOn } from './pid-listening-on';

export const BOTS_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface BotServer {
  url: string;
  pid: number;
  readyAfterMs: number;
  stop(): Promise<void>;
}

/**
 * Starts `count` servers on one store in `dataDir`. The first starts alone (it seeds the word bank into the
 * store), the others once it is ready. With more than one, each tells Redis its own address, and the rate
 * limits count under this run's own keys.
 */
export async function startBotServers(count: number, dataDir: string): Promise<BotServer[]> {
  // Every bot signs in from this one address, which the /auth limit (30 a minute) would stop at once.
  const env: Record<string, string> = { ...gameServerEnv(dataDir), AUTH_RATE_LIMIT: '999999999' };
  if (count > 1) {
    Object.assign(env, {
      REDIS_URL: BOTS_REDIS_URL,
      SESSION_SECRET: 'bots-processes-share-this-secret-0123456789',
      RATE_LIMIT_KEY_PREFIX: `bluffle-bots:${process.pid}:${Date.now()}`,
    });
  }
  const publicAddress = (port: number): Record<string, string> =>
    count > 1 ? { PUBLIC_ADDRESS: `localhost:${port}` } : {};
  const servers: BotServer[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const child = await startChild('game-server/src/main.ts', env, publicAddress);
      servers.push({ ...child, pid: pidListeningOn(Number(new URL(child.url).port)) });
    }
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return servers;
}

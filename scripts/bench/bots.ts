// `npm run bots -- --lobbies N --mode ws|rest|mixed [--watchers W] [--processes 2] [--json]` (Bots and benchmark): N whole lobby
// games of four at once against the game server in its own process (embedded store in a temp directory,
// the real word bank seeded on first start), players over WebSocket (@colyseus/sdk), REST polling, or two of
// each per lobby. Prints players and games that made it, answer-to-verdict latency (by round, beside the
// server's own event-loop delay read from its /metrics, server-loop-delay.ts), the server's CPU per
// answer and peak RSS, the same figures for a raw `ws` server doing the room's message pattern, and GET
// game throughput beside bare Express, each next to the target. Asserts nothing. BENCH_PROFILE_DIR=<dir>
// writes V8 CPU profiles of the servers and the phases' times (see profile-summary.ts). --watchers W (issue
// 23) adds W WebSocket watchers to each lobby, each calling once a round, then plays the same lobbies again
// without them, and prints a watcher's server CPU and bytes per game beside a player's. --processes 2 plays
// against two server processes on the machine's Redis (bot-servers.ts): each lobby has two players on
// either, so half the REST polls reach a room held by the other process, and each process's CPU, RSS and
// calls are printed (bots-processes.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seatKinds } from './bot-pacing';
import { readBotsOptions } from './bots-options';
import { reportLines, type BotsFigures } from './bots-report';
import { startBotServers } from './bot-servers';
import { processLines } from './bots-processes';
import { jsonClient } from './cookie-http-client';
import { compareGetGame } from './get-game-throughput';
import { benchRaw } from './raw-bench';
import { benchRoom } from './room-bench';

function countPlayers(lobbies: number, mode: BotsFigures['options']['mode']) {
  const kinds = Array.from({ length: lobbies }, (_, lobby) => seatKinds(mode, lobby)).flat();
  return {
    wsPlayers: kinds.filter((kind) => kind === 'ws').length,
    restPlayers: kinds.filter((kind) => kind === 'rest').length,
  };
}

async function main(): Promise<void> {
  const options = readBotsOptions(process.argv.slice(2));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bluffle-bots-'));
  try {
    const servers = await startBotServers(options.processes, dataDir);
    const [server] = servers;
    let room: Awaited<ReturnType<typeof benchRoom>>;
    let getGame: BotsFigures['getGame'];
    let unwatched: BotsFigures['unwatched'];
    try {
      if (!options.isJson)
        for (const { pid, readyAfterMs } of servers)
          console.log(`game server pid ${pid} ready in ${readyAfterMs.toFixed(0)} ms`);
      room = await benchRoom(servers, options);
      if (options.watchers > 0) unwatched = await benchRoom(servers, { ...options, watchers: 0 });
      else
        getGame = await compareGetGame(
          server!.url,
          jsonClient(server!.url, 16),
          options.getSeconds,
          server!.pid,
        );
    } finally {
      await Promise.all(servers.map((running) => running.stop()));
    }
    const raw = options.watchers > 0 ? undefined : await benchRaw(options.lobbies);
    const figures: BotsFigures = {
      options,
      ...countPlayers(options.lobbies, options.mode),
      room,
      unwatched,
      raw,
      getGame,
    };
    console.log(
      options.isJson
        ? JSON.stringify(figures, null, 2)
        : [...reportLines(figures), ...processLines(room.perProcess)].join('\n'),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  // Kept-alive sockets and SDK timers would hold the process open after the figures are out.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

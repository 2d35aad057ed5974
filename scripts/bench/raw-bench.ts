// The physical baseline in the same run: the raw `ws` lobby server in its own process, played by as many
// WebSocket bots as the room had players, with its CPU and RSS read the same way.
import type { BotsFigures } from './bots-report';
import { BotTally, tallyFigures } from './bot-tally';
import { startChild } from './child-server';
import { pidListeningOn } from './pid-listening-on';
import { cpuSecondsOf, sampleRss } from './process-meter';
import { profilePhase } from './profile-phases';
import { playRawGames } from './raw-bots';

export async function benchRaw(lobbies: number): Promise<BotsFigures['raw']> {
  const server = await startChild('scripts/bench/raw-lobby-server.ts', {});
  try {
    const pid = pidListeningOn(Number(new URL(server.url).port));
    const tally = new BotTally();
    const rss = sampleRss(pid);
    const cpuAtStart = cpuSecondsOf(pid);
    const startedAt = performance.now();
    await profilePhase('raw games', () => playRawGames(server.url, lobbies, tally));
    const gameWallSeconds = (performance.now() - startedAt) / 1000;
    const cpuSeconds = cpuSecondsOf(pid) - cpuAtStart;
    const figures = tallyFigures(tally);
    return {
      ...figures,
      cpuSeconds,
      cpuMsPerAnswer: (cpuSeconds * 1000) / figures.answers,
      peakRssMb: rss.stop(),
      gameWallSeconds,
    };
  } finally {
    await server.stop();
  }
}

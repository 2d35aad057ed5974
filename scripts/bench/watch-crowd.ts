// The audience's own process: `npm run bots -- --watchers N` forks this so that 500 SDK clients
// decoding every patch do not hold up the players' bots, whose answer-to-verdict latency would otherwise
// measure the load generator's event loop rather than the server (as watchers on their own devices would).
// Orders come over the IPC channel (watch-crowd-process.ts); figures go back the same way.
import { Audience } from './watch-lobbies';
import type { CrowdOrder, CrowdReport } from './watch-crowd-process';

let audience: Audience | undefined;

function report(step: CrowdReport['step']): void {
  const cpu = process.cpuUsage();
  const figures = audience?.figures();
  if (figures === undefined) throw new Error('the crowd has no audience yet');
  process.send?.({ step, figures, cpuSeconds: (cpu.user + cpu.system) / 1e6 } satisfies CrowdReport);
}

process.on('message', (order: CrowdOrder) => {
  const work = async () => {
    switch (order.type) {
      case 'watch':
        audience = new Audience(order.baseUrl, order.perLobby);
        await audience.watch(order.codes);
        report('watching');
        return;
      case 'call':
        await audience?.callThroughTheGames();
        report('called');
        return;
      case 'leave':
        await audience?.leave();
        report('left');
        process.exit(0);
    }
  };
  work().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});

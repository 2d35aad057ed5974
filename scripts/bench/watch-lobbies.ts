// The audience of `npm run bots -- --watchers N`: N guests watch each seated lobby over
// WebSocket, a few joins at a time as a crowd arriving with the code, then each calls once a round.
import { forEachLimited } from './limited-concurrency';
import { WatcherBot } from './watcher-bot';

const WATCH_CONCURRENCY = 32;

export interface WatchFigures {
  perLobby: number;
  connected: number;
  failed: number;
  /** Watchers whose game ended early (their room closed, or the game ran out of time). */
  lost: number;
  calls: number;
  refusals: number;
  firstProblems: string[];
  joinSeconds: number;
  /** Mean bytes the server sent one watcher from the start signal to the final standings. */
  bytesInPlayPerWatcher: number;
}

export class Audience {
  private readonly bots: WatcherBot[] = [];
  private readonly problems: string[] = [];
  private failed = 0;
  private lost = 0;
  private joinSeconds = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly perLobby: number,
  ) {}

  async watch(codes: readonly string[]): Promise<void> {
    const startedAt = performance.now();
    const seats = codes.flatMap((code) => Array.from({ length: this.perLobby }, () => code));
    await forEachLimited(seats, WATCH_CONCURRENCY, async (code) => {
      const bot = new WatcherBot(this.baseUrl);
      try {
        await bot.watch(code);
        this.bots.push(bot);
      } catch (error) {
        this.failed += 1;
        this.note(`watch ${code}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    this.joinSeconds = (performance.now() - startedAt) / 1000;
  }

  /** Every watcher calls through the game; resolves when all are done or gone. */
  async callThroughTheGames(): Promise<void> {
    const outcomes = await Promise.allSettled(this.bots.map((bot) => bot.callEachRound()));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        this.lost += 1;
        this.note(String(outcome.reason));
      }
    }
  }

  async leave(): Promise<void> {
    await forEachLimited(this.bots, WATCH_CONCURRENCY, (bot) => bot.leave());
  }

  figures(): WatchFigures {
    const refusals = this.bots.flatMap((bot) => bot.counts.refusals);
    const bytes = this.bots.reduce((sum, bot) => sum + bot.counts.bytesInPlay, 0);
    return {
      perLobby: this.perLobby,
      connected: this.bots.length,
      failed: this.failed,
      lost: this.lost,
      calls: this.bots.reduce((sum, bot) => sum + bot.counts.calls, 0),
      refusals: refusals.length,
      firstProblems: [...this.problems, ...refusals.slice(0, 3)].slice(0, 5),
      joinSeconds: this.joinSeconds,
      bytesInPlayPerWatcher: this.bots.length === 0 ? 0 : bytes / this.bots.length,
    };
  }

  private note(problem: string): void {
    if (this.problems.length < 3) this.problems.push(problem);
  }
}

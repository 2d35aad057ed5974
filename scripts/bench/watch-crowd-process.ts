// The parent's side of the audience's process (watch-crowd.ts): forks it, gives it its orders, and reads
// its figures back.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { WatchFigures } from './watch-lobbies';

export type CrowdOrder =
  | { type: 'watch'; baseUrl: string; perLobby: number; codes: string[] }
  | { type: 'call' }
  | { type: 'leave' };

export interface CrowdReport {
  step: 'watching' | 'called' | 'left';
  figures: WatchFigures;
  /** The crowd process's own CPU so far. */
  cpuSeconds: number;
}

const NO_FIGURES: WatchFigures = {
  perLobby: 0,
  connected: 0,
  failed: 0,
  lost: 0,
  calls: 0,
  refusals: 0,
  firstProblems: [],
  joinSeconds: 0,
  bytesInPlayPerWatcher: 0,
};

export class AudienceProcess {
  private child: ChildProcess | undefined;
  private last: CrowdReport | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly perLobby: number,
  ) {}

  async watch(codes: string[]): Promise<void> {
    if (this.perLobby === 0) return;
    this.child = fork(path.join(__dirname, 'watch-crowd.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await this.order({ type: 'watch', baseUrl: this.baseUrl, perLobby: this.perLobby, codes });
  }

  async callThroughTheGames(): Promise<void> {
    if (this.child !== undefined) await this.order({ type: 'call' });
  }

  async leave(): Promise<void> {
    if (this.child === undefined) return;
    const exited = new Promise((resolve) => this.child?.once('exit', resolve));
    await this.order({ type: 'leave' });
    await exited;
    this.child = undefined;
  }

  figures(): WatchFigures & { crowdCpuSeconds: number } {
    return {
      ...(this.last?.figures ?? { ...NO_FIGURES, perLobby: this.perLobby }),
      crowdCpuSeconds: this.last?.cpuSeconds ?? 0,
    };
  }

  /** Sends an order and waits for the report it ends with (or the child's failure). */
  private order(order: CrowdOrder): Promise<void> {
    const child = this.child;
    if (child === undefined) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const onMessage = (report: CrowdReport) => {
        this.last = report;
        child.off('exit', onExit);
        resolve();
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`the audience's process exited with code ${code} during ${order.type}`));
      };
      child.once('message', onMessage);
      child.once('exit', onExit);
      child.send(order);
    });
  }
}

// What the bots saw: who got in, which games ended, how long each answer took to be acknowledged, and the
// failures grouped by kind, each kind counted with its first occurrence word for word.
import type { BotKind } from './bot-pacing';

/** Kinds of failure the report shows, most frequent first. */
const SHOWN_ERROR_KINDS = 6;

/** A failure's kind: its text with lobby codes and numbers (bot, round, status code…) taken out. */
function errorKind(text: string): string {
  return text.replace(/\b[A-Z0-9]{6}\b/g, 'CODE').replace(/\d+(\.\d+)?/g, '#');
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((first, second) => first - second);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return code === undefined ? error.message : `${error.message} (code ${String(code)})`;
  }
  return String(error);
}

export class BotTally {
  playersConnected = 0;
  playersFailed = 0;
  gamesFinished = 0;
  gamesFailed = 0;
  /** Answer-to-verdict milliseconds per transport. */
  readonly latencies: Record<BotKind, number[]> = { ws: [], rest: [] };
  /**
   * The same latencies by round number: every lobby starts in the same second, so round 1's answers meet the
   * start burst, while later rounds have drifted apart. Tells a burst from a steady cost.
   */
  readonly latenciesByRound = new Map<number, number[]>();
  /**
   * When each round's answers were in flight, on this process's clock: from the first one sent to the last
   * verdict. What the server did meanwhile (its event-loop delay) is what those answers met.
   */
  readonly roundSpans = new Map<number, { fromMs: number; toMs: number }>();
  /** Round trips of the REST bots' lobby and game polls. */
  readonly pollLatencies: number[] = [];
  /** Of those polls, the ones answered 304: the view had not changed since the bot's last read. */
  pollsNotModified = 0;
  /** Rounds that closed before a bot could answer them (it never saw them in play). */
  roundsMissed = 0;
  private readonly errorKinds = new Map<string, { count: number; first: string }>();
  errorCount = 0;

  /** An acknowledged answer: its transport, its round and how long its verdict took. */
  answered(kind: BotKind, round: number, milliseconds: number): void {
    this.latencies[kind].push(milliseconds);
    const ofRound = this.latenciesByRound.get(round);
    if (ofRound === undefined) this.latenciesByRound.set(round, [milliseconds]);
    else ofRound.push(milliseconds);
    const verdictAt = performance.now();
    const sentAt = verdictAt - milliseconds;
    const span = this.roundSpans.get(round);
    if (span === undefined) this.roundSpans.set(round, { fromMs: sentAt, toMs: verdictAt });
    else {
      span.fromMs = Math.min(span.fromMs, sentAt);
      span.toMs = Math.max(span.toMs, verdictAt);
    }
  }

  /** Records a failure: `where` says which bot and which call. */
  fail(where: string, error: unknown): void {
    this.errorCount += 1;
    const text = `${where}: ${errorText(error)}`;
    const kind = this.errorKinds.get(errorKind(text));
    if (kind === undefined) this.errorKinds.set(errorKind(text), { count: 1, first: text });
    else kind.count += 1;
  }

  /** The most frequent kinds of failure: how many, and the first of each. */
  get errors(): string[] {
    return [...this.errorKinds.values()]
      .sort((first, second) => second.count - first.count)
      .slice(0, SHOWN_ERROR_KINDS)
      .map((kind) => `${kind.count} like: ${kind.first}`);
  }

  /** Counts the rounds of a finished game this bot never answered, naming them in the errors. */
  countMissedRounds(who: string, takenRounds: ReadonlySet<number>, totalRounds: number, seen: string): void {
    const missed = Array.from({ length: totalRounds }, (_, index) => index + 1).filter(
      (round) => !takenRounds.has(round),
    );
    if (missed.length === 0) return;
    this.roundsMissed += missed.length;
    this.fail(
      who,
      new Error(`round(s) ${missed.join(', ')} closed before the bot saw them in play; ${seen}`),
    );
  }

  get answers(): number {
    return this.latencies.ws.length + this.latencies.rest.length;
  }
}

/** The counts and latencies of a run, as the report prints them. */
export function tallyFigures(tally: BotTally) {
  return {
    playersConnected: tally.playersConnected,
    playersFailed: tally.playersFailed,
    gamesFinished: tally.gamesFinished,
    gamesFailed: tally.gamesFailed,
    errorCount: tally.errorCount,
    firstErrors: [...tally.errors],
    answers: tally.answers,
    roundsMissed: tally.roundsMissed,
    polls: summarise(tally.pollLatencies),
    pollsNotModified: tally.pollsNotModified,
    latency: {
      all: summarise([...tally.latencies.ws, ...tally.latencies.rest]),
      ws: summarise(tally.latencies.ws),
      rest: summarise(tally.latencies.rest),
    },
    latencyByRound: [...tally.latenciesByRound.entries()]
      .sort(([first], [second]) => first - second)
      .map(([round, latencies]) => ({ round, ...summarise(latencies) })),
  };
}

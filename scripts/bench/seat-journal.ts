// What one bot saw of its game, for the lobby-survival bench: each round event (a round opening, its results,
// the final standings) with when it was seen, the answer it chose for each round and whether the server
// acknowledged it, and its final score. From that alone it works out the score the server owes it, with the
// product's own scoring rule, so a lost or twice-counted answer shows without trusting the server's tally.
import {
  initialScore,
  NETWORK_ALLOWANCE_MS,
  ROUNDS_PER_GAME,
  scoreLobbyAnswer,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';

/** The statuses whose change is a round event a player sees. */
const ROUND_EVENT_STATUSES = new Set(['playing', 'round-results', 'finished']);

export interface RoundEvent {
  key: string;
  atMs: number;
}

/** The longest wait between two round events, and the two. */
export interface RoundGap {
  ms: number;
  from: string;
  to: string;
}

interface RoundAnswer {
  answer: boolean;
  isAcknowledged: boolean;
  /** The server's time for it, from the round's start (read off a view that shows it answered). */
  answerTimeMs: number | null;
}

export class SeatJournal {
  /** Each round event (`playing:2`, `round-results:2`, `finished:5`) in the order seen, when first seen. */
  private readonly events: RoundEvent[] = [];
  /** When each view was read (a few dozen a game). */
  private readonly viewsAtMs: number[] = [];
  private readonly answers = new Map<number, RoundAnswer>();
  /** Each round's word as this player saw it in play. */
  private readonly words = new Map<number, string>();
  /** The score the final standings show, once seen. */
  finalScore: number | null = null;
  /** Rounds whose results showed this player's acknowledged answer as never given. */
  readonly roundsJudgedUnanswered = new Set<number>();

  constructor(readonly userId: string) {}

  /** Every view of the game the player reads: a patch, a poll or a call's reply. */
  saw(view: MultiplayerGameView, atMs = performance.now()): void {
    this.viewsAtMs.push(atMs);
    this.noteEvent(`${view.gameStatus}:${view.currentRound}`, view.gameStatus, atMs);
    const round = view.currentRound;
    if (view.gameStatus === 'playing' && view.currentWord !== null)
      this.words.set(round, view.currentWord.word);
    const me = view.players.find((player) => player.userId === this.userId);
    if (me === undefined) return;
    const answer = this.answers.get(round);
    if (answer !== undefined && me.hasAnswered && me.answerTime > 0) answer.answerTimeMs = me.answerTime;
    // The round's results showing this player answered confirm an answer whose own reply never came.
    if (answer !== undefined && me.hasAnswered && view.gameStatus === 'round-results')
      answer.isAcknowledged = true;
    if (view.gameStatus === 'round-results' && answer?.isAcknowledged === true && !me.hasAnswered) {
      this.roundsJudgedUnanswered.add(round);
    }
    if (view.gameStatus === 'finished') this.finalScore = me.currentScore;
  }

  /** The answer this player gives to `round` (and gives again, the same, if the first try went unheard). */
  answerFor(round: number): boolean {
    const known = this.answers.get(round);
    if (known !== undefined) return known.answer;
    const answer = Math.random() < 0.5;
    this.answers.set(round, { answer, isAcknowledged: false, answerTimeMs: null });
    return answer;
  }

  /** The server said it took this player's answer to `round` (a reply, or a view showing it answered). */
  acknowledged(round: number): void {
    const known = this.answers.get(round);
    if (known !== undefined) known.isAcknowledged = true;
  }

  get acknowledgedAnswers(): number {
    return [...this.answers.values()].filter((answer) => answer.isAcknowledged).length;
  }

  /** Answers sent but never shown taken: the server may have taken them just before its process died. */
  get unconfirmedAnswers(): number {
    return [...this.answers.values()].filter((answer) => !answer.isAcknowledged).length;
  }

  /**
   * The scores the server may owe this player: every acknowledged answer judged against its word's truth and
   * timed as the server timed it, every other round a timeout, folded with the product's scoring rule (streaks
   * too); the second also counts the answers sent but never confirmed. A final score off both is not intact.
   */
  expectedScores(isRealWord: (word: string) => boolean, roundSeconds: number): [number, number] {
    return [this.scoreOf(isRealWord, roundSeconds, false), this.scoreOf(isRealWord, roundSeconds, true)];
  }

  private scoreOf(
    isRealWord: (word: string) => boolean,
    roundSeconds: number,
    isCountingUnconfirmed: boolean,
  ) {
    let score = initialScore();
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      const answer = this.answers.get(round);
      const word = this.words.get(round);
      const isGiven = answer !== undefined && (answer.isAcknowledged || isCountingUnconfirmed);
      const given =
        isGiven && word !== undefined
          ? // An answer whose time no view showed was seconds into its round: fast, as every bot's is.
            { answer: answer.answer, answerTimeMs: answer.answerTimeMs ?? 0 }
          : { answer: null, answerTimeMs: roundSeconds * 1000 };
      const isReal = word !== undefined && isRealWord(word);
      score = scoreLobbyAnswer(score, given, isReal, NETWORK_ALLOWANCE_MS).score;
    }
    return score.totalScore;
  }

  /** When this player first read a view of its game after `atMs` (after a fault: when it saw its lobby again). */
  firstViewAfter(atMs: number): number | null {
    return this.viewsAtMs.find((viewAtMs) => viewAtMs > atMs) ?? null;
  }

  /** Whether this player has seen the round event `key` (`playing:3`). */
  hasSeen(key: string): boolean {
    return this.events.some((event) => event.key === key);
  }

  /**
   * The longest wait between two round events this player saw, from the first round's opening to the final
   * standings; with `untilMs`, only waits that ended before it.
   */
  longestGap(untilMs = Number.POSITIVE_INFINITY): RoundGap | null {
    let longest: RoundGap | null = null;
    for (let index = 1; index < this.events.length; index += 1) {
      const [from, to] = [this.events[index - 1]!, this.events[index]!];
      const ms = to.atMs - from.atMs;
      if (to.atMs < untilMs && (longest === null || ms > longest.ms))
        longest = { ms, from: from.key, to: to.key };
    }
    return longest;
  }

  private noteEvent(key: string, status: string, atMs: number): void {
    if (!ROUND_EVENT_STATUSES.has(status) || this.events.at(-1)?.key === key) return;
    this.events.push({ key, atMs });
  }
}

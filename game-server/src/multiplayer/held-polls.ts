import type { Clock } from '../clock';

/** A long poll as the room is asked to hold it: plain JSON, since it may come over Redis. */
export interface PollHold {
  /** The caller's name for this hold, to release it when its client goes away. */
  id: string;
  /** The poller's If-None-Match: held while it names the view but for its countdown. */
  ifNoneMatch: string;
  /** How long to hold at most (the service caps it below the REST silence limit). */
  waitMs: number;
}

/** One held poll as the room describes it: who holds it, and how to answer it. */
export interface HeldPollRequest<Answer> {
  id: string;
  /** Who holds it and for which view: one held poll each, a new one answers the old. */
  holder: string;
  waitMs: number;
  /** Whether the view it holds is still current but for the countdown. */
  isStillCurrent(): boolean;
  /** The answer as of now: the view (or a refusal), read again so the read counts as the holder's call. */
  answerNow(): Answer;
}

interface HeldPoll<Answer> {
  request: HeldPollRequest<Answer>;
  deadlineMs: number;
  settle(answer: Answer): void;
}

export interface HeldPollsOptions<Answer> {
  clock: Clock;
  /** At most this many held at once: past it a poll is answered at once, as a plain poll. */
  maxHeld: number;
  /**
   * What a held poll gets when the room closes (a poll of a closed room gets the same), or when its client
   * went away (nobody reads it then).
   */
  goneAnswer: Answer;
}

/**
 * The long polls a lobby room holds (cheap polling): each waits until the view it names changes
 * (checked once after each change, not per poll) or its wait ends on the room's clock, and is answered by the
 * room where the state lives, so a room in another process holds its own. Deadlines are met by a timer armed
 * for the earliest one, and checked again at every beat (`expire`), which is how a test's manual clock ends
 * them. A poll whose client went away is released (`release`) at once.
 */
export class HeldPolls<Answer> {
  private readonly held = new Map<string, HeldPoll<Answer>>();
  private readonly holderIds = new Map<string, string>();
  private isCheckQueued = false;
  private deadlineTimer: ReturnType<typeof setTimeout> | undefined;
  private timerAtMs = Number.POSITIVE_INFINITY;

  constructor(private readonly options: HeldPollsOptions<Answer>) {}

  get count(): number {
    return this.held.size;
  }

  /**
   * Holds the poll: the promise settles with its answer. Undefined at once when the room holds its most
   * already (the caller answers as a plain poll).
   */
  hold(request: HeldPollRequest<Answer>): Promise<Answer> | undefined {
    const previous = this.holderIds.get(request.holder);
    if (previous !== undefined) this.answer(previous, (poll) => poll.request.answerNow());
    if (this.held.size >= this.options.maxHeld) return undefined;
    const deadlineMs = this.options.clock.now() + request.waitMs;
    return new Promise((resolve) => {
      this.held.set(request.id, { request, deadlineMs, settle: resolve });
      this.holderIds.set(request.holder, request.id);
      if (deadlineMs < this.timerAtMs) this.armTimer(deadlineMs);
    });
  }

  /**
   * The room's state changed: each held poll is checked once the room's turn is over (a REST call changes
   * the state, then syncs it, then answers), so a burst of changes is one check.
   */
  changed(): void {
    if (this.isCheckQueued || this.held.size === 0) return;
    this.isCheckQueued = true;
    setImmediate(() => {
      this.isCheckQueued = false;
      for (const [id, poll] of [...this.held]) {
        if (!poll.request.isStillCurrent()) this.answer(id, () => poll.request.answerNow());
      }
    });
  }

  /** Answers the polls whose wait ended by `nowMs` (304 to the caller: the state is as they hold it). */
  expire(nowMs: number): void {
    for (const [id, poll] of [...this.held]) {
      if (poll.deadlineMs <= nowMs) this.answer(id, () => poll.request.answerNow());
    }
  }

  /** The poll's client went away: it is dropped now. */
  release(id: string): void {
    this.answer(id, () => this.options.goneAnswer);
  }

  /** The room closes: every held poll gets the closed answer, and nothing stays armed. */
  closeAll(): void {
    for (const id of [...this.held.keys()]) this.answer(id, () => this.options.goneAnswer);
    clearTimeout(this.deadlineTimer);
    this.timerAtMs = Number.POSITIVE_INFINITY;
  }

  private answer(id: string, answerOf: (poll: HeldPoll<Answer>) => Answer): void {
    const poll = this.held.get(id);
    if (poll === undefined) return;
    this.held.delete(id);
    if (this.holderIds.get(poll.request.holder) === id) this.holderIds.delete(poll.request.holder);
    poll.settle(answerOf(poll));
  }

  /**
   * One timer for the earliest deadline, on the room's clock: a timer that fires early (a clock a test moves,
   * or one a millisecond behind) waits the rest; the beat's `expire` catches what it misses.
   */
  private armTimer(atMs: number): void {
    clearTimeout(this.deadlineTimer);
    this.timerAtMs = atMs;
    this.deadlineTimer = setTimeout(
      () => {
        this.timerAtMs = Number.POSITIVE_INFINITY;
        this.expire(this.options.clock.now());
        const next = Math.min(...[...this.held.values()].map((poll) => poll.deadlineMs));
        if (Number.isFinite(next)) this.armTimer(next);
      },
      Math.max(0, atMs - this.options.clock.now()),
    );
    // A held poll keeps its HTTP request open, which keeps the process up; its timer need not.
    this.deadlineTimer.unref();
  }
}

// A player who only polls, as the web client falls back to (docs/product.md §7 multiplayer rows): the lobby every 2 s
// while it gathers, the game every 1 s once it starts, and POSTs for ready, start and each answer. With
// --poll long it long-polls instead: each poll names the ETag it holds with Prefer: wait, and the
// next goes out as soon as one is answered while the server applies the wait.
import {
  ERROR_CODES,
  ROUNDS_PER_GAME,
  type LobbyActionResponse,
  type LobbyResponse,
  type LobbyView,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';
import { answerDelayMs, GAME_POLL_MS, GAME_TIMEOUT_MS, LOBBY_POLL_MS, sleep } from './bot-pacing';
import type { BotTally } from './bot-tally';
import type { PollStyle } from './bots-options';
import { CallRefused, type BotAccount, type JsonClient } from './cookie-http-client';
import {
  hasAnswered,
  roundToAnswer,
  seenFromGame,
  seenFromLobby,
  type LobbyBot,
  type SeenLobby,
} from './lobby-bot';
import type { SeatJournal } from './seat-journal';

const IGNORES_ETAGS = process.env.BOTS_IGNORE_ETAGS === '1';
/** A long poll's wait: the server caps it (8 s for its 10 s silence limit) and says so in Preference-Applied. */
const LONG_POLL_PREFER = 'wait=8';
/** An answer whose call failed is sent again after this long, as a person taps again, while its round is on. */
const ANSWER_RETRY_MS = 500;
/** Past this, the round is over whatever this player last saw (a round lasts 15 s). */
const ANSWER_RETRY_LIMIT_MS = 30_000;

/** Whether Preference-Applied says the server held the poll (a wait of a second or more). */
function isWaitApplied(preferenceApplied: string | undefined): boolean {
  const seconds = /(?:^|,)\s*wait=(\d+)/i.exec(preferenceApplied ?? '')?.[1];
  return seconds !== undefined && Number(seconds) >= 1;
}

export class RestBot implements LobbyBot {
  readonly kind = 'rest';
  private code: string | undefined;
  private latest: SeenLobby | undefined;
  private readonly watchers = new Set<() => void>();
  private hasLeft = false;
  /** The last view read per path and its ETag, for conditional polls. */
  private readonly views = new Map<string, { etag: string; view: unknown }>();
  /** Polls that showed this bot's own seat as dropped (the room's 10 s without a call). */
  private timesSeenDisconnected = 0;
  /** Whether the server applied the last poll's wait: then the next poll goes out at once. */
  private wasLastPollHeld = false;

  /** `journal`, when given, keeps every game view read and every answer taken (the lobby-survival bench). */
  constructor(
    private readonly http: JsonClient,
    readonly account: BotAccount,
    private readonly pollStyle: PollStyle = 'plain',
    private readonly journal?: SeatJournal,
  ) {}

  async create(): Promise<string> {
    const reply = await this.post<LobbyResponse>('create', {});
    this.code = reply.lobby.lobbyCode;
    this.see(seenFromLobby(reply.lobby));
    return this.code;
  }

  async join(code: string): Promise<void> {
    this.code = code;
    const reply = await this.post<LobbyResponse>('join', { lobbyCode: code });
    this.see(seenFromLobby(reply.lobby));
    await this.post('ready', { lobbyCode: code, isReady: true });
  }

  /** Checked on each poll: playToTheEnd must be running for the view to move. */
  waitFor(isDone: (lobby: SeenLobby) => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.latest === undefined || !isDone(this.latest)) return false;
        clearTimeout(timer);
        this.watchers.delete(check);
        resolve();
        return true;
      };
      const timer = setTimeout(() => {
        this.watchers.delete(check);
        reject(new Error(`rest ${this.account.username}: lobby never matched; last ${this.describe()}`));
      }, GAME_TIMEOUT_MS);
      if (!check()) this.watchers.add(check);
    });
  }

  async start(): Promise<void> {
    const reply = await this.post<LobbyActionResponse>('start', { lobbyCode: this.lobbyCode });
    this.seeGame(reply.game);
  }

  async playToTheEnd(tally: BotTally): Promise<void> {
    const userId = this.account.userId;
    const deadline = performance.now() + GAME_TIMEOUT_MS;
    let lastTakenRound = 0;
    const takenRounds = new Set<number>();
    const answers: Promise<void>[] = [];
    while (this.latest?.status !== 'finished') {
      if (performance.now() > deadline) {
        throw new Error(`rest ${this.account.username}: game not finished in time; last ${this.describe()}`);
      }
      const isGathering = this.latest === undefined || this.latest.status === 'waiting';
      if (!this.wasLastPollHeld) await sleep(isGathering ? LOBBY_POLL_MS : GAME_POLL_MS);
      try {
        const sentAt = performance.now();
        const isNotModified = await this.poll(isGathering);
        tally.pollLatencies.push(performance.now() - sentAt);
        if (isNotModified) tally.pollsNotModified += 1;
      } catch (error) {
        this.wasLastPollHeld = false;
        // A lobby that is gone ends the game for this bot; any other failed poll is counted and retried.
        if (error instanceof CallRefused && error.status === 404) throw error;
        tally.fail(`rest ${this.account.username} poll`, error);
        continue;
      }
      const round = this.latest === undefined ? null : roundToAnswer(this.latest, userId, lastTakenRound);
      if (round !== null) {
        lastTakenRound = round;
        takenRounds.add(round);
        answers.push(this.answerLater(round, tally));
      }
    }
    await Promise.all(answers);
    const seen = `${this.describe()}; own seat seen disconnected in ${this.timesSeenDisconnected} poll(s)`;
    tally.countMissedRounds(`rest ${this.account.username}`, takenRounds, ROUNDS_PER_GAME, seen);
  }

  async leave(): Promise<void> {
    if (this.code === undefined || this.hasLeft) return;
    this.hasLeft = true;
    await this.post('leave', { lobbyCode: this.code }).catch(() => undefined);
  }

  /**
   * The answer after a person's pause; its latency is the POST's round trip, whose game shows it taken. A call
   * that got no verdict (the server unreachable, or failing) is made again, the same answer, while the round is
   * still the one in play as far as this player has seen; 'already answered' then means an earlier try was
   * taken.
   */
  private async answerLater(round: number, tally: BotTally): Promise<void> {
    await sleep(answerDelayMs());
    const answer = this.journal?.answerFor(round) ?? Math.random() < 0.5;
    const giveUpAt = performance.now() + ANSWER_RETRY_LIMIT_MS;
    for (;;) {
      const sentAt = performance.now();
      try {
        const reply = await this.post<LobbyActionResponse>('answer', {
          lobbyCode: this.lobbyCode,
          roundNumber: round,
          answer,
        });
        const elapsed = performance.now() - sentAt;
        this.seeGame(reply.game);
        if (!hasAnswered(seenFromGame(reply.game), this.account.userId, round)) {
          tally.fail(`rest ${this.account.username} answer`, new Error(`round ${round} not shown answered`));
          return;
        }
        this.journal?.acknowledged(round);
        tally.answered('rest', round, elapsed);
        return;
      } catch (error) {
        tally.fail(`rest ${this.account.username} answer round ${round}`, error);
        if (isAlreadyAnswered(error)) this.journal?.acknowledged(round);
        // A refusal is final, but for a lobby not found: its process may be gone and the lobby coming back.
        if (error instanceof CallRefused && error.status < 500 && error.status !== 404) return;
      }
      await sleep(ANSWER_RETRY_MS);
      const latest = this.latest;
      const isRoundOn = latest?.status === 'playing' && latest.round === round;
      if (this.hasLeft || !isRoundOn || performance.now() > giveUpAt) return;
    }
  }

  /**
   * A conditional GET, as the web client's browser makes it: the ETag of the view last read goes along, and a
   * 304 means that view still holds. BOTS_IGNORE_ETAGS=1 polls as a client that knows nothing of ETags. A
   * long poll asks to wait; a 304 then means nothing but the countdown moved, and its ETag is the one to
   * name next.
   */
  private async read<View>(path: string): Promise<{ view: View; isNotModified: boolean }> {
    const known = this.views.get(path);
    const isLong = this.pollStyle === 'long';
    const reply = await this.http<View>('GET', path, {
      cookie: this.account.cookie,
      ifNoneMatch: IGNORES_ETAGS ? undefined : known?.etag,
      prefer: isLong ? LONG_POLL_PREFER : undefined,
    });
    this.wasLastPollHeld = isLong && isWaitApplied(reply.preferenceApplied);
    if (reply.status === 304 && known !== undefined) {
      if (reply.etag !== undefined) known.etag = reply.etag;
      return { view: known.view as View, isNotModified: true };
    }
    if (reply.etag !== undefined) this.views.set(path, { etag: reply.etag, view: reply.body });
    return { view: reply.body, isNotModified: false };
  }

  /** Reads the view the lobby's status calls for; true when it came back 304 (unchanged). */
  private async poll(isGathering: boolean): Promise<boolean> {
    const code = this.lobbyCode;
    if (isGathering) {
      const { view, isNotModified } = await this.read<LobbyView>(`/api/multiplayer/lobby/${code}`);
      this.see(seenFromLobby(view));
      return isNotModified;
    }
    const { view, isNotModified } = await this.read<MultiplayerGameView>(`/api/multiplayer/game/${code}`);
    this.seeGame(view);
    return isNotModified;
  }

  private seeGame(game: MultiplayerGameView): void {
    this.journal?.saw(game);
    this.see(seenFromGame(game));
  }

  private see(lobby: SeenLobby): void {
    this.latest = lobby;
    const me = lobby.players.find((player) => player.userId === this.account.userId);
    if (me?.isConnected === false) this.timesSeenDisconnected += 1;
    for (const check of [...this.watchers]) check();
  }

  private async post<Body = LobbyActionResponse>(call: string, body: object): Promise<Body> {
    const reply = await this.http<Body>('POST', `/api/multiplayer/${call}`, {
      body,
      cookie: this.account.cookie,
    });
    return reply.body;
  }

  private get lobbyCode(): string {
    if (this.code === undefined) throw new Error(`rest ${this.account.username} is in no lobby`);
    return this.code;
  }

  private describe(): string {
    const seen = this.latest;
    return seen === undefined
      ? 'nothing seen'
      : `status ${seen.status} round ${seen.round}, ${seen.players.length} seated`;
  }
}

function isAlreadyAnswered(error: unknown): boolean {
  return (
    error instanceof CallRefused &&
    error.status === 409 &&
    error.message.includes(ERROR_CODES.alreadyAnswered)
  );
}

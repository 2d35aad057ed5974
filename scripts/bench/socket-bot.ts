// A WebSocket player as the web app plays: @colyseus/sdk with the account's session cookie on its
// matchmaking request, messages to the room, the game read from the synced state after every patch.
import { Client, type Room } from '@colyseus/sdk';
import {
  LOBBY_MESSAGE_TYPES,
  LOBBY_ROOM_NAME,
  LOBBY_SERVER_MESSAGE_TYPES,
  ROUNDS_PER_GAME,
  liveGameViewOf,
  type LobbyErrorMessage,
  type LobbySnapshot,
} from '@bluffle/shared-schema';
import { answerDelayMs, GAME_TIMEOUT_MS, PLAYERS_PER_LOBBY } from './bot-pacing';
import { errorText, type BotTally } from './bot-tally';
import { countReceivedBytes } from './received-bytes';
import { waitForRoomState } from './wait-for-room-state';
import type { BotAccount } from './cookie-http-client';
import { hasAnswered, roundToAnswer, seenFromGame, type LobbyBot, type SeenLobby } from './lobby-bot';
import type { SeatJournal } from './seat-journal';
import { REJOIN_DELAYS_MS, SEAT_RECONNECTION } from '../../web/src/multiplayer/seat-rejoin';

/** Close codes of a leave the bot asked for (normal close, Colyseus CONSENTED). */
const CHOSEN_CLOSE_CODES = new Set([1000, 4000]);

export interface SocketBotOptions {
  /** Keeps every game view seen and every answer taken (the lobby-survival bench). */
  journal?: SeatJournal;
  /**
   * Where to join the code again when the room goes by accident (its process died); without it such a leave
   * ends the bot's game. A function, since the bench moves players to the process that is left.
   */
  rejoinUrl?: () => string;
}

export class SocketBot implements LobbyBot {
  readonly kind = 'ws';
  private room: Room | undefined;
  private hasChosenToLeave = false;
  /** Refusals the room sent, kept to explain a game that never ended. */
  private readonly refusals: string[] = [];
  /** Bytes the server sent this player while it played (patches and messages), set once the game ends. */
  bytesInPlay = 0;
  /** Times the bot joined its lobby's code again after the room went. */
  rejoins = 0;

  constructor(
    private readonly baseUrl: string,
    readonly account: BotAccount,
    private readonly options: SocketBotOptions = {},
  ) {}

  async create(): Promise<string> {
    await this.seat(this.client().create(LOBBY_ROOM_NAME, {}));
    return this.joinedRoom.roomId;
  }

  async join(code: string): Promise<void> {
    await this.seat(this.client().joinById(code, {}));
    this.joinedRoom.send(LOBBY_MESSAGE_TYPES.ready, { isReady: true });
  }

  async waitFor(isDone: (lobby: SeenLobby) => boolean, timeoutMs = GAME_TIMEOUT_MS): Promise<void> {
    await waitForRoomState(
      this.joinedRoom,
      () => this.seen,
      isDone,
      timeoutMs,
      () => `ws ${this.account.username}: state never matched; ${this.lastWords()}`,
    );
  }

  async start(): Promise<void> {
    this.joinedRoom.send(LOBBY_MESSAGE_TYPES.start);
  }

  playToTheEnd(tally: BotTally): Promise<void> {
    const userId = this.account.userId;
    const journal = this.options.journal;
    let lastTakenRound = 0;
    const takenRounds = new Set<number>();
    let inFlight: { round: number; sentAt: number } | null = null;
    const answerTimers = new Set<NodeJS.Timeout>();
    let isRejoining = false;
    return new Promise<void>((resolve, reject) => {
      let detach = () => {};
      const sendAnswer = (round: number) => {
        inFlight = { round, sentAt: performance.now() };
        const answer = journal?.answerFor(round) ?? Math.random() < 0.5;
        // While the bot joins again there is no room to send to: the answer goes once it is back.
        if (!isRejoining) this.joinedRoom.send(LOBBY_MESSAGE_TYPES.answer, { roundNumber: round, answer });
      };
      const finish = (error?: Error) => {
        detach();
        clearTimeout(deadline);
        for (const timer of answerTimers) clearTimeout(timer);
        if (error === undefined) resolve();
        else reject(error);
      };
      const onPatch = () => {
        const seen = this.seen;
        journal?.saw(liveGameViewOf(this.joinedRoom.state.toJSON() as LobbySnapshot));
        if (inFlight !== null && hasAnswered(seen, userId, inFlight.round)) {
          journal?.acknowledged(inFlight.round);
          tally.answered('ws', inFlight.round, performance.now() - inFlight.sentAt);
          inFlight = null;
        }
        const round = roundToAnswer(seen, userId, lastTakenRound);
        if (round !== null) {
          lastTakenRound = round;
          takenRounds.add(round);
          const timer = setTimeout(() => {
            answerTimers.delete(timer);
            sendAnswer(round);
          }, answerDelayMs());
          answerTimers.add(timer);
        }
        if (seen.status === 'finished') {
          tally.countMissedRounds(
            `ws ${this.account.username}`,
            takenRounds,
            ROUNDS_PER_GAME,
            this.lastWords(),
          );
          finish();
        }
      };
      const onLeave = (code: number) => {
        const lost = new Error(
          `ws ${this.account.username}: room closed with code ${code}; ${this.lastWords()}`,
        );
        if (this.options.rejoinUrl === undefined || CHOSEN_CLOSE_CODES.has(code)) return finish(lost);
        detach();
        isRejoining = true;
        this.rejoin(this.options.rejoinUrl).then(
          () => {
            isRejoining = false;
            attach();
            // An answer the dead room never took goes again, the same, if its round is still on.
            const seen = this.seen;
            const pending: { round: number } | null = inFlight;
            if (pending !== null && seen.status === 'playing' && seen.round === pending.round) {
              if (!hasAnswered(seen, userId, pending.round)) sendAnswer(pending.round);
            }
            onPatch();
          },
          (error: unknown) => finish(error instanceof Error ? error : lost),
        );
      };
      const attach = () => {
        const room = this.joinedRoom;
        const received = countReceivedBytes(room);
        const stopCountingRefusals = room.onMessage(
          LOBBY_SERVER_MESSAGE_TYPES.error,
          (message: LobbyErrorMessage) =>
            tally.fail(`ws ${this.account.username} ${message.type}`, new Error(message.error)),
        );
        room.onStateChange(onPatch);
        room.onLeave(onLeave);
        detach = () => {
          stopCountingRefusals();
          room.onStateChange.remove(onPatch);
          room.onLeave.remove(onLeave);
          this.bytesInPlay += received.bytes;
          detach = () => {};
        };
      };
      const deadline = setTimeout(
        () =>
          finish(new Error(`ws ${this.account.username}: game not finished in time; ${this.lastWords()}`)),
        GAME_TIMEOUT_MS,
      );
      attach();
      onPatch();
    });
  }

  async leave(): Promise<void> {
    const room = this.room;
    if (room === undefined || !room.connection.isOpen) return;
    this.hasChosenToLeave = true;
    await Promise.race([
      room.leave().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  }

  private client(baseUrl = this.baseUrl): Client {
    return new Client(baseUrl, { headers: { cookie: this.account.cookie } });
  }

  /** Joins the code again with the same account, as the page does, until the seat is back or the tries run out. */
  private async rejoin(rejoinUrl: () => string): Promise<void> {
    const code = this.joinedRoom.roomId;
    let lastError: unknown;
    for (const delayMs of REJOIN_DELAYS_MS) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      try {
        await this.seat(this.client(rejoinUrl()).joinById(code, {}));
        this.rejoins += 1;
        return;
      } catch (error) {
        lastError = error;
      }
    }
    throw new Error(`ws ${this.account.username}: could not join ${code} again: ${errorText(lastError)}`);
  }

  private get joinedRoom(): Room {
    if (this.room === undefined) throw new Error(`ws ${this.account.username} is not in a room`);
    return this.room;
  }

  private get seen(): SeenLobby {
    return seenFromGame(liveGameViewOf(this.joinedRoom.state.toJSON() as LobbySnapshot));
  }

  /** The room, once its first full state shows this account seated (join resolves before it arrives). */
  private async seat(joining: Promise<Room>): Promise<void> {
    this.room = await joining;
    // The web page's reconnection plan: the SDK's own tries over the same session, then joins of the code.
    Object.assign(this.room.reconnection, SEAT_RECONNECTION);
    this.room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.error, (message: LobbyErrorMessage) =>
      this.refusals.push(`${message.type}: ${message.error}`),
    );
    // The kicked and replaced notices need no handling here; without a handler the SDK warns on each.
    this.room.onMessage('*', () => undefined);
    this.room.onLeave((code: number) => {
      if (!this.hasChosenToLeave && !CHOSEN_CLOSE_CODES.has(code)) this.refusals.push(`closed ${code}`);
    });
    await this.waitFor(
      (lobby) => lobby.players.some((player) => player.userId === this.account.userId),
      10_000,
    );
  }

  private lastWords(): string {
    const seen = this.room === undefined ? undefined : this.seen;
    const where = seen === undefined ? 'no room' : `status ${seen.status} round ${seen.round}`;
    const refused = this.refusals.length === 0 ? '' : `; refused: ${this.refusals.slice(0, 3).join(' | ')}`;
    return `${where}, ${seen?.players.length ?? 0}/${PLAYERS_PER_LOBBY} seated${refused}`;
  }
}

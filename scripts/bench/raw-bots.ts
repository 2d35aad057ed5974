// Players of the raw WebSocket baseline (raw-lobby-server.ts): the same lobbies of four and the same answer
// pattern as the room's bots, over the `ws` client, so the two servers' CPU per answer can be compared.
import { LOBBY_MESSAGE_TYPES } from '@bluffle/shared-schema';
import WebSocket from 'ws';
import { answerDelayMs, GAME_TIMEOUT_MS, PLAYERS_PER_LOBBY } from './bot-pacing';
import type { BotTally } from './bot-tally';
import { forEachLimited } from './limited-concurrency';

const CONNECT_CONCURRENCY = 64;

interface RawPatch {
  status?: string;
  round?: number;
  seat?: number;
  hasAnswered?: boolean;
}

class RawBot {
  private lastTakenRound = 0;
  private inFlight: { round: number; sentAt: number } | null = null;

  private constructor(
    private readonly socket: WebSocket,
    private readonly seat: number,
  ) {}

  /** Connected and seated (the server's first message). */
  static connect(baseUrl: string, lobby: number, seat: number): Promise<RawBot> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/?lobby=${lobby}&seat=${seat}`;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('message', () => resolve(new RawBot(socket, seat)));
      socket.once('error', reject);
    });
  }

  start(): void {
    this.socket.send(JSON.stringify([LOBBY_MESSAGE_TYPES.start, {}]));
  }

  playToTheEnd(tally: BotTally): Promise<void> {
    return new Promise((resolve, reject) => {
      const deadline = setTimeout(
        () => reject(new Error(`raw seat ${this.seat}: game not finished`)),
        GAME_TIMEOUT_MS,
      );
      this.socket.on('message', (data) => {
        const patch = JSON.parse(String(data)) as RawPatch;
        if (this.inFlight !== null && patch.seat === this.seat && patch.round === this.inFlight.round) {
          tally.answered('ws', this.inFlight.round, performance.now() - this.inFlight.sentAt);
          this.inFlight = null;
        }
        if (patch.status === 'playing' && patch.round !== undefined && patch.round > this.lastTakenRound) {
          const round = patch.round;
          this.lastTakenRound = round;
          setTimeout(() => {
            this.inFlight = { round, sentAt: performance.now() };
            this.socket.send(
              JSON.stringify([
                LOBBY_MESSAGE_TYPES.answer,
                { roundNumber: round, answer: Math.random() < 0.5 },
              ]),
            );
          }, answerDelayMs());
        }
        if (patch.status === 'finished') {
          clearTimeout(deadline);
          this.socket.close();
          resolve();
        }
      });
      this.socket.once('close', () => {
        clearTimeout(deadline);
        reject(new Error(`raw seat ${this.seat}: socket closed before the end`));
      });
    });
  }
}

/**
 * Plays `lobbyCount` games of four on the raw server: every socket connects first, then every lobby starts
 * at once (as the room bench's lobbies do), and the promise settles when all games are over.
 */
export async function playRawGames(baseUrl: string, lobbyCount: number, tally: BotTally): Promise<void> {
  const lobbies: RawBot[][] = Array.from({ length: lobbyCount }, () => []);
  await forEachLimited(lobbies, CONNECT_CONCURRENCY, async (seats, lobby) => {
    for (let seat = 0; seat < PLAYERS_PER_LOBBY; seat += 1) {
      try {
        seats.push(await RawBot.connect(baseUrl, lobby, seat));
        tally.playersConnected += 1;
      } catch (error) {
        tally.playersFailed += 1;
        tally.fail(`raw lobby ${lobby} seat ${seat} connect`, error);
      }
    }
  });
  const games = lobbies.map(async (seats, lobby) => {
    if (seats.length < PLAYERS_PER_LOBBY) {
      tally.gamesFailed += 1;
      return;
    }
    const plays = Promise.allSettled(seats.map((bot) => bot.playToTheEnd(tally)));
    seats[0]!.start();
    const failures = (await plays).filter((outcome) => outcome.status === 'rejected');
    if (failures.length === 0) tally.gamesFinished += 1;
    else {
      tally.gamesFailed += 1;
      tally.fail(`raw lobby ${lobby}`, failures[0]!.reason);
    }
  });
  await Promise.all(games);
}

import { ERROR_CODES, ERROR_MESSAGES, type LobbyRefusal } from '@bluffle/shared-schema';

// A stopping process's lobbies (docs/architecture.md, Deploying without ending a game): from the moment it
// begins to drain, no lobby, join or game starts here; a game in play runs to its end; a gathering lobby
// closes, telling its players the server restarts; a finished one lingers while its players read the final
// standings. The process exits once no game is in play and no finished lobby lingers.

/** What the drain needs of one lobby room of this process. */
export interface DrainableLobby {
  readonly code: string;
  /** A game started (or its words being drawn) and not over: it holds the process until it ends. */
  isGameInPlay(): boolean;
  /** A game finished on this lobby: its players read the final standings for a while (FINISHED_GAME_LINGER_MS). */
  isGameFinished(): boolean;
  /** Someone still sits here with a live connection (a socket, or a REST player still polling). */
  hasPlayersConnected(): boolean;
  /** Tells its players and watchers the server restarts, then closes the room. */
  closeForRestart(): void;
}

/**
 * How long a refused client waits before asking again: a balancer takes a draining process out within a few
 * of its health checks (docker-compose.yml checks /ready every 5 s), so by then another process, or this one
 * restarted, answers.
 */
export const DRAINING_RETRY_AFTER_SECONDS = 10;

/**
 * How long a lobby whose game has finished stays open once the drain has seen it finished, unless its players
 * leave sooner: long enough for the last round's results and the final standings to reach every player (a REST
 * player's next poll comes within seconds) and be read, and short next to the drain's limit
 * (SHUTDOWN_DRAIN_SECONDS, 244 s by default), so a deploy is held up by half a minute at most. The limit still
 * cuts it short (draining-stop.ts).
 */
export const FINISHED_GAME_LINGER_MS = 30_000;

/** What still holds a draining process: games in play, and finished lobbies whose players may still be reading. */
export interface DrainProgress {
  inPlay: number;
  lingering: number;
}

/** The refusal of a new lobby, join or game while the process drains. */
export const SERVER_DRAINING: LobbyRefusal = {
  code: ERROR_CODES.serverDraining,
  message: ERROR_MESSAGES.serverDraining,
};

/** The answer about a lobby that closed because its server began to stop: start or join a new one soon. */
export const LOBBY_CLOSED_FOR_RESTART: LobbyRefusal = {
  code: ERROR_CODES.serverDraining,
  message: ERROR_MESSAGES.lobbyClosedForRestart,
};

/** The lobbies of one server and whether it drains. One per server, so tests can run several in a process. */
export class LobbyDrain {
  private isStarted = false;
  private readonly lobbies = new Set<DrainableLobby>();
  /** When (server clock) the drain first saw each lobby's game finished: its linger counts from then. */
  private readonly finishedSeenAtMs = new Map<DrainableLobby, number>();
  /** Codes of the lobbies closed for the restart, so a later poll of one says why it went. */
  private readonly closedCodes = new Set<string>();

  get isDraining(): boolean {
    return this.isStarted;
  }

  /** A room opened; one that opens while the process drains (a create already under way) closes at once. */
  add(lobby: DrainableLobby): void {
    this.lobbies.add(lobby);
    if (this.isStarted && !lobby.isGameInPlay() && !lobby.isGameFinished()) this.close(lobby);
  }

  remove(lobby: DrainableLobby): void {
    this.lobbies.delete(lobby);
    this.finishedSeenAtMs.delete(lobby);
  }

  /** Starts draining at `nowMs` (server clock): every lobby without a game in play or finished closes now. */
  begin(nowMs: number): DrainProgress {
    this.isStarted = true;
    return this.sweep(nowMs);
  }

  /**
   * Looks at every lobby at `nowMs` (server clock): a gathering one closes; a finished one closes once its
   * players have gone or its linger has passed; a game in play is left to run. Answers what still holds the
   * process.
   */
  sweep(nowMs: number): DrainProgress {
    const progress: DrainProgress = { inPlay: 0, lingering: 0 };
    for (const lobby of [...this.lobbies]) {
      if (lobby.isGameInPlay()) {
        progress.inPlay += 1;
      } else if (lobby.isGameFinished() && this.isLingering(lobby, nowMs)) {
        progress.lingering += 1;
      } else {
        this.close(lobby);
      }
    }
    return progress;
  }

  /** Whether this lobby closed because the server began to stop. */
  wasClosedForRestart(code: string): boolean {
    return this.closedCodes.has(code);
  }

  private isLingering(lobby: DrainableLobby, nowMs: number): boolean {
    const seenAtMs = this.finishedSeenAtMs.get(lobby) ?? nowMs;
    this.finishedSeenAtMs.set(lobby, seenAtMs);
    return lobby.hasPlayersConnected() && nowMs - seenAtMs < FINISHED_GAME_LINGER_MS;
  }

  private close(lobby: DrainableLobby): void {
    this.remove(lobby);
    this.closedCodes.add(lobby.code);
    lobby.closeForRestart();
  }
}

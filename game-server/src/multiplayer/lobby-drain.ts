import { ERROR_CODES, ERROR_MESSAGES, type LobbyRefusal } from '@bluffle/shared-schema';

// A stopping process's lobbies (docs/architecture.md, Deploying without ending a game): from the moment it
// begins to drain, no lobby, join or game starts here; a game in play runs to its end; a lobby with no game in
// play closes, telling its players the server restarts. The process exits once no game is left in play.

/** What the drain needs of one lobby room of this process. */
export interface DrainableLobby {
  readonly code: string;
  /** A game started (or its words being drawn) and not over: it holds the process until it ends. */
  isGameInPlay(): boolean;
  /** A game finished on this lobby: its players may read the final standings until the process stops. */
  isGameFinished(): boolean;
  /** Tells its players and watchers the server restarts, then closes the room. */
  closeForRestart(): void;
}

/**
 * How long a refused client waits before asking again: a balancer takes a draining process out within a few
 * of its health checks (docker-compose.yml checks /ready every 5 s), so by then another process, or this one
 * restarted, answers.
 */
export const DRAINING_RETRY_AFTER_SECONDS = 10;

/** The refusal of a new lobby, join or game while the process drains. */
export const SERVER_DRAINING: LobbyRefusal = {
  code: ERROR_CODES.serverDraining,
  message: ERROR_MESSAGES.serverDraining,
};

/** The answer about a lobby that closed because its server began to stop: come back by its code. */
export const LOBBY_CLOSED_FOR_RESTART: LobbyRefusal = {
  code: ERROR_CODES.serverDraining,
  message: ERROR_MESSAGES.lobbyClosedForRestart,
};

/** The lobbies of one server and whether it drains. One per server, so tests can run several in a process. */
export class LobbyDrain {
  private isStarted = false;
  private readonly lobbies = new Set<DrainableLobby>();
  /** Codes of the lobbies closed for the restart, so a later poll of one says why it went. */
  private readonly closedCodes = new Set<string>();

  get isDraining(): boolean {
    return this.isStarted;
  }

  /** A room opened; one that opens while the process drains (a create already under way) closes at once. */
  add(lobby: DrainableLobby): void {
    this.lobbies.add(lobby);
    if (this.isStarted) this.closeIfIdle(lobby);
  }

  remove(lobby: DrainableLobby): void {
    this.lobbies.delete(lobby);
  }

  /** Starts draining: every lobby without a game in play or finished closes now. */
  begin(): void {
    this.isStarted = true;
    this.sweep();
  }

  /**
   * Closes the lobbies that hold no game any more (gathering ones, and once nothing is in play anywhere, the
   * finished ones too) and answers how many games are still in play.
   */
  sweep(): number {
    for (const lobby of [...this.lobbies]) this.closeIfIdle(lobby);
    const inPlay = [...this.lobbies].filter((lobby) => lobby.isGameInPlay()).length;
    if (inPlay === 0) for (const lobby of [...this.lobbies]) this.close(lobby);
    return inPlay;
  }

  /** Whether this lobby closed because the server began to stop. */
  wasClosedForRestart(code: string): boolean {
    return this.closedCodes.has(code);
  }

  private closeIfIdle(lobby: DrainableLobby): void {
    if (!lobby.isGameInPlay() && !lobby.isGameFinished()) this.close(lobby);
  }

  private close(lobby: DrainableLobby): void {
    this.lobbies.delete(lobby);
    this.closedCodes.add(lobby.code);
    lobby.closeForRestart();
  }
}

import { gameViewOf, lobbyViewOf, type LobbySnapshot } from '@bluffle/shared-schema';

export type LobbyViewName = 'lobby' | 'game';

/**
 * The room's Lobby and game-state views written as JSON once per change of its state, not once per poll:
 * every REST player of a lobby polls the same view each second (spec §9), and building it from the synced
 * state (toJSON, the view, JSON.stringify) was most of a poll's work in `npm run bots`.
 */
export class LobbyViewCache {
  private snapshot: LobbySnapshot | undefined;
  private readonly written = new Map<LobbyViewName, string>();

  constructor(private readonly readState: () => LobbySnapshot) {}

  /** The state changed (or may have): the next read builds the views again. */
  invalidate(): void {
    this.snapshot = undefined;
    this.written.clear();
  }

  json(view: LobbyViewName): string {
    let json = this.written.get(view);
    if (json === undefined) {
      this.snapshot ??= this.readState();
      json = JSON.stringify(view === 'lobby' ? lobbyViewOf(this.snapshot) : gameViewOf(this.snapshot));
      this.written.set(view, json);
    }
    return json;
  }
}

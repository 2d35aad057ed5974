import { gameViewOf, lobbyViewOf, roundTimeLeftAt, type LobbySnapshot } from '@bluffle/shared-schema';
import { etagOfJson } from './view-etag';

export type LobbyViewName = 'lobby' | 'game';

/** A view as JSON and its ETag: polls of an unchanged view compare tags and hash nothing. */
export interface TaggedView {
  json: string;
  etag: string;
}

/** A view as last written, and the countdown it was written with (the game view's timeLeft). */
interface WrittenView extends TaggedView {
  timeLeft: number;
}

/**
 * The room's Lobby and game-state views written as JSON once per change of its state, not once per poll:
 * every REST player of a lobby polls the same view each second (spec §9), and building it from the synced
 * state (toJSON, the view, JSON.stringify) was most of a poll's work in `npm run bots`. The game view's
 * timeLeft is read off the room's clock at the read (the state has no countdown), so during a round the game
 * view is written again once a second at most, when a poll finds the countdown moved.
 */
export class LobbyViewCache {
  private snapshot: LobbySnapshot | undefined;
  private readonly written = new Map<LobbyViewName, WrittenView>();

  constructor(private readonly readState: () => LobbySnapshot) {}

  /** The state changed (or may have): the next read builds the views again. */
  invalidate(): void {
    this.snapshot = undefined;
    this.written.clear();
  }

  /** The view as it stands at `nowMs` on the room's clock, tagged when it was written. */
  view(view: LobbyViewName, nowMs: number): TaggedView {
    this.snapshot ??= this.readState();
    const timeLeft = view === 'game' ? roundTimeLeftAt(this.snapshot, nowMs) : 0;
    const written = this.written.get(view);
    if (written !== undefined && written.timeLeft === timeLeft) return written;
    const json = JSON.stringify(
      view === 'lobby' ? lobbyViewOf(this.snapshot) : gameViewOf(this.snapshot, timeLeft),
    );
    const fresh = { timeLeft, json, etag: etagOfJson(json) };
    this.written.set(view, fresh);
    return fresh;
  }
}

import { gameViewOf, lobbyViewOf, roundTimeLeftAt, type LobbySnapshot } from '@bluffle/shared-schema';
import { countdownEtag, etagOfJson } from './view-etag';

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
 * every REST player of a lobby polls the same view each second (docs/product.md §9), and building it from the synced
 * state (toJSON, the view, JSON.stringify) was most of a poll's work in `npm run bots`. The game view's
 * timeLeft is read off the room's clock at the read (the state has no countdown), so during a round the game
 * view is written again once a second at most, when a poll finds the countdown moved. Its tag is the state's
 * hash, made once per change, with the countdown beside it (view-etag.ts), so a long poll can tell a second
 * ticking off from a change.
 */
export class LobbyViewCache {
  private snapshot: LobbySnapshot | undefined;
  /** The game view's tag but for its countdown, made once per change of the state. */
  private gameStateEtag: string | undefined;
  private readonly written = new Map<LobbyViewName, WrittenView>();

  constructor(private readonly readState: () => LobbySnapshot) {}

  /** The state changed (or may have): the next read builds the views again. */
  invalidate(): void {
    this.snapshot = undefined;
    this.gameStateEtag = undefined;
    this.written.clear();
  }

  /** The view as it stands at `nowMs` on the room's clock, tagged when it was written. */
  view(view: LobbyViewName, nowMs: number): TaggedView {
    this.snapshot ??= this.readState();
    const snapshot = this.snapshot;
    const timeLeft = view === 'game' ? roundTimeLeftAt(snapshot, nowMs) : 0;
    const written = this.written.get(view);
    if (written !== undefined && written.timeLeft === timeLeft) return written;
    let fresh: WrittenView;
    if (view === 'lobby') {
      const json = JSON.stringify(lobbyViewOf(snapshot));
      fresh = { timeLeft, json, etag: etagOfJson(json) };
    } else {
      this.gameStateEtag ??= etagOfJson(JSON.stringify(gameViewOf(snapshot, 0)));
      const json = JSON.stringify(gameViewOf(snapshot, timeLeft));
      fresh = { timeLeft, json, etag: countdownEtag(this.gameStateEtag, timeLeft) };
    }
    this.written.set(view, fresh);
    return fresh;
  }
}

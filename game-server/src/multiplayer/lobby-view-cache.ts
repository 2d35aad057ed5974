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
 * A number no view holds otherwise, written where the game view's timeLeft goes: where its text falls in the
 * JSON is where each second's countdown is put.
 */
const COUNTDOWN_MARK = -Number.MIN_VALUE;

/** The game view's JSON around its countdown, and its tag but for the countdown. */
interface GameViewParts {
  before: string;
  after: string;
  stateEtag: string;
}

/**
 * The game view as JSON text on either side of its timeLeft, so a second ticking off is a concatenation, not
 * the view built and serialised again. Its state tag is the hash of the view with timeLeft 0, as ever.
 * Undefined in the unheard-of case of the mark's text appearing in the view a second time (in a word's
 * text, say): the caller then writes each second's view whole.
 */
function gameViewPartsOf(snapshot: LobbySnapshot): GameViewParts | undefined {
  const marked = JSON.stringify(gameViewOf(snapshot, COUNTDOWN_MARK));
  const mark = JSON.stringify(COUNTDOWN_MARK);
  const at = marked.indexOf(mark);
  if (at === -1 || marked.lastIndexOf(mark) !== at) return undefined;
  const before = marked.slice(0, at);
  const after = marked.slice(at + mark.length);
  return { before, after, stateEtag: etagOfJson(`${before}0${after}`) };
}

/**
 * The room's Lobby and game-state views written as JSON once per change of its state, not once per poll:
 * every REST player of a lobby polls the same view each second (docs/product.md §9), and building it from the synced
 * state (toJSON, the view, JSON.stringify) was most of a poll's work in `npm run bots`. The game view's
 * timeLeft is read off the room's clock at the read (the state has no countdown), so during a round the game
 * view's countdown is put in again once a second at most, when a poll finds it moved: the view is written
 * once per change around its countdown (gameViewPartsOf), and each second is a concatenation. Its tag is the state's
 * hash, made once per change, with the countdown beside it (view-etag.ts), so a long poll can tell a second
 * ticking off from a change.
 */
export class LobbyViewCache {
  private snapshot: LobbySnapshot | undefined;
  /** The game view around its countdown, written once per change of the state. */
  private gameParts: GameViewParts | undefined;
  /** The game view's tag but for its countdown, made once per change of the state. */
  private gameStateEtag: string | undefined;
  private readonly written = new Map<LobbyViewName, WrittenView>();

  constructor(private readonly readState: () => LobbySnapshot) {}

  /** The state changed (or may have): the next read builds the views again. */
  invalidate(): void {
    this.snapshot = undefined;
    this.gameParts = undefined;
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
      this.gameParts ??= gameViewPartsOf(snapshot);
      const parts = this.gameParts;
      if (parts !== undefined) {
        const json = `${parts.before}${JSON.stringify(timeLeft)}${parts.after}`;
        fresh = { timeLeft, json, etag: countdownEtag(parts.stateEtag, timeLeft) };
      } else {
        this.gameStateEtag ??= etagOfJson(JSON.stringify(gameViewOf(snapshot, 0)));
        const json = JSON.stringify(gameViewOf(snapshot, timeLeft));
        fresh = { timeLeft, json, etag: countdownEtag(this.gameStateEtag, timeLeft) };
      }
    }
    this.written.set(view, fresh);
    return fresh;
  }
}

import { gameViewOf, type LobbySnapshot } from '@bluffle/shared-schema';
import { LobbyState } from '@bluffle/shared-schema/room-state';
import { LobbyViewCache } from './lobby-view-cache';
import { countdownEtag, etagOfJson, isEtagMatched, isStateMatched } from './view-etag';

/** A new room's state as the room reads it (toJSON), with this code and `overrides`. */
function waitingLobby(overrides: Partial<LobbySnapshot> = {}): LobbySnapshot {
  return { ...(new LobbyState().toJSON() as LobbySnapshot), code: 'ABC234', ...overrides };
}

describe('LobbyViewCache', () => {
  it('tags a view when it writes it and hands back the same written view until the state changes', () => {
    let snapshot = waitingLobby();
    let reads = 0;
    const views = new LobbyViewCache(() => {
      reads += 1;
      return snapshot;
    });

    const first = views.view('lobby', 1_000);
    expect(first.etag).toBe(etagOfJson(first.json));
    expect(views.view('lobby', 2_000)).toBe(first);
    expect(reads).toBe(1);

    snapshot = waitingLobby({ isPrivate: true });
    views.invalidate();
    const changed = views.view('lobby', 3_000);
    expect(changed.etag).toBe(etagOfJson(changed.json));
    expect(changed.etag).not.toBe(first.etag);
  });

  it('tags the game view in a round by its state and countdown: a tick moves the tag but not its state part', () => {
    let snapshot = waitingLobby({ status: 'playing', round: 1, roundStartedAt: 10_000 });
    const views = new LobbyViewCache(() => snapshot);

    const opened = views.view('game', 10_000);
    const later = views.view('game', 13_500);
    expect(JSON.parse(later.json)).toEqual({ ...JSON.parse(opened.json), timeLeft: 12 });
    expect(isEtagMatched(opened.etag, later.etag)).toBe(false);
    expect(isStateMatched(opened.etag, later.etag)).toBe(true);

    snapshot = { ...snapshot, isPrivate: true };
    views.invalidate();
    expect(isStateMatched(opened.etag, views.view('game', 13_500).etag)).toBe(false);
  });

  it('writes the game view once per change: each second of the countdown is put into it, not built again', () => {
    const round = waitingLobby({ status: 'playing', round: 1, roundStartedAt: 10_000 });
    let viewsBuilt = 0;
    // Every view is built from the players: a read of them is a view being built.
    const snapshot = Object.defineProperty({ ...round }, 'players', {
      get: () => {
        viewsBuilt += 1;
        return round.players;
      },
    });
    const views = new LobbyViewCache(() => snapshot);

    const seconds = [10_000, 11_000, 12_500, 14_000].map((nowMs) => views.view('game', nowMs));
    const builtOnce = viewsBuilt;
    for (const nowMs of [13_000, 15_200]) {
      const view = views.view('game', nowMs);
      const timeLeft = (JSON.parse(view.json) as { timeLeft: number }).timeLeft;
      // The same text and tag as the view written whole with that countdown.
      expect(view.json).toBe(JSON.stringify(gameViewOf(round, timeLeft)));
      expect(view.etag).toBe(countdownEtag(etagOfJson(JSON.stringify(gameViewOf(round, 0))), timeLeft));
    }
    expect(new Set(seconds.map((view) => view.json)).size).toBe(4);
    expect(builtOnce).toBeGreaterThan(0);
    // The checks above built views of their own (gameViewOf(round, ...)) from `round`, not from `snapshot`.
    expect(viewsBuilt).toBe(builtOnce);
  });
});

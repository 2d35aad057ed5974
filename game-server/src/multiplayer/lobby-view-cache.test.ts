import type { LobbySnapshot } from '@bluffle/shared-schema';
import { LobbyState } from '@bluffle/shared-schema/room-state';
import { LobbyViewCache } from './lobby-view-cache';
import { etagOfJson, isEtagMatched, isStateMatched } from './view-etag';

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
});

import { newLobbyGame, type LobbyGame } from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';
import type { LobbySnapshots, SavedLobby } from '../store/lobby-snapshots';
import { LobbySnapshotSaver, SAVE_RETRY_MS } from './lobby-snapshot-saver';

/** Snapshots whose next `failures` saves fail (Redis gone for a moment), then are written; or owned elsewhere. */
function flakySnapshots(failures: number, isOwned = true) {
  const written: SavedLobby[] = [];
  let failuresLeft = failures;
  const snapshots: LobbySnapshots = {
    save: async (saved) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('Connection is closed.');
      }
      if (isOwned) written.push(saved);
      return isOwned;
    },
    remove: async () => {},
    beat: async () => {},
    orphans: async () => [],
    claim: async () => false,
    close: async () => {},
  };
  return { snapshots, written };
}

function saverOver(snapshots: LobbySnapshots, lost: () => void = () => {}) {
  return new LobbySnapshotSaver(
    { snapshots, ownerId: 'this-process', savers: new Set() },
    'SAVEME',
    () => null,
    { now: () => 1_000 },
    lost,
    () => {},
  );
}

const gameAt = (nowMs: number): LobbyGame<StoredWord> =>
  newLobbyGame<StoredWord>({ language: 'english', roundSeconds: 15, totalRounds: 5, nowMs });

describe('LobbySnapshotSaver', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a write that must happen once only after a save holding it is written, saving again after a failure', async () => {
    const { snapshots, written } = flakySnapshots(1);
    const saver = saverOver(snapshots);
    const recorded: string[] = [];

    // The round's end is saved, and its word calls wait for that save; the save fails.
    saver.changed(gameAt(1));
    saver.afterWritten(() => recorded.push('word calls of round 1'));
    await saver.saved();
    expect(written).toHaveLength(0);
    expect(recorded).toEqual([]);

    // The lobby is saved again a moment later, and only then are the calls recorded.
    jest.advanceTimersByTime(SAVE_RETRY_MS);
    await saver.saved();
    expect(written).toHaveLength(1);
    expect(recorded).toEqual(['word calls of round 1']);
  });

  it('finds a lobby taken over while the process was frozen when asked, with nothing new to save', async () => {
    let isOwnedHere = true;
    const snapshots: LobbySnapshots = { ...flakySnapshots(0).snapshots, save: async () => isOwnedHere };
    const savers = new Set<LobbySnapshotSaver>();
    let lostCount = 0;
    const saver = new LobbySnapshotSaver(
      { snapshots, ownerId: 'this-process', savers },
      'SAVEME',
      () => null,
      { now: () => 1_000 },
      () => (lostCount += 1),
      () => {},
    );
    const game = gameAt(1);
    saver.changed(game);
    await saver.saved();
    expect(savers.has(saver)).toBe(true);

    // Another process resumed the lobby meanwhile; the same game again would not be saved, but asking does.
    isOwnedHere = false;
    saver.changed(game);
    await saver.saved();
    expect(lostCount).toBe(0);
    saver.confirmOwned();
    await saver.saved();
    expect(lostCount).toBe(1);
    expect(savers.has(saver)).toBe(false);
  });

  it('lets a later change written meanwhile stand for the failed save', async () => {
    const { snapshots, written } = flakySnapshots(1);
    const saver = saverOver(snapshots);
    const recorded: string[] = [];
    saver.changed(gameAt(1));
    saver.afterWritten(() => recorded.push('round 1'));
    await saver.saved();
    saver.changed(gameAt(2));
    await saver.saved();
    expect(recorded).toEqual(['round 1']);

    jest.advanceTimersByTime(SAVE_RETRY_MS);
    await saver.saved();
    expect(written).toHaveLength(1);
  });

  it('never runs a write once another process owns the lobby: that process records it', async () => {
    const { snapshots } = flakySnapshots(0, false);
    let losses = 0;
    const saver = saverOver(snapshots, () => (losses += 1));
    const recorded: string[] = [];
    saver.changed(gameAt(1));
    saver.afterWritten(() => recorded.push('the finished game'));
    await saver.saved();
    expect(losses).toBe(1);
    expect(recorded).toEqual([]);
  });

  it('runs what waited once a closed lobby is removed, since nothing can resume it then', async () => {
    const { snapshots } = flakySnapshots(1);
    const saver = saverOver(snapshots);
    const recorded: string[] = [];
    const closed = { ...gameAt(1), isClosed: true };
    saver.changed(closed);
    saver.afterWritten(() => recorded.push('the finished game'));
    await saver.saved();
    expect(recorded).toEqual([]);

    expect(await saver.disposed(closed)).toBe(true);
    expect(recorded).toEqual(['the finished game']);
  });
});

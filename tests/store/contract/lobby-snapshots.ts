// Contract: LobbySnapshots (lobby-snapshots.ts), the saved lobbies a restart resumes, identical for every driver.
import { newLobbyGame } from '@bluffle/shared-schema';
import type { StoredWord } from '../../../game-server/src/domain/word';
import type { SavedLobby } from '../../../game-server/src/store/lobby-snapshots';
import type { Store } from '../../../game-server/src/store/port';
import type { WriteRaceTest } from './drivers';

function savedLobby(code: string, ownerId: string, savedAtMs: number): SavedLobby {
  return {
    code,
    game: newLobbyGame({ language: 'english', roundSeconds: 15, totalRounds: 5, nowMs: savedAtMs }),
    openerUserId: 'google:1001',
    ownerId,
    savedAtMs,
  };
}

function drawnWord(word: string): StoredWord {
  return {
    id: `id-${word}`,
    word,
    definition: `the meaning of ${word}`,
    usage: `A sentence with ${word}.`,
    isReal: true,
    difficulty: 'easy',
    category: 'test',
    language: 'english',
    wordClass: 'noun',
    explanation: 'Real.',
    createdAt: '2026-01-01T00:00:00.000Z',
    source: 'seed',
    createdBy: null,
    status: 'approved',
    rejectionReason: null,
  };
}

export function describeLobbySnapshotContract(store: () => Store, writeRace: WriteRaceTest): void {
  describe('lobby snapshots', () => {
    it("lists another start's lobbies as orphans, with the latest moment their process lived", async () => {
      const snapshots = store().lobbySnapshots;
      expect(await snapshots.save(savedLobby('ABC234', 'old-start', 1000))).toBe(true);
      expect(await snapshots.save({ ...savedLobby('ABC234', 'old-start', 2000), openerUserId: null })).toBe(
        true,
      );
      await snapshots.beat('old-start', 2500);
      expect(await snapshots.save(savedLobby('XYZ789', 'this-start', 3000))).toBe(true);
      const orphans = await snapshots.orphans('this-start');
      expect(
        orphans.map(({ saved, lastAliveAtMs }) => [saved.code, saved.openerUserId, lastAliveAtMs]),
      ).toEqual([['ABC234', null, 2500]]);
      expect(orphans[0]?.saved.game.status).toBe('waiting');
    });

    it('brings back the words of the last save, whether a save kept the words or drew new ones', async () => {
      const snapshots = store().lobbySnapshots;
      const firstDraw = [drawnWord('quire'), drawnWord('bight')];
      const lobby = savedLobby('ABC234', 'old-start', 1000);
      await snapshots.save({ ...lobby, game: { ...lobby.game, words: firstDraw } });
      await snapshots.save({
        ...lobby,
        savedAtMs: 1500,
        game: { ...lobby.game, round: 2, words: firstDraw },
      });
      let [orphan] = await snapshots.orphans('this-start');
      expect(orphan?.saved.game.round).toBe(2);
      expect(orphan?.saved.game.words).toEqual(firstDraw);

      const rematch = [drawnWord('tholepin')];
      await snapshots.save({ ...lobby, savedAtMs: 2000, game: { ...lobby.game, round: 1, words: rematch } });
      [orphan] = await snapshots.orphans('this-start');
      expect(orphan?.saved.game.words).toEqual(rematch);
    });

    it('keeps every lobby of many saved at once, each as its last save left it', async () => {
      const snapshots = store().lobbySnapshots;
      const codes = Array.from({ length: 150 }, (_, index) => `L${String(index).padStart(5, '0')}`);
      const saves = codes.flatMap((code) => [
        snapshots.save(savedLobby(code, 'old-start', 1000)),
        snapshots.save(savedLobby(code, 'old-start', 2000)),
      ]);
      expect(await Promise.all(saves)).toEqual(saves.map(() => true));
      const orphans = await snapshots.orphans('this-start');
      expect(orphans.map(({ saved }) => saved.code).sort()).toEqual(codes);
      expect(new Set(orphans.map(({ saved }) => saved.savedAtMs))).toEqual(new Set([2000]));
    });

    it('lets one process claim a lobby from its dead owner; the loser can no longer save it', async () => {
      const snapshots = store().lobbySnapshots;
      await snapshots.save(savedLobby('ABC234', 'dead', 1000));
      expect(await snapshots.claim('ABC234', 'dead', 'heir')).toBe(true);
      expect(await snapshots.claim('ABC234', 'dead', 'late')).toBe(false);
      expect(await snapshots.save(savedLobby('ABC234', 'dead', 1500))).toBe(false);
      expect(await snapshots.save(savedLobby('ABC234', 'heir', 2000))).toBe(true);
      expect((await snapshots.orphans('someone')).map(({ saved }) => saved.savedAtMs)).toEqual([2000]);
    });

    it('removes a lobby only for its owner', async () => {
      const snapshots = store().lobbySnapshots;
      await snapshots.save(savedLobby('ABC234', 'owner', 1000));
      await snapshots.remove('ABC234', 'another');
      expect(await snapshots.orphans('someone')).toHaveLength(1);
      await snapshots.remove('ABC234', 'owner');
      expect(await snapshots.orphans('someone')).toEqual([]);
    });

    writeRace('gives a lobby to exactly one of many processes claiming it at once', async () => {
      const snapshots = store().lobbySnapshots;
      await snapshots.save(savedLobby('ABC234', 'dead', 1000));
      const claims = await Promise.all(
        Array.from({ length: 10 }, (_, index) => snapshots.claim('ABC234', 'dead', `heir-${index}`)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
    });
  });
}

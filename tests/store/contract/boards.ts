// Contract: BoardRepository (port.ts), the challenge board, identical for every driver.
import type { BoardEntryRecord } from '../../../game-server/src/domain/board-entry';
import type { Store } from '../../../game-server/src/store/port';

const SET = 'set-a';

function entry(sessionCode: string, overrides: Partial<BoardEntryRecord> = {}): BoardEntryRecord {
  return {
    wordSetKey: SET,
    sessionCode,
    playerName: `Player ${sessionCode}`,
    score: 8,
    totalTimeMs: 30_000,
    isRelaxed: false,
    completedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function describeBoardContract(store: () => Store): void {
  describe('challenge boards', () => {
    it('ranks by score high to low, then time, then who completed first, and pages in that order', async () => {
      await store().boards.record(entry('SLOW16', { score: 16, totalTimeMs: 40_000 }));
      await store().boards.record(entry('LATE12', { score: 12, completedAt: '2026-11-21T10:00:00.000Z' }));
      await store().boards.record(entry('FAST16', { score: 16, totalTimeMs: 20_000, isRelaxed: true }));
      await store().boards.record(entry('EARLY2', { score: 12 }));
      await store().boards.record(entry('LOW003', { score: 3 }));
      await store().boards.record(entry('OTHER1', { wordSetKey: 'set-b', score: 16 }));

      const all = await store().boards.page({ wordSetKey: SET, limit: 10, offset: 0 });
      expect(all.total).toBe(5);
      expect(all.entries.map((each) => each.sessionCode)).toEqual([
        'FAST16',
        'SLOW16',
        'EARLY2',
        'LATE12',
        'LOW003',
      ]);
      expect(all.entries[0]).toEqual(entry('FAST16', { score: 16, totalTimeMs: 20_000, isRelaxed: true }));

      const second = await store().boards.page({ wordSetKey: SET, limit: 2, offset: 2 });
      expect(second).toEqual({ total: 5, entries: [all.entries[2], all.entries[3]] });
      expect(await store().boards.page({ wordSetKey: SET, limit: 2, offset: 5 })).toEqual({
        total: 5,
        entries: [],
      });
    });

    it('gives an entry its rank on its own set only', async () => {
      await store().boards.record(entry('BEST01', { score: 14 }));
      await store().boards.record(entry('TIED01', { score: 10, completedAt: '2026-11-20T09:00:00.000Z' }));
      await store().boards.record(entry('TIED02', { score: 10 }));
      await store().boards.record(entry('OTHER1', { wordSetKey: 'set-b', score: 16 }));

      expect(await store().boards.rankOf(SET, 'BEST01')).toBe(1);
      expect(await store().boards.rankOf(SET, 'TIED01')).toBe(2);
      expect(await store().boards.rankOf(SET, 'TIED02')).toBe(3);
      expect(await store().boards.rankOf(SET, 'OTHER1')).toBeNull();
      expect(await store().boards.rankOf(SET, 'NOPE01')).toBeNull();
    });

    it('keeps the first record of a session: a retried completion changes nothing', async () => {
      await store().boards.record(entry('ONCE01', { score: 9 }));
      await store().boards.record(entry('ONCE01', { score: 15 }));
      const board = await store().boards.page({ wordSetKey: SET, limit: 10, offset: 0 });
      expect(board.total).toBe(1);
      expect(board.entries[0]?.score).toBe(9);
    });

    it('has an empty board for a set nobody finished', async () => {
      expect(await store().boards.page({ wordSetKey: 'unplayed', limit: 20, offset: 0 })).toEqual({
        entries: [],
        total: 0,
      });
    });
  });
}

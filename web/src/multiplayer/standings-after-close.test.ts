import { keepsStandingsAfter } from './standings-after-close';

describe('keepsStandingsAfter', () => {
  const finished = { gameStatus: 'finished' } as const;

  it('keeps a finished game on show when its room closed because the server is going', () => {
    expect(keepsStandingsAfter({ kind: 'seat-ended', reason: 'server-restarting' }, finished)).toBe(true);
    expect(keepsStandingsAfter({ kind: 'seat-ended', reason: 'server-shutdown' }, finished)).toBe(true);
  });

  it('does not keep a game that had not finished: there are no final standings to show', () => {
    const restarting = { kind: 'seat-ended', reason: 'server-restarting' } as const;
    expect(keepsStandingsAfter(restarting, { gameStatus: 'playing' })).toBe(false);
    expect(keepsStandingsAfter(restarting, { gameStatus: 'waiting' })).toBe(false);
    expect(keepsStandingsAfter(restarting, null)).toBe(false);
  });

  it('does not keep the standings of a seat the room ended for another reason (kicked, replaced, lost)', () => {
    for (const reason of ['kicked', 'replaced', 'lost'] as const) {
      expect(keepsStandingsAfter({ kind: 'seat-ended', reason }, finished)).toBe(false);
    }
    expect(keepsStandingsAfter({ kind: 'seat-refused', code: null, message: null }, finished)).toBe(false);
  });
});

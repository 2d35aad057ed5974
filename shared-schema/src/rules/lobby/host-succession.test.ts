import { nextHost } from './host-succession';

describe('nextHost', () => {
  it('hands the lobby to the longest-seated remaining player', () => {
    const players = [
      { id: 'host', seatedAt: 100 },
      { id: 'late', seatedAt: 300 },
      { id: 'early', seatedAt: 200 },
    ];
    expect(nextHost(players, 'host')).toBe('early');
  });

  it('goes to the first listed when two sat at the same moment', () => {
    const players = [
      { id: 'host', seatedAt: 100 },
      { id: 'first', seatedAt: 200 },
      { id: 'second', seatedAt: 200 },
    ];
    expect(nextHost(players, 'host')).toBe('first');
  });

  it('is null when the leaving player was the last one', () => {
    expect(nextHost([{ id: 'host', seatedAt: 100 }], 'host')).toBeNull();
    expect(nextHost([], 'host')).toBeNull();
  });
});

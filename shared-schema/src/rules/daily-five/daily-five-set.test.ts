import { nextUtcMidnight, utcDayOf } from '../plans/daily-games';
import {
  chooseDailyFive,
  dailyFiveCandidates,
  dailyFiveSeed,
  type DailyFiveCandidate,
} from './daily-five-set';
import { OFFLINE_WORD_SPELLINGS } from './offline-spellings';

/** A pool of `reals` real and `fakes` fake approved words, ids w00, w01... */
function pool(reals: number, fakes: number): DailyFiveCandidate[] {
  return Array.from({ length: reals + fakes }, (_, index) => ({
    id: `w${String(index).padStart(2, '0')}`,
    word: `word${index}`,
    isReal: index < reals,
    status: 'approved',
  }));
}

/** A clock a test moves by hand, as the server's is in the REST tests. */
function manualClock(startIso: string) {
  let now = Date.parse(startIso);
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const HOUR_MS = 60 * 60 * 1000;
const POOL = pool(12, 12);
const byId = new Map(POOL.map((candidate) => [candidate.id, candidate]));

describe('the daily five: the day’s set', () => {
  it('is the same all day long, and another set after UTC midnight', () => {
    const clock = manualClock('2026-03-14T00:00:00.000Z');
    const morning = chooseDailyFive(POOL, utcDayOf(clock.now()), 'english');
    clock.advance(23 * HOUR_MS + 59 * 60 * 1000);
    expect(utcDayOf(clock.now())).toBe('2026-03-14');
    expect(chooseDailyFive(POOL, utcDayOf(clock.now()), 'english')).toEqual(morning);

    clock.advance(Date.parse(nextUtcMidnight(clock.now())) - clock.now());
    expect(utcDayOf(clock.now())).toBe('2026-03-15');
    const nextDay = chooseDailyFive(POOL, utcDayOf(clock.now()), 'english');
    expect(nextDay).toHaveLength(5);
    expect([...nextDay].sort()).not.toEqual([...morning].sort());
  });

  it('differs between the languages on one day', () => {
    expect(chooseDailyFive(POOL, '2026-03-14', 'english')).not.toEqual(
      chooseDailyFive(POOL, '2026-03-14', 'filipino'),
    );
    expect(dailyFiveSeed('2026-03-14', 'english')).not.toBe(dailyFiveSeed('2026-03-14', 'filipino'));
  });

  it('does not depend on the order the store lists the pool in', () => {
    const reversed = [...POOL].reverse();
    expect(chooseDailyFive(reversed, '2026-03-14', 'english')).toEqual(
      chooseDailyFive(POOL, '2026-03-14', 'english'),
    );
  });

  it('is balanced like every game (2 or 3 fakes of 5), on every day of a year', () => {
    const fakeCounts = new Set<number>();
    for (let day = 0; day < 365; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1) + day * 24 * HOUR_MS).toISOString().slice(0, 10);
      const ids = chooseDailyFive(POOL, date, 'english');
      expect(new Set(ids).size).toBe(5);
      const fakes = ids.filter((id) => byId.get(id)?.isReal === false).length;
      expect([date, fakes >= 2 && fakes <= 3]).toEqual([date, true]);
      fakeCounts.add(fakes);
    }
    // Both splits happen: the larger half is REAL some days and FAKE on others.
    expect([...fakeCounts].sort()).toEqual([2, 3]);
  });

  it('never holds a word of the offline lists, whatever its case, even when the pool is mostly those', () => {
    const offline: DailyFiveCandidate[] = OFFLINE_WORD_SPELLINGS.map((word, index) => ({
      id: `a${String(index).padStart(2, '0')}`,
      word: index % 2 === 0 ? word.toUpperCase() : word,
      isReal: index % 2 === 0,
      status: 'approved',
    }));
    const mixed = [...offline, ...pool(3, 3)];
    for (const day of ['2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17']) {
      const ids = chooseDailyFive(mixed, day, 'english');
      expect(ids).toHaveLength(5);
      expect(ids.every((id) => id.startsWith('w'))).toBe(true);
    }
  });

  it('holds approved words only (a word waiting for moderation or rejected is not public)', () => {
    const unapproved: DailyFiveCandidate[] = pool(10, 10).map((candidate) => ({
      ...candidate,
      id: `p${candidate.id}`,
      status: candidate.isReal ? 'pending' : 'rejected',
    }));
    const mixed = [...unapproved, ...pool(3, 3)];
    expect(dailyFiveCandidates(mixed).map((candidate) => candidate.id)).toEqual(
      pool(3, 3).map((candidate) => candidate.id),
    );
    const ids = chooseDailyFive(mixed, '2026-03-14', 'english');
    expect(ids).toHaveLength(5);
    expect(ids.every((id) => id.startsWith('w'))).toBe(true);
  });

  it('includes two words proven to fool, when the pool has any, and stays balanced', () => {
    // Two proven foolers of each kind among the pool's 24 words.
    const proven = new Set(['w00', 'w01', 'w20', 'w21']);
    const withFoolers = POOL.map((candidate) => ({ ...candidate, isProvenFooler: proven.has(candidate.id) }));
    for (let day = 1; day <= 28; day += 1) {
      const date = `2026-02-${String(day).padStart(2, '0')}`;
      const ids = chooseDailyFive(withFoolers, date, 'english');
      expect([date, ids.filter((id) => proven.has(id)).length]).toEqual([date, 2]);
      const fakes = ids.filter((id) => byId.get(id)?.isReal === false).length;
      expect([date, fakes === 2 || fakes === 3]).toEqual([date, true]);
    }
  });

  it('gives what there is when the pool is smaller than a game', () => {
    expect(chooseDailyFive(pool(2, 1), '2026-03-14', 'english').sort()).toEqual(['w00', 'w01', 'w02']);
    expect(chooseDailyFive([], '2026-03-14', 'english')).toEqual([]);
  });

  it('is pinned: the same pool and day give these ids (a change of the rule shows here)', () => {
    expect(chooseDailyFive(POOL, '2026-03-14', 'english')).toMatchInlineSnapshot(`
     [
       "w20",
       "w00",
       "w11",
       "w12",
       "w18",
     ]
    `);
  });
});

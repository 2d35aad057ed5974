// Contract: DailyFiveSetRepository and DailyFivePlayRepository (port.ts), the daily five's fixed sets and its
// once-a-day plays, identical for every driver.
import type { Store } from '../../../game-server/src/store/port';
import type { DailyFivePlayRecord, DailyFiveSetRecord } from '../../../game-server/src/domain/daily-five';
import type { WriteRaceTest } from './drivers';
import { manyWords } from './fixtures';

const DAY = '2025-03-01';

function set(overrides: Partial<DailyFiveSetRecord> = {}): DailyFiveSetRecord {
  return {
    day: DAY,
    language: 'english',
    wordIds: ['w3', 'w1', 'w5', 'w2', 'w4'],
    createdAt: '2025-03-01T00:00:01.000Z',
    ...overrides,
  };
}

function play(overrides: Partial<DailyFivePlayRecord> = {}): DailyFivePlayRecord {
  return {
    identityKey: 'user:google:1001',
    day: DAY,
    language: 'english',
    sessionCode: 'DAYA2345',
    startedAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function describeDailyFiveContract(
  store: () => Store,
  reopen: () => Promise<Store>,
  writeRace: WriteRaceTest,
): void {
  describe('daily five across a restart', () => {
    it('keeps the day’s set and its plays across close and reopen, keys included', async () => {
      await store().dailyFiveSets.fix(set());
      await store().dailyFivePlays.claim(play());
      const reopened = await reopen();
      expect(await reopened.dailyFiveSets.find(DAY, 'english')).toEqual(set());
      expect(await reopened.dailyFiveSets.fix(set({ wordIds: ['x1', 'x2', 'x3', 'x4', 'x5'] }))).toEqual(
        set(),
      );
      expect(await reopened.dailyFivePlays.claim(play({ sessionCode: 'LATE2345' }))).toEqual(play());
      expect(await reopened.dailyFivePlays.playedDays('user:google:1001', 5)).toEqual([DAY]);
    });
  });

  describe('daily five sets', () => {
    it('fixes the first set of a day and language, in play order, and returns it to every later choice', async () => {
      expect(await store().dailyFiveSets.find(DAY, 'english')).toBeNull();
      expect(await store().dailyFiveSets.fix(set())).toEqual(set());
      const later = set({ wordIds: ['x1', 'x2', 'x3', 'x4', 'x5'], createdAt: '2025-03-01T12:00:00.000Z' });
      expect(await store().dailyFiveSets.fix(later)).toEqual(set());
      expect(await store().dailyFiveSets.find(DAY, 'english')).toEqual(set());
    });

    it('keeps each day and each language apart', async () => {
      await store().dailyFiveSets.fix(set());
      const filipino = set({ language: 'filipino', wordIds: ['f1', 'f2', 'f3', 'f4', 'f5'] });
      const nextDay = set({ day: '2025-03-02', wordIds: ['n1', 'n2', 'n3', 'n4', 'n5'] });
      expect(await store().dailyFiveSets.fix(filipino)).toEqual(filipino);
      expect(await store().dailyFiveSets.fix(nextDay)).toEqual(nextDay);
      expect(await store().dailyFiveSets.find(DAY, 'english')).toEqual(set());
      expect(await store().dailyFiveSets.find(DAY, 'filipino')).toEqual(filipino);
      expect(await store().dailyFiveSets.find('2025-03-02', 'english')).toEqual(nextDay);
    });

    it('names the language’s first set’s day, where the archive starts', async () => {
      expect(await store().dailyFiveSets.firstDay('english')).toBeNull();
      await store().dailyFiveSets.fix(set({ day: '2025-03-02' }));
      await store().dailyFiveSets.fix(set({ day: '2025-02-27' }));
      await store().dailyFiveSets.fix(set({ day: '2025-01-31', language: 'filipino' }));
      expect(await store().dailyFiveSets.firstDay('english')).toBe('2025-02-27');
      expect(await store().dailyFiveSets.firstDay('filipino')).toBe('2025-01-31');
    });

    writeRace(
      'lets exactly one of many choices made at once be the day’s set, and all of them see it',
      async () => {
        const choices = Array.from({ length: 12 }, (_, index) =>
          set({ wordIds: [`c${index}-1`, `c${index}-2`, `c${index}-3`, `c${index}-4`, `c${index}-5`] }),
        );
        const fixed = await Promise.all(choices.map((choice) => store().dailyFiveSets.fix(choice)));
        const winner = fixed[0];
        expect(choices).toContainEqual(winner);
        expect(fixed.every((result) => JSON.stringify(result) === JSON.stringify(winner))).toBe(true);
        expect(await store().dailyFiveSets.find(DAY, 'english')).toEqual(winner);
      },
    );
  });

  describe('daily five candidates', () => {
    it('are the approved words of the language, with their id, spelling and truth', async () => {
      const { created: reals } = await store().words.createMany(manyWords(3, { isReal: true }, 'real'));
      const { created: fakes } = await store().words.createMany(manyWords(2, { isReal: false }, 'fake'));
      await store().words.createMany([
        ...manyWords(2, { language: 'filipino' }, 'salita'),
        ...manyWords(2, { status: 'pending', source: 'wordsmith', createdBy: 'local:smith' }, 'pending'),
      ]);
      const { created: rejected } = await store().words.createMany(
        manyWords(1, { status: 'pending', source: 'wordsmith', createdBy: 'local:smith' }, 'rejected'),
      );
      await store().words.review(rejected[0]!.id, { status: 'rejected', reason: 'Not a bluff.' });

      const candidates = await store().dailyFiveSets.candidates('english');
      const expected = [...reals, ...fakes].map((word) => ({
        id: word.id,
        word: word.word,
        isReal: word.isReal,
        // Nobody has called them yet (word-plays.ts pins the proven ones).
        isProvenFooler: false,
      }));
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      expect(candidates.sort(byId)).toEqual(expected.sort(byId));
      expect(await store().dailyFiveSets.candidates('latin')).toEqual([]);
    });
  });

  describe('daily five plays', () => {
    it('records the first play of a day and returns it to a second start', async () => {
      expect(await store().dailyFivePlays.find('user:google:1001', DAY, 'english')).toBeNull();
      expect(await store().dailyFivePlays.claim(play())).toEqual(play());
      const second = play({ sessionCode: 'DAYB2345', startedAt: '2025-03-01T09:00:00.000Z' });
      expect(await store().dailyFivePlays.claim(second)).toEqual(play());
      expect(await store().dailyFivePlays.find('user:google:1001', DAY, 'english')).toEqual(play());
    });

    it('keeps identities, days and languages apart', async () => {
      await store().dailyFivePlays.claim(play());
      const guest = play({ identityKey: 'guest:abc', sessionCode: 'GUES2345' });
      const filipino = play({ language: 'filipino', sessionCode: 'FILI2345' });
      expect(await store().dailyFivePlays.claim(guest)).toEqual(guest);
      expect(await store().dailyFivePlays.claim(filipino)).toEqual(filipino);
      expect(await store().dailyFivePlays.find('guest:abc', DAY, 'english')).toEqual(guest);
      expect(await store().dailyFivePlays.find('user:google:1001', '2025-03-02', 'english')).toBeNull();
    });

    writeRace('lets exactly one of many starts at once be the day’s play', async () => {
      const starts = Array.from({ length: 12 }, (_, index) =>
        play({ sessionCode: `RACE${String(index).padStart(4, '0')}` }),
      );
      const claimed = await Promise.all(starts.map((start) => store().dailyFivePlays.claim(start)));
      const codes = new Set(claimed.map((result) => result.sessionCode));
      expect(codes.size).toBe(1);
      expect(starts.map((start) => start.sessionCode)).toContain([...codes][0]);
    });

    it('lists an identity’s plays newest day first, up to the limit, and nobody else’s', async () => {
      const older = play({ day: '2025-02-27', sessionCode: 'OLDR2345' });
      const filipino = play({ language: 'filipino', sessionCode: 'FILI2345' });
      for (const each of [older, play(), filipino, play({ identityKey: 'guest:other' })]) {
        await store().dailyFivePlays.claim(each);
      }
      expect(await store().dailyFivePlays.listByIdentity('user:google:1001', 10)).toEqual([
        play(),
        filipino,
        older,
      ]);
      expect(await store().dailyFivePlays.listByIdentity('user:google:1001', 1)).toEqual([play()]);
      expect(await store().dailyFivePlays.listByIdentity('guest:nobody', 10)).toEqual([]);
    });

    it('lists the days played, newest first, each once, up to the limit, for that identity only', async () => {
      for (const day of ['2025-02-27', '2025-03-01', '2025-02-28', '2025-02-20']) {
        await store().dailyFivePlays.claim(
          play({ day, sessionCode: `D${day.slice(5).replace('-', '')}2345` }),
        );
      }
      // A second language on one day is still one day played.
      await store().dailyFivePlays.claim(play({ language: 'filipino', sessionCode: 'FILI2345' }));
      await store().dailyFivePlays.claim(play({ identityKey: 'guest:other', day: '2025-03-02' }));
      expect(await store().dailyFivePlays.playedDays('user:google:1001', 10)).toEqual([
        '2025-03-01',
        '2025-02-28',
        '2025-02-27',
        '2025-02-20',
      ]);
      expect(await store().dailyFivePlays.playedDays('user:google:1001', 2)).toEqual([
        '2025-03-01',
        '2025-02-28',
      ]);
      expect(await store().dailyFivePlays.playedDays('guest:nobody', 10)).toEqual([]);
    });
  });
}

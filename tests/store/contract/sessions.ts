// Contract: SessionRepository and CustomSessionRepository (port.ts), identical for every driver.
import { ConflictError } from '../../../game-server/src/store/errors';
import type { GameSessionRecord, Store } from '../../../game-server/src/store/port';
import { newSession } from './fixtures';

function completed(code: string, createdAt: string): Omit<GameSessionRecord, 'version'> {
  return newSession({
    code,
    createdAt,
    status: 'completed',
    completedAt: createdAt,
    duplicatedFrom: 'ORIGINAL',
  });
}

export function describeSessionContract(store: () => Store): void {
  describe('sessions', () => {
    it('creates a session at version 0 and finds it by code', async () => {
      const created = await store().sessions.create(newSession());
      expect(created).toEqual({ ...newSession(), version: 0 });
      expect(await store().sessions.findByCode('ABCD2345')).toEqual(created);
      expect(await store().sessions.findByCode('NOPE2345')).toBeNull();
    });

    it('rejects a taken code with a ConflictError', async () => {
      await store().sessions.create(newSession());
      await expect(store().sessions.create(newSession({ playerName: 'Bob' }))).rejects.toBeInstanceOf(
        ConflictError,
      );
      expect((await store().sessions.findByCode('ABCD2345'))?.playerName).toBe('Ada');
    });

    it('updates the whole session and raises the version by one', async () => {
      const created = await store().sessions.create(newSession());
      const playing: GameSessionRecord = {
        ...created,
        status: 'playing',
        currentRound: {
          roundNumber: 1,
          stage: 'followup',
          openedAt: '2025-03-01T12:00:01.000Z',
          followupOpenedAt: '2025-03-01T12:00:05.000Z',
          followupOptions: ['one', 'two', 'three', 'four'],
          playerAnswer: true,
        },
        answers: [
          {
            roundNumber: 1,
            wordId: 'w1',
            word: 'lexicon',
            playerAnswer: true,
            followupAnswer: 'one',
            isCorrect: true,
            isFast: true,
            timeSpent: 4000,
            pointsEarned: 2,
          },
        ],
        score: { correct: 1, incorrect: 0, fastAnswers: 1, streak: 1, bestStreak: 1, totalScore: 2 },
      };
      const updated = await store().sessions.update(playing);
      expect(updated).toEqual({ ...playing, version: 1 });
      expect(await store().sessions.findByCode('ABCD2345')).toEqual(updated);
    });

    it('rejects an update from a stale version and keeps the winner', async () => {
      const created = await store().sessions.create(newSession());
      await store().sessions.update({ ...created, playerName: 'First' });
      await expect(store().sessions.update({ ...created, playerName: 'Second' })).rejects.toBeInstanceOf(
        ConflictError,
      );
      expect(await store().sessions.findByCode('ABCD2345')).toMatchObject({
        playerName: 'First',
        version: 1,
      });
    });

    it('lets exactly one of two concurrent updates of the same version win', async () => {
      const created = await store().sessions.create(newSession());
      const results = await Promise.allSettled([
        store().sessions.update({ ...created, playerName: 'A' }),
        store().sessions.update({ ...created, playerName: 'B' }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.filter((result) => result.status === 'rejected');
      expect(rejected.map((result) => result.reason)).toEqual([expect.any(ConflictError)]);
      expect((await store().sessions.findByCode('ABCD2345'))?.version).toBe(1);
    });

    it('rejects an update of a session that does not exist', async () => {
      const ghost = { ...newSession({ code: 'GHOST234' }), version: 0 };
      await expect(store().sessions.update(ghost)).rejects.toBeInstanceOf(ConflictError);
      expect(await store().sessions.findByCode('GHOST234')).toBeNull();
    });

    it('finds the completed duplicates of a session, newest first', async () => {
      await store().sessions.create(newSession({ code: 'ORIGINAL' }));
      await store().sessions.create(completed('OLDER234', '2025-03-02T00:00:00.000Z'));
      await store().sessions.create(completed('NEWER234', '2025-03-03T00:00:00.000Z'));
      await store().sessions.create({
        ...completed('PLAYING2', '2025-03-04T00:00:00.000Z'),
        status: 'playing',
      });
      await store().sessions.create({
        ...completed('ELSEWHER', '2025-03-05T00:00:00.000Z'),
        duplicatedFrom: 'OTHER234',
      });
      const duplicates = await store().sessions.findDuplicatesOf('ORIGINAL');
      expect(duplicates.map((session) => session.code)).toEqual(['NEWER234', 'OLDER234']);
      expect(await store().sessions.findDuplicatesOf('NEWER234')).toEqual([]);
    });
  });

  describe('custom sessions', () => {
    const base = { userId: 'smith-1', playerName: 'Wordsmith', wordIds: ['a', 'b', 'c', 'd', 'e'] };

    it('creates a session with an id, no plays yet, and finds it by code', async () => {
      const created = await store().customSessions.create({ ...base, sessionCode: 'CUSTOM23' });
      expect(created).toMatchObject({ ...base, sessionCode: 'CUSTOM23', timesPlayed: 0 });
      expect(created.id).toEqual(expect.any(String));
      expect(await store().customSessions.findByCode('CUSTOM23')).toEqual(created);
      expect(await store().customSessions.findByCode('NOPE2345')).toBeNull();
    });

    it('rejects a taken code with a ConflictError', async () => {
      await store().customSessions.create({ ...base, sessionCode: 'CUSTOM23' });
      const again = store().customSessions.create({ ...base, userId: 'smith-2', sessionCode: 'CUSTOM23' });
      await expect(again).rejects.toBeInstanceOf(ConflictError);
    });

    it("lists one user's sessions, newest first", async () => {
      const first = await store().customSessions.create({ ...base, sessionCode: 'FIRST234' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await store().customSessions.create({ ...base, sessionCode: 'SECOND23' });
      await store().customSessions.create({ ...base, userId: 'smith-2', sessionCode: 'OTHER234' });
      expect(await store().customSessions.listByUser('smith-1')).toEqual([second, first]);
      expect(await store().customSessions.listByUser('nobody')).toEqual([]);
    });

    it('counts plays, and ignores an unknown code', async () => {
      await store().customSessions.create({ ...base, sessionCode: 'CUSTOM23' });
      await store().customSessions.incrementPlays('CUSTOM23');
      await store().customSessions.incrementPlays('CUSTOM23');
      await expect(store().customSessions.incrementPlays('NOPE2345')).resolves.toBeUndefined();
      expect((await store().customSessions.findByCode('CUSTOM23'))?.timesPlayed).toBe(2);
    });
  });
}

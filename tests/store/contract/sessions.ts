// Contract: SessionRepository and FirstPlayRepository (port.ts), identical for every driver; custom sessions
// have their own file (custom-sessions.ts).
import { ConflictError } from '../../../game-server/src/domain/errors';
import type { GameSessionRecord } from '../../../game-server/src/domain/session';
import type { Store } from '../../../game-server/src/store/port';
import type { WriteRaceTest } from './drivers';
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

export function describeSessionContract(store: () => Store, writeRace: WriteRaceTest): void {
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

    it('finds a session by the hash of its player token', async () => {
      await store().sessions.create(newSession({ code: 'READER23', playerTokenHash: 'b'.repeat(64) }));
      await store().sessions.create(newSession({ code: 'OTHER234', playerTokenHash: 'c'.repeat(64) }));
      expect((await store().sessions.findByPlayerTokenHash('b'.repeat(64)))?.code).toBe('READER23');
      expect(await store().sessions.findByPlayerTokenHash('d'.repeat(64))).toBeNull();
    });

    it('keeps the fair-play fields and the reply to the last answer through an update', async () => {
      const created = await store().sessions.create(newSession({ wordSetKey: 'e'.repeat(64) }));
      const lastAnswer = {
        roundNumber: 1,
        wordId: 'w1',
        stage: 'phase-one' as const,
        answer: true,
        response: {
          stage: 'followup' as const,
          roundNumber: 1,
          isCorrect: true as const,
          followup: { question: 'Which one?', options: ['a', 'b', 'c', 'd'], seconds: 20 },
        },
      };
      const updated = await store().sessions.update({ ...created, isPractice: true, lastAnswer });
      expect(await store().sessions.findByCode(created.code)).toEqual(updated);
      expect(updated).toMatchObject({ isPractice: true, lastAnswer, wordSetKey: 'e'.repeat(64) });
    });

    it('keeps whether a game is played relaxed through create, reads and updates', async () => {
      const relaxed = await store().sessions.create(newSession({ code: 'RELAX234', isRelaxed: true }));
      const timed = await store().sessions.create(newSession({ code: 'TIMED234' }));
      expect((await store().sessions.findByCode('RELAX234'))?.isRelaxed).toBe(true);
      expect((await store().sessions.findByCode('TIMED234'))?.isRelaxed).toBe(false);
      const played = await store().sessions.update({ ...relaxed, status: 'playing' });
      expect(await store().sessions.findByCode('RELAX234')).toEqual(played);
      expect(played.isRelaxed).toBe(true);
      expect((await store().sessions.update({ ...timed, status: 'playing' })).isRelaxed).toBe(false);
    });

    it('purges games never completed that were created before the cut-off, and nothing else', async () => {
      const cutOff = '2025-03-02T00:00:00.000Z';
      await store().sessions.create(newSession({ code: 'CREATED2', createdAt: '2025-03-01T00:00:00.000Z' }));
      await store().sessions.create(
        newSession({ code: 'PLAYING2', status: 'playing', createdAt: '2025-03-01T00:00:00.000Z' }),
      );
      await store().sessions.create(completed('FINISHED', '2025-03-01T00:00:00.000Z'));
      await store().sessions.create(newSession({ code: 'RECENT23', createdAt: '2025-03-02T00:00:01.000Z' }));
      expect(await store().sessions.purgeAbandoned(cutOff)).toBe(2);
      expect(await store().sessions.findByCode('CREATED2')).toBeNull();
      expect(await store().sessions.findByCode('PLAYING2')).toBeNull();
      expect(await store().sessions.findByCode('FINISHED')).not.toBeNull();
      expect(await store().sessions.findByCode('RECENT23')).not.toBeNull();
      expect(await store().sessions.purgeAbandoned(cutOff)).toBe(0);
    });
  });

  describe("an identity's recent words", () => {
    const ada = 'user:ada';
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 12, minute)).toISOString();

    it('lists the words of the newest sessions first, each in play order, up to the number asked', async () => {
      await store().sessions.create(
        newSession({ code: 'OLDEST23', identityKey: ada, wordIds: ['a1', 'a2'], createdAt: at(1) }),
      );
      await store().sessions.create(
        newSession({ code: 'NEWEST23', identityKey: ada, wordIds: ['c1', 'c2'], createdAt: at(3) }),
      );
      await store().sessions.create(
        newSession({ code: 'MIDDLE23', identityKey: ada, wordIds: ['b2', 'b1'], createdAt: at(2) }),
      );
      expect(await store().sessions.recentWordIds(ada, 10)).toEqual(['c1', 'c2', 'b2', 'b1', 'a1', 'a2']);
      expect(await store().sessions.recentWordIds(ada, 2)).toEqual(['c1', 'c2', 'b2', 'b1']);
      expect(await store().sessions.recentWordIds(ada, 0)).toEqual([]);
    });

    it("keeps other identities' sessions out", async () => {
      await store().sessions.create(
        newSession({ code: 'ADAS2345', identityKey: ada, wordIds: ['mine'], createdAt: at(1) }),
      );
      await store().sessions.create(
        newSession({ code: 'BOBS2345', identityKey: 'user:bob', wordIds: ['his'], createdAt: at(2) }),
      );
      await store().sessions.create(
        newSession({ code: 'GUEST234', identityKey: 'guest:' + 'b'.repeat(64), wordIds: ['theirs'] }),
      );
      expect(await store().sessions.recentWordIds(ada, 5)).toEqual(['mine']);
      expect(await store().sessions.recentWordIds('user:nobody', 5)).toEqual([]);
    });

    it('skips sessions whose words are not drawn yet, so they do not use up the number asked', async () => {
      await store().sessions.create(
        newSession({ code: 'PLAYED23', identityKey: ada, wordIds: ['w1', 'w2'], createdAt: at(1) }),
      );
      await store().sessions.create(
        newSession({ code: 'FRESH234', identityKey: ada, wordIds: [], createdAt: at(2) }),
      );
      expect(await store().sessions.recentWordIds(ada, 1)).toEqual(['w1', 'w2']);
    });

    it('follows the words a session is given after it was created', async () => {
      const created = await store().sessions.create(
        newSession({ code: 'LATER234', identityKey: ada, wordIds: [], createdAt: at(1) }),
      );
      expect(await store().sessions.recentWordIds(ada, 1)).toEqual([]);
      await store().sessions.update({ ...created, status: 'playing', wordIds: ['x1', 'x2', 'x3'] });
      expect(await store().sessions.recentWordIds(ada, 1)).toEqual(['x1', 'x2', 'x3']);
    });
  });

  describe("a guest's games an account may take up", () => {
    const guest = 'guest:' + 'g'.repeat(64);
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 12, minute)).toISOString();
    const token = (letter: string) => letter.repeat(64);

    it("lists the guest's completed sessions no account holds, oldest first, up to the number asked", async () => {
      const done = { identityKey: guest, status: 'completed' as const, completedAt: at(9) };
      await store().sessions.create(
        newSession({ ...done, code: 'SECOND23', createdAt: at(2), playerTokenHash: token('b') }),
      );
      await store().sessions.create(
        newSession({ ...done, code: 'FIRST234', createdAt: at(1), playerTokenHash: token('a') }),
      );
      await store().sessions.create(
        newSession({ ...done, code: 'THIRD234', createdAt: at(3), playerTokenHash: token('d') }),
      );
      // Not yet finished, someone else's, or already an account's: none of them is listed.
      await store().sessions.create(
        newSession({
          identityKey: guest,
          status: 'playing',
          code: 'RUNNING2',
          createdAt: at(4),
          playerTokenHash: token('e'),
        }),
      );
      await store().sessions.create(
        newSession({
          ...done,
          identityKey: 'guest:' + 'h'.repeat(64),
          code: 'OTHERS23',
          playerTokenHash: token('f'),
        }),
      );
      const held = await store().sessions.create(
        newSession({ ...done, code: 'HELD2345', createdAt: at(5), playerTokenHash: token('c') }),
      );
      await store().sessions.update({ ...held, userId: 'ada', identityKey: 'user:ada' });

      const listed = await store().sessions.listUnclaimedCompleted(guest, 10);
      expect(listed.map((session) => session.code)).toEqual(['FIRST234', 'SECOND23', 'THIRD234']);
      expect(
        (await store().sessions.listUnclaimedCompleted(guest, 2)).map((session) => session.code),
      ).toEqual(['FIRST234', 'SECOND23']);
      expect(await store().sessions.listUnclaimedCompleted(guest, 0)).toEqual([]);
    });
  });

  describe('first plays', () => {
    const play = { identityKey: 'user:ada', wordSetKey: 'f'.repeat(64), at: '2025-03-01T00:00:00.000Z' };

    it('records the first claim of an identity and a word set, and keeps it against later claims', async () => {
      expect(await store().firstPlays.find(play.identityKey, play.wordSetKey)).toBeNull();
      expect(await store().firstPlays.claim({ ...play, sessionCode: 'FIRST234' })).toBe('FIRST234');
      expect(await store().firstPlays.claim({ ...play, sessionCode: 'LATER234' })).toBe('FIRST234');
      expect(await store().firstPlays.find(play.identityKey, play.wordSetKey)).toBe('FIRST234');
    });

    it('keeps identities and word sets apart', async () => {
      await store().firstPlays.claim({ ...play, sessionCode: 'FIRST234' });
      expect(
        await store().firstPlays.claim({ ...play, identityKey: 'user:bob', sessionCode: 'BOBS2345' }),
      ).toBe('BOBS2345');
      expect(
        await store().firstPlays.claim({ ...play, wordSetKey: 'a'.repeat(64), sessionCode: 'OTHER234' }),
      ).toBe('OTHER234');
    });

    writeRace('lets exactly one of many simultaneous claims be first', async () => {
      const codes = ['RACEA234', 'RACEB234', 'RACEC234', 'RACED234', 'RACEE234'];
      const winners = await Promise.all(
        codes.map((sessionCode) => store().firstPlays.claim({ ...play, sessionCode })),
      );
      expect(new Set(winners).size).toBe(1);
      expect(codes).toContain(winners[0]);
    });
  });
}

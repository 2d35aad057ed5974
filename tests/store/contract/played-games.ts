// Contract: PlayedGameRepository (port.ts), identical for every driver: a signed-in player's own completed
// games, newest first, each with what tells its kind ( 'Progress that shows').
import type { GameSessionRecord } from '../../../game-server/src/domain/session';
import type { Store } from '../../../game-server/src/store/port';
import { newSession } from './fixtures';

const ADA = 'google:1001';
const ADA_KEY = `user:${ADA}`;

/** A completed game of Ada's started at minute `minute`, with its own token hash. */
function adaGame(code: string, minute: number, overrides: Partial<GameSessionRecord> = {}) {
  const createdAt = new Date(Date.UTC(2025, 2, 1, 12, minute)).toISOString();
  return newSession({
    code,
    userId: ADA,
    identityKey: ADA_KEY,
    playerTokenHash: code.toLowerCase().padEnd(64, '0'),
    status: 'completed',
    createdAt,
    completedAt: createdAt,
    ...overrides,
  });
}

export function describePlayedGameContract(store: () => Store): void {
  describe('played games', () => {
    it("lists the user's own completed games, newest first, at most the limit", async () => {
      await store().sessions.create(adaGame('OLDEST23', 1));
      await store().sessions.create(adaGame('NEWEST23', 3, { isPractice: true }));
      await store().sessions.create(adaGame('MIDDLE23', 2));
      // Not listed: a game still in play, another user's game and a guest's.
      await store().sessions.create(adaGame('PLAYING2', 4, { status: 'playing', completedAt: null }));
      await store().sessions.create(
        adaGame('BOBSGAME', 5, { userId: 'google:2002', identityKey: 'user:google:2002' }),
      );
      await store().sessions.create(adaGame('GUESTGAM', 6, { userId: null, identityKey: 'guest:abc' }));

      const listed = await store().playedGames.listCompletedByUser(ADA, 10);
      expect(listed.map(({ session }) => session.code)).toEqual(['NEWEST23', 'MIDDLE23', 'OLDEST23']);
      expect(listed[0]!.session).toEqual({ ...adaGame('NEWEST23', 3, { isPractice: true }), version: 0 });

      const limited = await store().playedGames.listCompletedByUser(ADA, 2);
      expect(limited.map(({ session }) => session.code)).toEqual(['NEWEST23', 'MIDDLE23']);
      expect(await store().playedGames.listCompletedByUser(ADA, 0)).toEqual([]);
      expect(await store().playedGames.listCompletedByUser('google:nobody', 10)).toEqual([]);
    });

    it("tells a daily five and a custom session's play from a solo game and a challenge", async () => {
      await store().sessions.create(adaGame('SOLOGAME', 1));
      await store().sessions.create(adaGame('DAILYGAM', 2));
      await store().dailyFivePlays.claim({
        identityKey: ADA_KEY,
        day: '2025-03-01',
        language: 'english',
        sessionCode: 'DAILYGAM',
        startedAt: '2025-03-01T12:02:00.000Z',
      });
      await store().customSessions.create({
        sessionCode: 'CUSTOM23',
        userId: 'google:3003',
        playerName: 'Smith',
        wordIds: ['w1', 'w2', 'w3', 'w4', 'w5'],
      });
      await store().sessions.create(adaGame('ONCUSTOM', 3, { duplicatedFrom: 'CUSTOM23' }));
      await store().sessions.create(adaGame('CHALLENG', 4, { duplicatedFrom: 'SOLOGAME' }));
      // Another identity's daily play of a session code says nothing about Ada's game.
      await store().dailyFivePlays.claim({
        identityKey: 'user:google:2002',
        day: '2025-03-01',
        language: 'english',
        sessionCode: 'SOLOGAME',
        startedAt: '2025-03-01T12:01:00.000Z',
      });

      const listed = await store().playedGames.listCompletedByUser(ADA, 10);
      expect(
        listed.map(({ session, isDailyFive, isCustomSessionPlay }) => [
          session.code,
          isDailyFive,
          isCustomSessionPlay,
        ]),
      ).toEqual([
        ['CHALLENG', false, false],
        ['ONCUSTOM', false, true],
        ['DAILYGAM', true, false],
        ['SOLOGAME', false, false],
      ]);
    });
  });
}

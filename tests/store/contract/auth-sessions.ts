// Contract: AuthSessionRepository (port.ts), identical for every driver. Expiry dates sit a day or more
// away from the real clock, so no test depends on how long it takes to run.
import type { Store } from '../../../game-server/src/store/port';

const HOUR_MS = 60 * 60 * 1000;

/** An ISO date `hours` from now (negative: in the past). */
function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * HOUR_MS).toISOString();
}

export function describeAuthSessionContract(store: () => Store): void {
  describe('auth sessions', () => {
    it('stores a session and gives back its data and expiry; a missing one is null', async () => {
      const expiresAt = hoursFromNow(24);
      await store().authSessions.set('sid-1', '{"passport":{"user":"google:1001"}}', expiresAt);
      expect(await store().authSessions.get('sid-1')).toEqual({
        data: '{"passport":{"user":"google:1001"}}',
        expiresAt,
      });
      expect(await store().authSessions.get('sid-2')).toBeNull();
    });

    it('reads any ISO spelling of the expiry as the same instant', async () => {
      await store().authSessions.set('sid-1', '{}', '2999-01-01T01:00:00+01:00');
      expect((await store().authSessions.get('sid-1'))?.expiresAt).toBe('2999-01-01T00:00:00.000Z');
    });

    it('replaces data and expiry on a second set', async () => {
      await store().authSessions.set('sid-1', '{"n":1}', hoursFromNow(24));
      const later = hoursFromNow(48);
      await store().authSessions.set('sid-1', '{"n":2}', later);
      expect(await store().authSessions.get('sid-1')).toEqual({ data: '{"n":2}', expiresAt: later });
    });

    it('treats an expired session as missing before any purge', async () => {
      await store().authSessions.set('sid-old', '{}', hoursFromNow(-1));
      expect(await store().authSessions.get('sid-old')).toBeNull();
    });

    it('rejects an expiry that is not a date', async () => {
      await expect(store().authSessions.set('sid-1', '{}', 'tomorrow')).rejects.toThrow(/date/);
      expect(await store().authSessions.get('sid-1')).toBeNull();
    });

    it('touch extends a live session past a purge that removes an untouched one', async () => {
      await store().authSessions.set('touched', '{"a":1}', hoursFromNow(24));
      await store().authSessions.set('untouched', '{"b":2}', hoursFromNow(24));
      const extended = hoursFromNow(72);
      await store().authSessions.touch('touched', extended);

      expect(await store().authSessions.purgeExpired(hoursFromNow(48))).toBe(1);
      expect(await store().authSessions.get('touched')).toEqual({ data: '{"a":1}', expiresAt: extended });
      expect(await store().authSessions.get('untouched')).toBeNull();
    });

    it('touch neither creates a missing session nor revives an expired one', async () => {
      await store().authSessions.touch('never-set', hoursFromNow(24));
      await store().authSessions.set('expired', '{}', hoursFromNow(-1));
      await store().authSessions.touch('expired', hoursFromNow(24));
      expect(await store().authSessions.get('never-set')).toBeNull();
      expect(await store().authSessions.get('expired')).toBeNull();
    });

    it('destroy removes one session and ignores an unknown id', async () => {
      await store().authSessions.set('sid-1', '{}', hoursFromNow(24));
      await store().authSessions.set('sid-2', '{}', hoursFromNow(24));
      await store().authSessions.destroy('sid-1');
      await expect(store().authSessions.destroy('sid-unknown')).resolves.toBeUndefined();
      expect(await store().authSessions.get('sid-1')).toBeNull();
      expect(await store().authSessions.get('sid-2')).not.toBeNull();
    });

    it('purgeExpired removes what expired by then (the boundary included) and counts it', async () => {
      const boundary = hoursFromNow(48);
      await store().authSessions.set('past', '{}', hoursFromNow(-1));
      await store().authSessions.set('before', '{}', hoursFromNow(24));
      await store().authSessions.set('at', '{}', boundary);
      await store().authSessions.set('after', '{}', hoursFromNow(72));

      expect(await store().authSessions.purgeExpired(boundary)).toBe(3);
      expect(await store().authSessions.purgeExpired(boundary)).toBe(0);
      expect(await store().authSessions.get('after')).not.toBeNull();
      expect(await store().authSessions.get('before')).toBeNull();
    });
  });
}

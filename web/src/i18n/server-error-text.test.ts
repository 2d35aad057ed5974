import { AUTH_MESSAGES, ERROR_CODES, ERROR_MESSAGES, PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import { CATALOGUES } from './messages';
import { failureText } from './server-error-text';

const { english, filipino } = CATALOGUES;
const refused = (
  code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | null,
  message = 'The server says why.',
) => ({ kind: 'refused', code, message, status: 409 }) as const;

describe('failureText: one reading of a failed call', () => {
  it("words a refusal by its code, the area's own words first, else the server's words", () => {
    expect(failureText(refused(ERROR_CODES.noWordsAvailable), english.serverErrors)).toBe(
      ERROR_MESSAGES.noWordsAvailable,
    );
    const area = { codes: { [ERROR_CODES.noWordsAvailable]: 'Not in this area.' } };
    expect(failureText(refused(ERROR_CODES.noWordsAvailable), english.serverErrors, area)).toBe(
      'Not in this area.',
    );
    expect(failureText(refused(ERROR_CODES.conflict), english.serverErrors)).toBe('The server says why.');
    expect(failureText(refused(null), filipino.serverErrors)).toBe('The server says why.');
  });

  it("says a refusal without words in the area's fallback, else as a fault of ours", () => {
    expect(failureText(refused(null, ''), english.serverErrors, { fallback: 'Saving failed.' })).toBe(
      'Saving failed.',
    );
    expect(failureText(refused(null, ''), english.serverErrors)).toBe(english.serverErrors.ourFault);
  });

  it('never explains a fault of ours: our words for a code that still says something, else the fallback', () => {
    const internal = { kind: 'our-fault', code: ERROR_CODES.internal } as const;
    expect(failureText(internal, english.serverErrors, { fallback: 'Saving failed.' })).toBe(
      'Saving failed.',
    );
    expect(failureText(internal, filipino.serverErrors)).toBe(
      'May nagkaproblema sa panig namin. Pakisubukan ulit.',
    );
    const area = { codes: { [ERROR_CODES.paymentsNotConfigured]: 'No payments here.' }, fallback: 'Failed.' };
    expect(
      failureText({ kind: 'our-fault', code: ERROR_CODES.paymentsNotConfigured }, english.serverErrors, area),
    ).toBe('No payments here.');
  });

  it("says an unreachable server is unreachable and to try again, in the area's words if it has them", () => {
    expect(failureText({ kind: 'unreachable' }, english.serverErrors)).toMatch(
      /Cannot reach the server.*try again/,
    );
    expect(failureText({ kind: 'unreachable' }, filipino.serverErrors)).toMatch(/^Hindi maabot ang server/);
    expect(failureText({ kind: 'unreachable' }, english.serverErrors, { unreachable: 'Offline.' })).toBe(
      'Offline.',
    );
  });
});

describe('the one table (catalogue/server-errors.ts)', () => {
  it('says in English what the server says, for every code whose server text is fixed', () => {
    expect(english.serverErrors.codes).toEqual({
      'no-words-available': ERROR_MESSAGES.noWordsAvailable,
      'lobby-code-required': ERROR_MESSAGES.lobbyCodeRequired,
      'not-enough-players': ERROR_MESSAGES.notEnoughPlayers,
      'players-not-ready': ERROR_MESSAGES.playersNotReady,
      'lobby-full': ERROR_MESSAGES.lobbyFull,
      'lobby-not-found': ERROR_MESSAGES.lobbyNotFound,
      'server-draining': ERROR_MESSAGES.serverDraining,
      'lobby-busy': ERROR_MESSAGES.lobbyBusy,
      'not-in-lobby': ERROR_MESSAGES.notInLobby,
      'daily-five-played': "You have played today's Daily five already. The next set comes at 00:00 UTC.",
      'guest-id-required': ERROR_MESSAGES.dailyFiveNeedsGuestId,
      'plan-already-held': PAYMENT_MESSAGES.alreadyOnPlan,
      'no-subscription': PAYMENT_MESSAGES.noSubscription,
      'no-billing-account': PAYMENT_MESSAGES.noBillingAccount,
      'local-sign-in-disabled': AUTH_MESSAGES.localSignInDisabled,
    });
    expect(english.serverErrors.ourFault).toBe(ERROR_MESSAGES.internal);
  });

  it('has Filipino words for every English one, and for the codes English leaves to the server', () => {
    for (const code of Object.keys(english.serverErrors.codes)) {
      expect(filipino.serverErrors.codes).toHaveProperty([code]);
    }
    for (const code of [
      ERROR_CODES.rateLimited,
      ERROR_CODES.validationFailed,
      ERROR_CODES.csvRefused,
      ERROR_CODES.dailyDayUnavailable,
    ]) {
      expect(english.serverErrors.codes[code]).toBeUndefined();
      expect(filipino.serverErrors.codes[code]).toEqual(expect.any(String));
    }
  });
});

import {
  ERROR_CODES,
  ERROR_MESSAGES,
  HOST_ACTIONS,
  refuseHostAction,
  refuseKickTarget,
  type ErrorCode,
} from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import {
  actionFailureText,
  lobbyNoticeText,
  openFailureText,
  refusalText,
  seatEndText,
} from './lobby-failure-text';

const english = CATALOGUES.english.lobby;
const filipino = CATALOGUES.filipino.lobby;
const inEnglish = CATALOGUES.english.serverErrors;
const inFilipino = CATALOGUES.filipino.serverErrors;

describe('openFailureText (docs/product.md §8 Multiplayer)', () => {
  it("words the server's refusal by its code, as the server words it in English", () => {
    const full = { code: ERROR_CODES.lobbyFull, message: 'whatever the server said' };
    expect(openFailureText('join', full, english)).toBe(ERROR_MESSAGES.lobbyFull);
    const signIn = { code: ERROR_CODES.unauthorized, message: null };
    expect(openFailureText('create', signIn, english)).toBe(ERROR_MESSAGES.createLobbySignIn);
    expect(openFailureText('join', signIn, english)).toBe(ERROR_MESSAGES.joinLobbySignIn);
  });

  it("shows the server's words for a code it does not know, or none", () => {
    const limited = { code: ERROR_CODES.rateLimited, message: 'Too many messages: wait 3 s and try again.' };
    expect(openFailureText('join', limited, english)).toBe(limited.message);
    expect(openFailureText('join', { code: null, message: 'This lobby is full.' }, english)).toBe(
      'This lobby is full.',
    );
  });

  it("falls back to the spec's create and join texts", () => {
    const nothing = { code: null, message: null };
    expect(openFailureText('create', nothing, english)).toBe('Failed to create lobby. Please try again.');
    expect(openFailureText('join', nothing, english)).toBe(
      'Failed to join lobby. Please check the code and try again.',
    );
  });

  it('says an unreachable server cannot be reached, not to check the code', () => {
    const down = { code: null, message: null, isUnreachable: true };
    expect(openFailureText('join', down, english, inEnglish)).toBe(inEnglish.unreachable);
    const notice = { kind: 'open-failed' as const, request: 'create' as const, ...down };
    expect(lobbyNoticeText(notice, filipino, inFilipino)).toBe(inFilipino.unreachable);
  });

  it('speaks Filipino on a Filipino screen', () => {
    const full = { code: ERROR_CODES.lobbyFull, message: ERROR_MESSAGES.lobbyFull };
    expect(openFailureText('join', full, filipino, inFilipino)).toBe(
      'Puno na ang lobby na ito: hanggang 4 manlalaro lang. Humingi ng ibang code, o gumawa ng lobby.',
    );
    expect(openFailureText('create', { code: null, message: null }, filipino, inFilipino)).toBe(
      filipino.failed.create,
    );
    const signIn = { code: ERROR_CODES.unauthorized, message: null };
    expect(openFailureText('join', signIn, filipino, inFilipino)).toBe(filipino.refusals.joinSignIn);
    const limited = { code: ERROR_CODES.rateLimited, message: 'Too many messages: wait 3 s and try again.' };
    expect(openFailureText('join', limited, filipino, inFilipino)).toBe(inFilipino.codes['rate-limited']);
  });
});

describe('actionFailureText', () => {
  it("words a start refusal by its code, else 'Failed to start game'", () => {
    const notReady = { type: 'start' as const, message: 'anything', code: ERROR_CODES.playersNotReady };
    expect(actionFailureText(notReady, english)).toBe(ERROR_MESSAGES.playersNotReady);
    expect(actionFailureText({ type: 'start', message: null, code: null }, english)).toBe(
      'Failed to start game',
    );
  });

  it('gives a fault of ours the default text rather than an explanation', () => {
    const fault = { type: 'start' as const, message: ERROR_MESSAGES.internal, code: ERROR_CODES.internal };
    expect(actionFailureText(fault, english)).toBe('Failed to start game');
    expect(actionFailureText({ ...fault, type: 'ready' }, english)).toBe(english.failed.other);
  });

  it("always says 'Failed to submit answer' for an answer", () => {
    const late = { type: 'answer' as const, message: 'Time is up for round 2.', code: ERROR_CODES.roundOver };
    expect(actionFailureText(late, english)).toBe('Failed to submit answer');
    expect(actionFailureText(late, filipino, inFilipino)).toBe('Hindi naipasa ang sagot');
  });

  it('shows other refusals as the rules word them, or a generic retry', () => {
    expect(actionFailureText({ type: null, message: null, code: null }, english)).toBe(
      'That did not work. Please try again.',
    );
    expect(actionFailureText({ type: 'kick', message: 'Only hosts.', code: null }, english)).toBe(
      'Only hosts.',
    );
  });
});

describe('refusalText', () => {
  /** The English entries say what the lobby rules say today: the same words, whichever side shows them. */
  it.each([
    ['set-language', 'language'],
    ['set-round-time', 'roundTime'],
    ['kick', 'kick'],
    ['rematch', 'rematch'],
    ['set-private', 'private'],
  ] as const)("words a non-host's %s as the rules do", (doing, action) => {
    const refusal = refuseHostAction({ userId: 'u', isHost: false }, action, 'waiting');
    expect(refusal?.message).toBe(`Only the host can ${HOST_ACTIONS[action]}.`);
    expect(refusalText(refusal!.code, doing, english)).toBe(refusal?.message);
  });

  it('tells the refusals that share a code apart by what was being done', () => {
    const rematchEarly = refuseHostAction({ userId: 'u', isHost: true }, 'rematch', 'playing');
    expect(refusalText(rematchEarly!.code, 'rematch', english)).toBe(rematchEarly?.message);
    const languageLate = refuseHostAction({ userId: 'u', isHost: true }, 'language', 'playing');
    expect(refusalText(languageLate!.code, 'set-language', english)).toBe(languageLate?.message);
    const roundTimeLate = refuseHostAction({ userId: 'u', isHost: true }, 'roundTime', 'playing');
    expect(refusalText(roundTimeLate!.code, 'set-round-time', english)).toBe(roundTimeLate?.message);
    expect(refusalText(ERROR_CODES.gameInProgress, 'join', english)).toBe(ERROR_MESSAGES.gameInProgress);
    const gone = refuseKickTarget('host', undefined);
    expect(refusalText(gone!.code, 'kick', english)).toBe(gone?.message);
    const self = refuseKickTarget('host', 'host');
    expect(refusalText(self!.code, 'kick', english)).toBe(self?.message);
    const notIn = { type: 'ready' as const, code: ERROR_CODES.notInLobby, message: 'x' };
    expect(actionFailureText(notIn, english, inEnglish)).toBe(ERROR_MESSAGES.notInLobby);
  });

  it('matches the English of every lobby message in the shared error module, its own words or the table', () => {
    const pairs: Array<[ErrorCode, string]> = [
      [ERROR_CODES.lobbyCodeRequired, ERROR_MESSAGES.lobbyCodeRequired],
      [ERROR_CODES.notEnoughPlayers, ERROR_MESSAGES.notEnoughPlayers],
      [ERROR_CODES.playersNotReady, ERROR_MESSAGES.playersNotReady],
      [ERROR_CODES.lobbyNotFound, ERROR_MESSAGES.lobbyNotFound],
      [ERROR_CODES.kickedFromLobby, ERROR_MESSAGES.kickedFromLobby],
      [ERROR_CODES.noWordsAvailable, ERROR_MESSAGES.noWordsAvailable],
      [ERROR_CODES.notHost, ERROR_MESSAGES.notHost],
    ];
    for (const [code, message] of pairs) {
      expect(actionFailureText({ type: 'start', code, message: 'x' }, english, inEnglish)).toBe(message);
    }
    expect(refusalText(ERROR_CODES.kickedFromLobby, 'start', english)).toBe(ERROR_MESSAGES.kickedFromLobby);
    expect(refusalText(ERROR_CODES.notHost, 'start', english)).toBe(ERROR_MESSAGES.notHost);
  });

  it('leaves codes it has no words of its own for to the table, or the server', () => {
    expect(refusalText(ERROR_CODES.rateLimited, 'start', english)).toBeNull();
    expect(refusalText(ERROR_CODES.notHost, 'ready', english)).toBeNull();
    expect(refusalText(ERROR_CODES.unauthorized, 'start', english)).toBeNull();
    expect(refusalText(ERROR_CODES.lobbyFull, 'join', english)).toBeNull();
    expect(refusalText(null, 'start', english)).toBeNull();
  });
});

describe('lobbyNoticeText', () => {
  it('says why watching ended, and words a refused watch', () => {
    expect(lobbyNoticeText({ kind: 'seat-ended', reason: 'made-private' }, english)).toBe(
      'The host made this lobby private.',
    );
    expect(lobbyNoticeText({ kind: 'seat-ended', reason: 'made-private' }, filipino, inFilipino)).toBe(
      'Ginawang pribado ng host ang lobby na ito.',
    );
    const refused = { kind: 'open-failed', request: 'watch', code: null, message: null } as const;
    expect(lobbyNoticeText(refused, english, inEnglish)).toBe(english.failed.watch);
    const closed = { ...refused, code: ERROR_CODES.callNotOpen, message: null };
    expect(lobbyNoticeText(closed, filipino, inFilipino)).toBe(inFilipino.codes['call-not-open']);
  });

  it('says why the seat ended', () => {
    expect(seatEndText('kicked', english)).toBe(ERROR_MESSAGES.kickedFromLobby);
    expect(lobbyNoticeText({ kind: 'seat-ended', reason: 'lost' }, english)).toBe(english.seatEnded.lost);
    expect(lobbyNoticeText({ kind: 'seat-ended', reason: 'replaced' }, filipino, inFilipino)).toBe(
      'Bukas na ang lobby na ito sa ibang tab o window.',
    );
  });

  it("words a refused poll by its code, else the server's words, else 'no longer in this lobby'", () => {
    const notFound = { kind: 'seat-refused' as const, code: ERROR_CODES.lobbyNotFound, message: 'Gone.' };
    expect(lobbyNoticeText(notFound, english)).toBe(ERROR_MESSAGES.lobbyNotFound);
    expect(lobbyNoticeText({ kind: 'seat-refused', code: null, message: 'Gone.' }, english)).toBe('Gone.');
    expect(lobbyNoticeText({ kind: 'seat-refused', code: null, message: null }, english)).toBe(
      english.seatEnded.seatGone,
    );
  });

  it('words open failures and refused actions alike', () => {
    const blank = { kind: 'open-failed' as const, request: 'join' as const, code: null, message: null };
    expect(lobbyNoticeText({ ...blank, code: ERROR_CODES.lobbyCodeRequired }, filipino, inFilipino)).toBe(
      'Pakilagay ang lobby code',
    );
    const refusal = { type: 'start' as const, code: ERROR_CODES.notHost, message: null };
    expect(lobbyNoticeText({ kind: 'action-refused', refusal }, english)).toBe(ERROR_MESSAGES.notHost);
  });
});

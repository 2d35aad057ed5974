import { CATALOGUES } from '../i18n/messages';
import { isAnswerLocked, isLeavingCostly, lobbyScreenOf, screenAnnouncement } from './lobby-screen';
import { roomViews } from './room-fixtures';

describe('lobbyScreenOf', () => {
  it('shows join-or-create until seated, including while connecting', () => {
    expect(lobbyScreenOf({ view: 'closed', lobby: null, game: null })).toBe('closed');
    expect(lobbyScreenOf({ view: 'choose', lobby: null, game: null })).toBe('choose');
    expect(lobbyScreenOf({ view: 'connecting', lobby: null, game: null })).toBe('choose');
  });

  it("follows the room's status once seated", () => {
    const screenFor = (status: 'waiting' | 'playing' | 'round-results' | 'finished') => {
      const { lobby, game } = roomViews({ status, round: status === 'waiting' ? 0 : 1 });
      return lobbyScreenOf({ view: 'seated', lobby, game });
    };
    expect(screenFor('waiting')).toBe('waiting');
    expect(screenFor('playing')).toBe('round');
    expect(screenFor('round-results')).toBe('round-results');
    expect(screenFor('finished')).toBe('standings');
  });

  it('waits for the game state a polled lobby has not fetched yet', () => {
    const { lobby } = roomViews({ status: 'playing', round: 1 });
    expect(lobbyScreenOf({ view: 'seated', lobby, game: null })).toBe('loading');
  });
});

describe('isAnswerLocked (docs/product.md §4: locked after a successful submit)', () => {
  const { game } = roomViews({ status: 'playing', round: 2 });

  it('locks on our own lock for this round, or the room saying we answered', () => {
    expect(isAnswerLocked({ answerLock: null }, game, { hasAnswered: false })).toBe(false);
    expect(isAnswerLocked({ answerLock: { roundNumber: 2, answer: true } }, game, null)).toBe(true);
    expect(
      isAnswerLocked({ answerLock: { roundNumber: 1, answer: true } }, game, { hasAnswered: false }),
    ).toBe(false);
    expect(isAnswerLocked({ answerLock: null }, game, { hasAnswered: true })).toBe(true);
  });

  it('locks outside a round in play', () => {
    const results = roomViews({ status: 'round-results', round: 2 }).game;
    expect(isAnswerLocked({ answerLock: null }, results, { hasAnswered: false })).toBe(true);
  });
});

describe('screenAnnouncement', () => {
  it('names the round for the live region', () => {
    const { game } = roomViews({ status: 'playing', round: 3 });
    const english = CATALOGUES.english.lobby;
    expect(screenAnnouncement('round', game, english, false)).toBe('Round 3 of 5 started.');
    expect(screenAnnouncement('round-results', game, english, false)).toBe('Round 3 of 5 results.');
    expect(screenAnnouncement('standings', game, english, false)).toBe('Game over. Final standings.');
    expect(screenAnnouncement('round', game, CATALOGUES.filipino.lobby, false)).toBe(
      'Nagsimula na ang Yugto 3 sa 5.',
    );
  });
});

describe("the lobby's announcement", () => {
  it('tells the host to start, and everyone else that the host will', () => {
    const english = CATALOGUES.english.lobby;
    expect(screenAnnouncement('waiting', null, english, true)).not.toMatch(/waiting for the host/i);
    expect(screenAnnouncement('waiting', null, english, true)).toMatch(/you are the host/i);
    expect(screenAnnouncement('waiting', null, english, false)).toBe(
      'In the lobby. Waiting for the host to start.',
    );
  });
});

describe('isLeavingCostly', () => {
  it('asks before leaving a game under way, not the waiting lobby or the standings', () => {
    expect(isLeavingCostly({ status: 'playing' })).toBe(true);
    expect(isLeavingCostly({ status: 'round-results' })).toBe(true);
    expect(isLeavingCostly({ status: 'waiting' })).toBe(false);
    expect(isLeavingCostly({ status: 'finished' })).toBe(false);
    expect(isLeavingCostly(null)).toBe(false);
  });
});

describe('what a watcher sees', () => {
  it('follows the room as a player does once watching, and says so when the room sent them away', () => {
    const { lobby, game } = roomViews({ status: 'round-results', round: 2 });
    expect(lobbyScreenOf({ view: 'seated', lobby, game })).toBe('round-results');
    expect(lobbyScreenOf({ view: 'ended', lobby: null, game: null })).toBe('ended');
  });

  it('announces the waiting room as watching', () => {
    expect(screenAnnouncement('waiting', null, CATALOGUES.english.lobby, false, true)).toBe(
      'Watching the lobby. The game starts when the host starts it.',
    );
  });
});

import { CATALOGUES } from '../i18n/messages';
import { audienceOf, crowdSplitOf } from './audience-figures';
import { audienceAccuracyText, crowdSplitText, ownTallyText, watcherCountText } from './audience-text';
import { roomViews } from './room-fixtures';

const english = CATALOGUES.english.lobby;
const filipino = CATALOGUES.filipino.lobby;

describe('crowdSplitText (the crowd at round results)', () => {
  it("says the side most of the crowd took and its share, in the interface's words", () => {
    expect(crowdSplitText({ audienceCalls: 13, audienceSaidReal: 8 }, 20, english)).toBe(
      'Audience: 62% said REAL',
    );
    expect(crowdSplitText({ audienceCalls: 4, audienceSaidReal: 1 }, 4, english)).toBe(
      'Audience: 75% said FAKE',
    );
    expect(crowdSplitText({ audienceCalls: 2, audienceSaidReal: 1 }, 2, english)).toBe(
      'Audience: 50% said REAL',
    );
    expect(crowdSplitText({ audienceCalls: 13, audienceSaidReal: 8 }, 20, filipino)).toBe(
      'Mga nanonood: 62% ang nagsabing TOTOO',
    );
  });

  it('says there were no calls while someone watches, and nothing in a lobby nobody watches', () => {
    expect(crowdSplitText({ audienceCalls: 0, audienceSaidReal: 0 }, 3, english)).toBe('No audience calls');
    expect(crowdSplitText({ audienceCalls: 0, audienceSaidReal: 0 }, 3, filipino)).toBe(
      'Walang hula ang mga nanonood',
    );
    expect(crowdSplitText({ audienceCalls: 0, audienceSaidReal: 0 }, 0, english)).toBeNull();
    expect(crowdSplitText(null, 3, english)).toBeNull();
  });
});

describe('audienceAccuracyText (the audience at the end)', () => {
  it('gives the share of right calls over the game', () => {
    const figures = { audienceCalls: 56, audienceCorrect: 41, watcherCount: 12 };
    expect(audienceAccuracyText(figures, english)).toBe('Audience accuracy: 73% (41 of 56 calls right)');
    expect(audienceAccuracyText(figures, filipino)).toBe(
      'Galing ng mga nanonood: 73% (41 sa 56 hula ang tama)',
    );
  });

  it('has no figure without calls', () => {
    expect(audienceAccuracyText({ audienceCalls: 0, audienceCorrect: 0, watcherCount: 2 }, english)).toBe(
      'No audience calls',
    );
    expect(
      audienceAccuracyText({ audienceCalls: 0, audienceCorrect: 0, watcherCount: 0 }, english),
    ).toBeNull();
  });
});

describe("a watcher's own tally and the watcher count", () => {
  it("reads 'You called 4 of 5 right', or that no call was made", () => {
    expect(ownTallyText({ right: 4, judged: 5 }, english)).toBe('You called 4 of 5 right');
    expect(ownTallyText({ right: 4, judged: 5 }, filipino)).toBe('Tama ang 4 sa 5 mong hula');
    expect(ownTallyText({ right: 0, judged: 0 }, english)).toBe('You made no calls this game.');
  });

  it("says 'N watching' only when someone watches", () => {
    expect(watcherCountText(3, english)).toBe('3 watching');
    expect(watcherCountText(3, filipino)).toBe('3 nanonood');
    expect(watcherCountText(0, english)).toBeNull();
  });
});

describe('audience figures from the views', () => {
  it("reads the game's figures when there is a game, the lobby's count while it gathers", () => {
    const { lobby, game } = roomViews({
      status: 'finished',
      round: 5,
      isPrivate: true,
      watcherCount: 3,
      audienceCalls: 9,
      audienceCorrect: 6,
    });
    expect(audienceOf(lobby, game)).toEqual({
      isPrivate: true,
      watcherCount: 3,
      audienceCalls: 9,
      audienceCorrect: 6,
    });
    expect(audienceOf(lobby)).toEqual({
      isPrivate: true,
      watcherCount: 3,
      audienceCalls: 0,
      audienceCorrect: 0,
    });
    expect(audienceOf(null)).toEqual({
      isPrivate: false,
      watcherCount: 0,
      audienceCalls: 0,
      audienceCorrect: 0,
    });
  });

  it("reads a round's split from its reveal, and none while the round is open", () => {
    const reveal = { wordId: 'w', word: 'quib', isReal: true, definition: 'd', explanation: '' };
    expect(crowdSplitOf({ ...reveal, audienceCalls: 5, audienceSaidReal: 3 })).toEqual({
      audienceCalls: 5,
      audienceSaidReal: 3,
    });
    expect(crowdSplitOf(null)).toBeNull();
  });
});

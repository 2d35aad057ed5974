import { judgedOwnCalls, ownCallFor, ownCallTally, withOwnCall, withoutOwnCall } from './own-calls';
import { roomViews } from './room-fixtures';
import { watcherCallState, watcherVerdict } from './watcher-screen';

const REVEAL = {
  wordId: 'w',
  word: 'quib',
  definition: 'd',
  explanation: '',
  audienceCalls: 0,
  audienceSaidReal: 0,
};

describe("a watcher's own calls", () => {
  it('keeps one call a round; a refused call can be taken back until judged', () => {
    const once = withOwnCall([], 1, true);
    expect(withOwnCall(once, 1, false)).toEqual(once);
    expect(ownCallFor(once, 1)).toEqual({ round: 1, calledReal: true, isRight: null });
    expect(withoutOwnCall(once, 1)).toEqual([]);
  });

  it("judges the round's call at its results and tallies the game", () => {
    const { game: results1 } = roomViews({
      status: 'round-results',
      round: 1,
      reveal: { ...REVEAL, isReal: true },
    });
    const { game: results2 } = roomViews({
      status: 'round-results',
      round: 2,
      reveal: { ...REVEAL, isReal: true },
    });
    let calls = judgedOwnCalls(withOwnCall([], 1, true), results1);
    calls = judgedOwnCalls(withOwnCall(calls, 2, false), results2);
    expect(calls.map((call) => call.isRight)).toEqual([true, false]);
    expect(ownCallTally(calls)).toEqual({ right: 1, judged: 2 });
    // A judged call stays as it was.
    expect(withoutOwnCall(calls, 1)).toEqual(calls);
  });

  it('forgets the calls when the lobby gathers again for a rematch', () => {
    const { game } = roomViews({ status: 'waiting', round: 0 });
    expect(judgedOwnCalls([{ round: 1, calledReal: true, isRight: true }], game)).toEqual([]);
  });
});

describe('watcherCallState: what the round shows a watcher', () => {
  const { game: playing } = roomViews({ status: 'playing', round: 2 });
  const { game: results } = roomViews({
    status: 'round-results',
    round: 2,
    reveal: { ...REVEAL, isReal: false },
  });

  it('offers the call buttons until the watcher calls, then shows the call', () => {
    expect(watcherCallState(playing, [])).toEqual({ kind: 'open' });
    expect(watcherCallState(playing, [{ round: 1, calledReal: true, isRight: true }])).toEqual({
      kind: 'open',
    });
    expect(watcherCallState(playing, withOwnCall([], 2, false))).toEqual({
      kind: 'called',
      calledReal: false,
    });
  });

  it('closes the calls once the round is over', () => {
    expect(watcherCallState(results, [])).toEqual({ kind: 'closed' });
  });

  it("says at round results whether the watcher's call was right", () => {
    const calls = judgedOwnCalls(withOwnCall([], 2, false), results);
    expect(watcherVerdict(results, calls)).toEqual({ kind: 'right', calledReal: false });
    expect(watcherVerdict(results, [])).toEqual({ kind: 'none' });
  });
});

import { HeldPolls, type HeldPollRequest } from './held-polls';

/** A clock the test moves. */
function manualClock(startMs = 1_000_000) {
  let nowMs = startMs;
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) };
}

const afterTheTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('HeldPolls', () => {
  const clock = manualClock();
  let version = 1;
  const request = (id: string, holder: string, waitMs = 8000): HeldPollRequest<string> => {
    const heldVersion = version;
    return {
      id,
      holder,
      waitMs,
      isStillCurrent: () => version === heldVersion,
      answerNow: () => `${id}: version ${version}`,
    };
  };

  it('answers a poll when its view changes, after the turn, and leaves the unchanged ones held', async () => {
    const polls = new HeldPolls<string>({ clock, maxHeld: 10, goneAnswer: 'gone' });
    const first = polls.hold(request('a', 'player:1:game'));
    version += 1;
    const second = polls.hold(request('b', 'player:2:game'));
    polls.changed();
    expect(polls.count).toBe(2);
    await afterTheTurn();
    await expect(first).resolves.toBe(`a: version ${version}`);
    expect(polls.count).toBe(1);
    polls.closeAll();
    await expect(second).resolves.toBe('gone');
  });

  it('ends each wait on the clock, answers the older poll of one holder, and releases on request', async () => {
    const polls = new HeldPolls<string>({ clock, maxHeld: 10, goneAnswer: 'gone' });
    const short = polls.hold(request('short', 'player:1:lobby', 3000));
    const long = polls.hold(request('long', 'player:2:lobby', 8000));
    clock.advance(2999);
    polls.expire(clock.now());
    expect(polls.count).toBe(2);
    clock.advance(1);
    polls.expire(clock.now());
    await expect(short).resolves.toBe(`short: version ${version}`);

    const newer = polls.hold(request('newer', 'player:2:lobby'));
    await expect(long).resolves.toBe(`long: version ${version}`);
    expect(polls.count).toBe(1);
    polls.release('newer');
    await expect(newer).resolves.toBe('gone');
    expect(polls.count).toBe(0);
  });

  it('holds at most maxHeld polls: past it, the caller answers as a plain poll', () => {
    const polls = new HeldPolls<string>({ clock, maxHeld: 2, goneAnswer: 'gone' });
    expect(polls.hold(request('a', 'watcher:a'))).toBeDefined();
    expect(polls.hold(request('b', 'watcher:b'))).toBeDefined();
    expect(polls.hold(request('c', 'watcher:c'))).toBeUndefined();
    // A holder's second poll takes the place of its first.
    expect(polls.hold(request('b2', 'watcher:b'))).toBeDefined();
    expect(polls.count).toBe(2);
    polls.closeAll();
  });
});

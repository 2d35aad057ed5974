import { pingInChunks, SOCKETS_PER_PING_CHUNK, type PingedSocket } from './socket-pings';
import { afterTheTurn, manualYields } from '../yield-test-fixtures';

function socket(overrides: Partial<PingedSocket> = {}) {
  const seen = { pings: 0, terminated: false };
  const fake: PingedSocket & { seen: typeof seen } = {
    readyState: 1,
    pingCount: 0,
    ping: () => void (seen.pings += 1),
    terminate: () => void (seen.terminated = true),
    seen,
    ...overrides,
  };
  return fake;
}

describe('pingInChunks', () => {
  it('pings every open socket, a chunk at a time, handing the event loop back between two chunks', async () => {
    const yields = manualYields();
    const sockets = Array.from({ length: SOCKETS_PER_PING_CHUNK * 2 + 1 }, () => socket());
    const pinged = () => sockets.filter((one) => one.seen.pings === 1).length;

    const sweep = pingInChunks(sockets, 2, yields.yieldToLoop);
    await afterTheTurn();
    expect(pinged()).toBe(SOCKETS_PER_PING_CHUNK);
    expect(yields.waitingCount).toBe(1);
    yields.release();
    await afterTheTurn();
    expect(pinged()).toBe(SOCKETS_PER_PING_CHUNK * 2);
    yields.release();
    await sweep;
    expect(pinged()).toBe(sockets.length);
    expect(sockets.every((one) => one.pingCount === 1)).toBe(true);
  });

  it('terminates a socket that left its retries unanswered, and leaves closing sockets alone', async () => {
    const silent = socket({ pingCount: 2 });
    const answering = socket({ pingCount: 1 });
    const closing = socket({ readyState: 2 });
    await pingInChunks([silent, answering, closing], 2, async () => undefined);
    expect(silent.seen).toEqual({ pings: 0, terminated: true });
    expect(answering.seen).toEqual({ pings: 1, terminated: false });
    expect(answering.pingCount).toBe(2);
    expect(closing.seen).toEqual({ pings: 0, terminated: false });
  });
});

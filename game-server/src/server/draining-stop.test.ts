import type { Clock } from '../clock';
import { createLogger } from '../logging/logger';
import { FINISHED_GAME_LINGER_MS, LobbyDrain, type DrainableLobby } from '../multiplayer/lobby-drain';
import { drainThenStop } from './draining-stop';

const CHECK_EVERY_MS = 250;

/** A clock the test moves by hand; the drain's real-time checks run on jest's fake timers. */
function manualClock(startMs = 1_000_000) {
  let nowMs = startMs;
  const clock: Clock = { now: () => nowMs };
  return { clock, advance: (ms: number) => (nowMs += ms) };
}

function finishedLobby(code: string): DrainableLobby & { closes: number } {
  const lobby = {
    code,
    closes: 0,
    isGameInPlay: () => false,
    isGameFinished: () => true,
    hasPlayersConnected: () => true,
    closeForRestart: () => {
      lobby.closes += 1;
    },
  };
  return lobby;
}

describe('drainThenStop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function start(limitMs: number, lobby: DrainableLobby) {
    const { clock, advance } = manualClock();
    const lobbies = new LobbyDrain();
    lobbies.add(lobby);
    let isClosed = false;
    const stopped = drainThenStop({
      lobbies,
      leaveRoomPlacement: async () => undefined,
      clock,
      limitMs,
      checkEveryMs: CHECK_EVERY_MS,
      isClosing: () => false,
      close: async () => {
        isClosed = true;
      },
      logger: createLogger('silent'),
    });
    return { advance, stopped, isClosed: () => isClosed };
  }

  it("waits out a finished lobby's linger before it stops, not the next check", async () => {
    const lobby = finishedLobby('FINISH');
    const { advance, stopped, isClosed } = start(244_000, lobby);

    await jest.advanceTimersByTimeAsync(CHECK_EVERY_MS * 4);
    expect([isClosed(), lobby.closes]).toEqual([false, 0]);

    advance(FINISHED_GAME_LINGER_MS);
    await jest.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    await stopped;
    expect([isClosed(), lobby.closes]).toEqual([true, 1]);
  });

  it('never lingers past its limit (SHUTDOWN_DRAIN_SECONDS)', async () => {
    const lobby = finishedLobby('FINISH');
    const { advance, stopped, isClosed } = start(10_000, lobby);

    advance(10_000);
    await jest.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    await stopped;
    expect(isClosed()).toBe(true);
    // The stop itself (Colyseus's shutdown) ends the room; the drain did not close it for the restart.
    expect(lobby.closes).toBe(0);
  });
});

import { carryOutLobbyEffect, type LobbyEffectPorts } from './lobby-effects';

function recordingPorts(failingWrites = false) {
  const done: string[] = [];
  const waitingForSave: (() => void)[] = [];
  const write = (what: string) => () => {
    done.push(what);
    return failingWrites ? Promise.reject(new Error('store down')) : Promise.resolve();
  };
  const ports: LobbyEffectPorts = {
    sockets: () => ({ getById: () => undefined }) as unknown as ReturnType<LobbyEffectPorts['sockets']>,
    deps: { recordWordCall: write('word call'), recordGame: write('game') },
    wakeAt: (atMs) => done.push(`wake at ${atMs}`),
    close: () => done.push('close'),
    logError: (_error, what) => done.push(`logged: ${what}`),
    afterSaved: (write) => {
      if (failingWrites) write();
      else waitingForSave.push(write);
    },
  };
  /** The lobby's save is durable: the writes that waited for it run. */
  const saved = () => waitingForSave.splice(0).forEach((write) => write());
  return { ports, done, saved };
}

describe('carrying out the lobby rules effects', () => {
  it('wakes the clock and closes the room when the rules ask', () => {
    const { ports, done } = recordingPorts();
    carryOutLobbyEffect({ type: 'wake-at', atMs: 1500 }, ports);
    carryOutLobbyEffect({ type: 'close-lobby' }, ports);
    expect(done).toEqual(['wake at 1500', 'close']);
  });

  it("records a word call only once the lobby's save holding it is durable", () => {
    const { ports, done, saved } = recordingPorts();
    carryOutLobbyEffect(
      { type: 'record-word-call', word: {}, userId: 'u', calledReal: true } as Parameters<
        typeof carryOutLobbyEffect
      >[0],
      ports,
    );
    expect(done).toEqual([]);
    saved();
    expect(done).toEqual(['word call']);
  });

  it('logs a failed write instead of throwing, so the lobby goes on', async () => {
    const { ports, done } = recordingPorts(true);
    carryOutLobbyEffect(
      { type: 'record-game', game: {} } as Parameters<typeof carryOutLobbyEffect>[0],
      ports,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toEqual(['game', 'logged: saving lobby stats']);
  });
});

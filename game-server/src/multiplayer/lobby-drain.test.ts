import { FINISHED_GAME_LINGER_MS, LobbyDrain, type DrainableLobby } from './lobby-drain';

type Stage = 'gathering' | 'playing' | 'finished';

/** A lobby the test moves by hand: its stage, whether a player still sits in it, and whether it was closed. */
interface FakeLobby extends DrainableLobby {
  stage: Stage;
  hasPlayers: boolean;
  closes: number;
}

function fakeLobby(code: string, stage: Stage): FakeLobby {
  const lobby: FakeLobby = {
    code,
    stage,
    hasPlayers: true,
    closes: 0,
    isGameInPlay: () => lobby.stage === 'playing',
    isGameFinished: () => lobby.stage === 'finished',
    hasPlayersConnected: () => lobby.hasPlayers,
    closeForRestart: () => {
      lobby.closes += 1;
    },
  };
  return lobby;
}

const START_MS = 1_000_000;

describe('LobbyDrain', () => {
  it('closes a gathering lobby at the start and keeps a game in play and a finished game on show', () => {
    const drain = new LobbyDrain();
    const gathering = fakeLobby('GATHER', 'gathering');
    const playing = fakeLobby('PLAYIN', 'playing');
    const finished = fakeLobby('FINISH', 'finished');
    for (const lobby of [gathering, playing, finished]) drain.add(lobby);

    expect(drain.begin(START_MS)).toEqual({ inPlay: 1, lingering: 1 });
    expect([gathering.closes, playing.closes, finished.closes]).toEqual([1, 0, 0]);
    expect(drain.wasClosedForRestart('GATHER')).toBe(true);
    expect(drain.wasClosedForRestart('PLAYIN')).toBe(false);
  });

  it('keeps a lobby whose game ended during the drain open for the linger, then closes it', () => {
    const drain = new LobbyDrain();
    const lobby = fakeLobby('ENDING', 'playing');
    drain.add(lobby);
    drain.begin(START_MS);

    lobby.stage = 'finished';
    const endedAtMs = START_MS + 120_000;
    expect(drain.sweep(endedAtMs)).toEqual({ inPlay: 0, lingering: 1 });
    expect(drain.sweep(endedAtMs + FINISHED_GAME_LINGER_MS - 1)).toEqual({ inPlay: 0, lingering: 1 });
    expect(lobby.closes).toBe(0);

    expect(drain.sweep(endedAtMs + FINISHED_GAME_LINGER_MS)).toEqual({ inPlay: 0, lingering: 0 });
    expect(lobby.closes).toBe(1);
    expect(drain.wasClosedForRestart('ENDING')).toBe(true);
    // Closed once: a later look does not tell its players again.
    drain.sweep(endedAtMs + 2 * FINISHED_GAME_LINGER_MS);
    expect(lobby.closes).toBe(1);
  });

  it('closes a finished lobby as soon as its players have left, without waiting out the linger', () => {
    const drain = new LobbyDrain();
    const lobby = fakeLobby('LEFTED', 'finished');
    drain.add(lobby);
    expect(drain.begin(START_MS)).toEqual({ inPlay: 0, lingering: 1 });

    lobby.hasPlayers = false;
    expect(drain.sweep(START_MS + 1)).toEqual({ inPlay: 0, lingering: 0 });
    expect(lobby.closes).toBe(1);
  });

  it('counts a lobby finished before the drain from when the drain began, not from when its game ended', () => {
    const drain = new LobbyDrain();
    const lobby = fakeLobby('EARLIER', 'finished');
    drain.add(lobby);
    drain.begin(START_MS);
    expect(drain.sweep(START_MS + FINISHED_GAME_LINGER_MS - 1).lingering).toBe(1);
    expect(drain.sweep(START_MS + FINISHED_GAME_LINGER_MS).lingering).toBe(0);
    expect(lobby.closes).toBe(1);
  });

  it('lets the games still in play hold the process while a finished lobby beside them closes', () => {
    const drain = new LobbyDrain();
    const playing = fakeLobby('PLAYIN', 'playing');
    const finished = fakeLobby('FINISH', 'finished');
    drain.add(playing);
    drain.add(finished);
    drain.begin(START_MS);
    expect(drain.sweep(START_MS + FINISHED_GAME_LINGER_MS)).toEqual({ inPlay: 1, lingering: 0 });
    expect([playing.closes, finished.closes]).toEqual([0, 1]);
  });

  it('closes a lobby created while draining at once, and forgets a room that went by itself', () => {
    const drain = new LobbyDrain();
    drain.begin(START_MS);
    const late = fakeLobby('LATECO', 'gathering');
    drain.add(late);
    expect(late.closes).toBe(1);

    const gone = fakeLobby('GONEBY', 'finished');
    drain.add(gone);
    drain.remove(gone);
    expect(drain.sweep(START_MS + 1)).toEqual({ inPlay: 0, lingering: 0 });
    expect(gone.closes).toBe(0);
  });
});

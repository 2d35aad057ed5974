import { MULTIPLAYER_ROUND_SECONDS } from '../../constants';
import { isLobbyRoundOver, lobbyRoundDeadlineMs, lobbyRoundSecondsLeft } from './lobby-round-end';

const start = 1_000_000;
const roundMs = MULTIPLAYER_ROUND_SECONDS * 1000;
const at = (elapsedMs: number) => ({ roundStartedAtMs: start, nowMs: start + elapsedMs });
const player = (isConnected: boolean, hasAnswered: boolean) => ({ isConnected, hasAnswered });

describe('isLobbyRoundOver', () => {
  it('ends the round as soon as every connected player has answered', () => {
    expect(isLobbyRoundOver([player(true, true), player(true, true)], at(2000))).toBe(true);
  });

  it('waits while a connected player has not answered', () => {
    expect(isLobbyRoundOver([player(true, true), player(true, false)], at(2000))).toBe(false);
  });

  it('does not wait for a dropped player', () => {
    expect(isLobbyRoundOver([player(true, true), player(false, false)], at(2000))).toBe(true);
  });

  it('runs to its time when nobody is connected', () => {
    expect(isLobbyRoundOver([player(false, false), player(false, false)], at(2000))).toBe(false);
    expect(isLobbyRoundOver([player(false, false)], at(roundMs + 1))).toBe(true);
  });

  it('ends when time is up, after the network allowance', () => {
    const waiting = [player(true, false)];
    expect(isLobbyRoundOver(waiting, at(roundMs))).toBe(false);
    expect(isLobbyRoundOver(waiting, at(roundMs + 1))).toBe(true);
    expect(isLobbyRoundOver(waiting, { ...at(roundMs + 500), allowanceMs: 750 })).toBe(false);
  });
});

describe('lobbyRoundSecondsLeft and the deadline', () => {
  it('counts down whole seconds from 15 to 0 and never below', () => {
    expect(lobbyRoundSecondsLeft(at(0))).toBe(MULTIPLAYER_ROUND_SECONDS);
    expect(lobbyRoundSecondsLeft(at(14_001))).toBe(1);
    expect(lobbyRoundSecondsLeft(at(roundMs))).toBe(0);
    expect(lobbyRoundSecondsLeft(at(roundMs + 5000))).toBe(0);
  });

  it('puts the deadline at the round length plus the allowance', () => {
    expect(lobbyRoundDeadlineMs({ ...at(0), allowanceMs: 750 })).toBe(start + roundMs + 750);
  });
});

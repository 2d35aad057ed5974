import {
  CHALLENGE_PHASE_ONE_SECONDS,
  FOLLOWUP_SECONDS,
  NETWORK_ALLOWANCE_MS,
  SOLO_PHASE_ONE_SECONDS,
} from '../constants';
import {
  followupSeconds,
  isPastDeadline,
  phaseOneSeconds,
  shouldTick,
  timerAnnouncement,
  timerColour,
} from './timers';

describe('phaseOneSeconds and followupSeconds', () => {
  it('gives 15 s in solo and challenge and 20 s for the follow-up', () => {
    expect(phaseOneSeconds('solo')).toBe(SOLO_PHASE_ONE_SECONDS);
    expect(phaseOneSeconds('challenge')).toBe(CHALLENGE_PHASE_ONE_SECONDS);
    expect(phaseOneSeconds('solo')).toBe(15);
    expect(phaseOneSeconds('challenge')).toBe(15);
    expect(followupSeconds()).toBe(FOLLOWUP_SECONDS);
    expect(followupSeconds()).toBe(20);
  });
});

describe('timerColour', () => {
  it.each([
    [20, 'normal'],
    [11, 'normal'],
    [10, 'amber'],
    [6, 'amber'],
    [5, 'red'],
    [1, 'red'],
    [0, 'red'],
  ])('%i seconds left is %s', (secondsLeft, colour) => {
    expect(timerColour(secondsLeft)).toBe(colour);
  });
});

describe('shouldTick', () => {
  it('ticks only in the last 5 seconds before zero', () => {
    expect(shouldTick(6)).toBe(false);
    expect(shouldTick(5)).toBe(true);
    expect(shouldTick(1)).toBe(true);
    expect(shouldTick(0)).toBe(false);
    expect(shouldTick(-1)).toBe(false);
  });
});

describe('isPastDeadline', () => {
  it('accepts answers up to the time plus the allowance', () => {
    expect(isPastDeadline(15_000, 15, 0)).toBe(false);
    expect(isPastDeadline(15_001, 15, 0)).toBe(true);
    expect(isPastDeadline(15_000 + NETWORK_ALLOWANCE_MS, 15, NETWORK_ALLOWANCE_MS)).toBe(false);
    expect(isPastDeadline(15_001 + NETWORK_ALLOWANCE_MS, 15, NETWORK_ALLOWANCE_MS)).toBe(true);
  });
});

describe('timerAnnouncement', () => {
  it('announces 10 and 5 seconds left once each, as a counting timer reaches them', () => {
    const heard: number[] = [];
    let previous: number | undefined;
    for (let secondsLeft = 15; secondsLeft >= 0; secondsLeft -= 1) {
      const announced = timerAnnouncement(previous, secondsLeft);
      if (announced !== undefined) heard.push(announced);
      previous = secondsLeft;
    }
    expect(heard).toEqual([10, 5]);
  });

  it('says the most urgent when the timer jumps past both (a slow tab), and nothing on a first show', () => {
    expect(timerAnnouncement(12, 4)).toBe(5);
    expect(timerAnnouncement(undefined, 8)).toBeUndefined();
    expect(timerAnnouncement(10, 9)).toBeUndefined();
    expect(timerAnnouncement(1, 0)).toBeUndefined();
  });

  it('announces again in the next round, when the timer has gone back up', () => {
    expect(timerAnnouncement(20, 10)).toBe(10);
  });
});

import { secondsText, verdictSideText } from './verdict-side-text';

describe('secondsText', () => {
  it('shows tenths of a second', () => {
    expect(secondsText(3200)).toBe('3.2 s');
    expect(secondsText(15000)).toBe('15.0 s');
    expect(secondsText(-5)).toBe('0.0 s');
  });
});

describe('verdictSideText', () => {
  it('says the answer, how the round ended, the time and whether it was fast', () => {
    expect(verdictSideText({ answer: 'real', ending: 'right', isFast: true, timeSpentMs: 3200 })).toBe(
      'Real, right, 3.2 s, fast',
    );
    expect(verdictSideText({ answer: 'fake', ending: 'wrong', isFast: false, timeSpentMs: 8000 })).toBe(
      'Fake, wrong, 8.0 s',
    );
    expect(
      verdictSideText({ answer: 'real', ending: 'missed-followup', isFast: false, timeSpentMs: 12000 }),
    ).toBe('Real, missed the follow-up, 12.0 s');
    expect(verdictSideText({ answer: null, ending: 'timeout', isFast: false, timeSpentMs: 15000 })).toBe(
      'No answer, time ran out, 15.0 s',
    );
  });
});

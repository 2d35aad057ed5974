import { judgeFollowup, judgePhaseOne } from './judging';

describe('judgePhaseOne', () => {
  it('is right only when the choice matches the truth', () => {
    expect(judgePhaseOne(true, true)).toBe(true);
    expect(judgePhaseOne(false, false)).toBe(true);
    expect(judgePhaseOne(true, false)).toBe(false);
    expect(judgePhaseOne(false, true)).toBe(false);
  });

  it('treats a timeout as wrong for real and fake words', () => {
    expect(judgePhaseOne(true, null)).toBe(false);
    expect(judgePhaseOne(false, null)).toBe(false);
  });
});

describe('judgeFollowup', () => {
  it('accepts the exact answer, ignoring surrounding whitespace', () => {
    expect(judgeFollowup('To walk slowly', 'To walk slowly')).toBe(true);
    expect(judgeFollowup('To walk slowly', '  To walk slowly ')).toBe(true);
    expect(judgeFollowup(' To walk slowly ', 'To walk slowly')).toBe(true);
  });

  it('rejects other options, case changes and a timeout', () => {
    expect(judgeFollowup('To walk slowly', 'To run quickly')).toBe(false);
    expect(judgeFollowup('To walk slowly', 'to walk slowly')).toBe(false);
    expect(judgeFollowup('To walk slowly', '')).toBe(false);
    expect(judgeFollowup('To walk slowly', null)).toBe(false);
  });
});

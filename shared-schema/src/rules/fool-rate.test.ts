import { foolRate } from './fool-rate';

describe('foolRate', () => {
  it('is null for a word nobody has called yet', () => {
    expect(foolRate({ isReal: false, calls: 0, calledReal: 0 })).toBeNull();
    expect(foolRate({ isReal: true, calls: 0, calledReal: 0 })).toBeNull();
  });

  it('for a FAKE word is the share of calls that said real', () => {
    expect(foolRate({ isReal: false, calls: 4, calledReal: 3 })).toBe(0.75);
    expect(foolRate({ isReal: false, calls: 5, calledReal: 0 })).toBe(0);
  });

  it('for a REAL word is the share of calls that said fake', () => {
    expect(foolRate({ isReal: true, calls: 4, calledReal: 3 })).toBe(0.25);
    expect(foolRate({ isReal: true, calls: 2, calledReal: 0 })).toBe(1);
  });
});

import { initialsOf, providerLabel } from './user-display';

describe('user display', () => {
  it('takes up to two initials, whole characters only', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace  ')).toBe('G');
    expect(initialsOf('Jean Luc Picard')).toBe('JL');
    expect(initialsOf('😀 smile')).toBe('😀S');
    expect(initialsOf('   ')).toBe('?');
  });

  it('names providers the way they spell themselves', () => {
    expect(providerLabel('github')).toBe('GitHub');
    expect(providerLabel('google')).toBe('Google');
    expect(providerLabel('someday-provider')).toBe('someday-provider');
  });
});

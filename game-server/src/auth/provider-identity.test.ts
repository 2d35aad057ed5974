import type { Profile } from 'passport';
import { identityFromProfile } from './provider-identity';

function profile(fields: Partial<Profile>): Profile {
  return { provider: 'google', id: '100', displayName: 'Ada Lovelace', ...fields };
}

describe('identityFromProfile: what a provider says is checked like what a player says', () => {
  it('keeps an https picture', () => {
    const identity = identityFromProfile(
      'google',
      profile({ photos: [{ value: 'https://img.test/ada.png' }] }),
    );
    expect(identity.avatar).toBe('https://img.test/ada.png');
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'http://img.test/ada.png'])(
    'turns the picture %j into none instead of failing the sign-in',
    (value) => {
      expect(identityFromProfile('google', profile({ photos: [{ value }] })).avatar).toBeNull();
    },
  );

  it('drops control, text-direction and broken characters from the name', () => {
    const identity = identityFromProfile(
      'google',
      profile({ displayName: '\u202eAda\u200f\nLovelace\ud83d' }),
    );
    expect(identity.displayName).toBe('Ada Lovelace');
  });

  it('falls back to the login when nothing of the name is left', () => {
    const identity = identityFromProfile('github', profile({ displayName: '\u202e\u2066', username: 'ada' }));
    expect(identity.displayName).toBe('ada');
  });
});

import { AVATAR_URL_MAX_LENGTH, isSafeAvatarUrl, safeAvatarOrNull } from './avatar-url';

describe('isSafeAvatarUrl', () => {
  it('accepts https picture addresses as providers hand them out', () => {
    for (const url of [
      'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
      'https://avatars.githubusercontent.com/u/583231?v=4',
      'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=1&height=50&width=50&ext=1&hash=Ab',
      'https://img.example.com:8443/ada.png#large',
      'HTTPS://IMG.EXAMPLE.COM/ADA.PNG',
    ]) {
      expect({ url, safe: isSafeAvatarUrl(url) }).toEqual({ url, safe: true });
    }
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with an https-looking tail', 'javascript://https://img.example.com/%0aalert(1)'],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['plain http', 'http://img.example.com/ada.png'],
    ['markup', '"><img src=x onerror=alert(1)>'],
    ['markup in the path', 'https://img.example.com/"><script>alert(1)</script>'],
    ['a quote in the path', "https://img.example.com/a'onerror='alert(1)"],
    ['a space', 'https://img.example.com/a b.png'],
    ['a line break', 'https://img.example.com/a\n.png'],
    ['a backslash', 'https://img.example.com\\@evil.example/a.png'],
    ['credentials', 'https://user:pass@img.example.com/a.png'],
    ['a protocol-relative address', '//img.example.com/a.png'],
    ['no host', 'https:///a.png'],
    ['a direction override', 'https://img.example.com/\u202egnp.png'],
    ['an address that is too long', `https://img.example.com/${'a'.repeat(AVATAR_URL_MAX_LENGTH)}`],
    ['empty', ''],
  ])('refuses %s', (_case, url) => {
    expect(isSafeAvatarUrl(url)).toBe(false);
  });
});

describe('safeAvatarOrNull', () => {
  it("keeps a provider's safe picture, trimmed, and makes anything else no picture", () => {
    expect(safeAvatarOrNull(' https://img.example.com/ada.png ')).toBe('https://img.example.com/ada.png');
    expect(safeAvatarOrNull('javascript:alert(1)')).toBeNull();
    expect(safeAvatarOrNull('http://img.example.com/ada.png')).toBeNull();
    expect(safeAvatarOrNull('')).toBeNull();
    expect(safeAvatarOrNull(null)).toBeNull();
    expect(safeAvatarOrNull(undefined)).toBeNull();
  });
});

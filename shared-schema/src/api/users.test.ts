import { fallbackUsername, upsertUserBodySchema } from './users';

describe('fallbackUsername (docs/product.md §3 User)', () => {
  it('keeps a given name, trimmed', () => {
    expect(fallbackUsername('  Ada Lovelace ', 'ada@example.com')).toBe('Ada Lovelace');
  });
  it("falls back to the e-mail's local part, then 'User'", () => {
    expect(fallbackUsername('', 'ada.l@example.com')).toBe('ada.l');
    expect(fallbackUsername(null, 'ada.l@example.com')).toBe('ada.l');
    expect(fallbackUsername('   ', null)).toBe('User');
    expect(fallbackUsername(undefined, '@example.com')).toBe('User');
  });
});

describe('upsertUserBodySchema', () => {
  it('rejects operator-shaped ids', () => {
    expect(upsertUserBodySchema.safeParse({ id: { $gt: '' } }).success).toBe(false);
  });
  it('drops fields it does not know, such as roles', () => {
    const parsed = upsertUserBodySchema.parse({ id: 'google:1', roles: ['admin'], isAdmin: true });
    expect(parsed).toEqual({ id: 'google:1' });
  });
});

describe('upsertUserBodySchema: text other players see', () => {
  const parse = (fields: Record<string, unknown>) =>
    upsertUserBodySchema.safeParse({ id: 'google:1', ...fields });
  const messageOf = (fields: Record<string, unknown>) => parse(fields).error?.issues[0]?.message;

  it('refuses a username with control, text-direction or broken characters, saying what to fix', () => {
    expect(messageOf({ username: 'Ada\nLovelace' })).toBe(
      'A username must be one line: no line breaks, tabs or other control characters.',
    );
    expect(messageOf({ username: 'Ada\u202eecalevoL' })).toMatch(
      /^A username cannot contain invisible characters/,
    );
    expect(messageOf({ username: 'Ada\ud83d' })).toMatch(/^A username contains a broken character/);
    expect(parse({ username: 'Zoë 😀' }).success).toBe(true);
  });

  it('takes an https avatar, an empty one (no picture) or none, and nothing else', () => {
    expect(parse({ avatar: 'https://img.test/ada.png' }).success).toBe(true);
    expect(parse({ avatar: '' }).success).toBe(true);
    expect(parse({ avatar: null }).success).toBe(true);
    for (const avatar of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://img.test/a.png',
      '<b>hi</b>',
    ]) {
      expect({ avatar, message: messageOf({ avatar }) }).toEqual({
        avatar,
        message: 'avatar must be an https:// address of a picture, or empty for none.',
      });
    }
  });
});

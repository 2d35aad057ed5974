import { fallbackUsername, upsertUserBodySchema } from './users';

describe('fallbackUsername (spec §3 User)', () => {
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

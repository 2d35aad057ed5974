import {
  canSeeAds,
  canUpgrade,
  canUseWordsmithTools,
  hasRole,
  isUserRole,
  planOf,
  roleFlags,
  withRole,
  withoutRole,
  type UserRole,
} from './roles';

const user = (...roles: UserRole[]) => ({ roles });

describe('roles', () => {
  it('reports one flag per stored role', () => {
    expect(roleFlags([])).toEqual({ isAdmin: false, isWordsmith: false, isLexivestor: false });
    expect(roleFlags(['wordsmith'])).toEqual({ isAdmin: false, isWordsmith: true, isLexivestor: false });
    expect(roleFlags(['admin', 'lexivestor'])).toEqual({
      isAdmin: true,
      isWordsmith: false,
      isLexivestor: true,
    });
  });

  it('lets admin satisfy every role, and nobody else another role', () => {
    for (const role of ['admin', 'wordsmith', 'lexivestor'] as const) {
      expect(hasRole(user('admin'), role)).toBe(true);
      expect(hasRole(user(), role)).toBe(false);
      expect(hasRole(null, role)).toBe(false);
    }
    expect(hasRole(user('wordsmith'), 'wordsmith')).toBe(true);
    expect(hasRole(user('wordsmith'), 'admin')).toBe(false);
    expect(hasRole(user('lexivestor'), 'wordsmith')).toBe(false);
  });

  it('names the plan by the highest role held', () => {
    expect(planOf(user())).toBe('bluffling');
    expect(planOf(user('lexivestor'))).toBe('lexivestor');
    expect(planOf(user('lexivestor', 'wordsmith'))).toBe('wordsmith');
    expect(planOf(user('wordsmith', 'admin'))).toBe('admin');
  });

  it('shows ads to guests and blufflings only', () => {
    expect(canSeeAds(null)).toBe(true);
    expect(canSeeAds(user())).toBe(true);
    expect(canSeeAds(user('lexivestor'))).toBe(false);
    expect(canSeeAds(user('wordsmith'))).toBe(false);
    expect(canSeeAds(user('admin'))).toBe(false);
  });

  it('offers the upgrade only to non-admin users without a paid plan (docs/product.md §2, §6)', () => {
    expect(canUpgrade(user())).toBe(true);
    expect(canUpgrade(user('lexivestor'))).toBe(false);
    expect(canUpgrade(user('wordsmith'))).toBe(false);
    expect(canUpgrade(user('admin'))).toBe(false);
  });

  it('opens the wordsmith tools to wordsmiths and admins', () => {
    expect(canUseWordsmithTools(user('wordsmith'))).toBe(true);
    expect(canUseWordsmithTools(user('admin'))).toBe(true);
    expect(canUseWordsmithTools(user('lexivestor'))).toBe(false);
    expect(canUseWordsmithTools(null)).toBe(false);
  });

  it('grants and revokes without duplicates', () => {
    expect(withRole(['lexivestor'], 'admin')).toEqual(['admin', 'lexivestor']);
    expect(withRole(['admin'], 'admin')).toEqual(['admin']);
    expect(withoutRole(['admin', 'wordsmith'], 'admin')).toEqual(['wordsmith']);
    expect(withoutRole([], 'admin')).toEqual([]);
  });

  it('recognises role names', () => {
    expect(isUserRole('wordsmith')).toBe(true);
    expect(isUserRole('bluffling')).toBe(false);
    expect(isUserRole('Admin')).toBe(false);
  });
});

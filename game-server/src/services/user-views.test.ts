import { signedInUserOf, type UserRecord } from '../domain/user';
import { toUserView } from './user-views';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');

function record(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 'google:1',
    username: 'Ada',
    email: 'ada@example.com',
    provider: 'google',
    avatar: null,
    roles: [],
    wordsmithUntil: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('toUserView', () => {
  it('shows a running paid subscription as the wordsmith plan, with its end', () => {
    const view = toUserView(signedInUserOf(record({ wordsmithUntil: '2026-12-01T00:00:00.000Z' }), NOW));
    expect(view).toMatchObject({
      subscription: 'wordsmith',
      subscriptionExpires: '2026-12-01T00:00:00.000Z',
      isWordsmith: true,
      roles: ['wordsmith'],
    });
  });

  it('shows an ended subscription as bluffling again, with no end', () => {
    const view = toUserView(signedInUserOf(record({ wordsmithUntil: '2026-11-24T11:00:00.000Z' }), NOW));
    expect(view).toMatchObject({ subscription: 'bluffling', subscriptionExpires: null, isWordsmith: false });
  });

  it('keeps granted roles for good: no end, whatever a subscription says', () => {
    const granted = signedInUserOf(
      record({ roles: ['wordsmith'], wordsmithUntil: '2026-12-01T00:00:00.000Z' }),
      NOW,
    );
    expect(toUserView(granted)).toMatchObject({ subscription: 'wordsmith', subscriptionExpires: null });
    const lexivestor = signedInUserOf(record({ roles: ['lexivestor'] }), NOW);
    expect(toUserView(lexivestor)).toMatchObject({ subscription: 'lexivestor', isLexivestor: true });
  });

  it('names the highest plan when a lexivestor also subscribes', () => {
    const both = signedInUserOf(
      record({ roles: ['lexivestor'], wordsmithUntil: '2026-12-01T00:00:00.000Z' }),
      NOW,
    );
    expect(toUserView(both)).toMatchObject({
      subscription: 'wordsmith',
      isLexivestor: true,
      roles: ['wordsmith', 'lexivestor'],
    });
  });
});

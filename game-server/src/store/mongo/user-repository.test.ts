// Users stored before plans moved to roles keep `subscription` and `subscriptionExpires` in MongoDB until rewritten; no
// server runs here, so how the driver reads such a document is checked offline.
import { toUser } from './user-repository';

describe('mongo user documents', () => {
  it('lose the retired subscription fields when read, and keep every other field', () => {
    const current = {
      username: 'Ada',
      email: 'ada@example.com',
      provider: 'google',
      avatar: null,
      roles: ['lexivestor' as const],
      wordsmithUntil: '2025-04-01T00:00:00.000Z',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    const stored = { ...current, _id: 'google:1', subscription: 'wordsmith', subscriptionExpires: null };
    expect(toUser(stored)).toEqual({ ...current, id: 'google:1' });
  });
});

import { guestIdSchema } from '@bluffle/shared-schema';
import { guestIdFrom, storedGuestId } from './guest-id';
import { memoryStorage } from './key-value-storage';

const bytes = (value: number) => (count: number) => new Uint8Array(count).fill(value);

describe('guestIdFrom', () => {
  it('makes an id the server accepts, once, and keeps it', () => {
    const storage = memoryStorage();
    const made = guestIdFrom(storage, bytes(251));
    expect(guestIdSchema.safeParse(made).success).toBe(true);
    expect(guestIdFrom(storage, bytes(7))).toBe(made);
  });

  it('replaces a stored value the server would refuse', () => {
    const storage = memoryStorage([['bluffle.guestId', 'bad id!']]);
    const made = guestIdFrom(storage, bytes(1));
    expect(made).not.toBe('bad id!');
    expect(guestIdSchema.safeParse(made).success).toBe(true);
  });
});

describe('storedGuestId', () => {
  it('reads the id a browser played under, and makes none', () => {
    const storage = memoryStorage();
    expect(storedGuestId(storage)).toBeNull();
    expect(storage.getItem('bluffle.guestId')).toBeNull();
    const made = guestIdFrom(storage, bytes(9));
    expect(storedGuestId(storage)).toBe(made);
  });

  it('ignores a stored value the server would refuse', () => {
    expect(storedGuestId(memoryStorage([['bluffle.guestId', 'bad id!']]))).toBeNull();
  });
});

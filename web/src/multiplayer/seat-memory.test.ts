import { memoryStorage } from '../storage/key-value-storage';
import { createSeatMemory, SEAT_MEMORY_KEY } from './seat-memory';

describe('seat memory', () => {
  it('keeps the seat of this tab until it is forgotten', () => {
    const memory = createSeatMemory(memoryStorage());
    expect(memory.seat()).toBeNull();
    memory.remember({ code: 'ABC234', reconnectionToken: 'ABC234:token' });
    expect(memory.seat()).toEqual({ code: 'ABC234', reconnectionToken: 'ABC234:token' });
    memory.remember({ code: 'XYZ789', reconnectionToken: null });
    expect(memory.seat()).toEqual({ code: 'XYZ789', reconnectionToken: null });
    memory.forget();
    expect(memory.seat()).toBeNull();
  });

  it('reads nothing from what it cannot trust', () => {
    for (const raw of ['not json', '42', 'null', '{"code":""}', '{"code":42}', '{"reconnectionToken":"t"}']) {
      const memory = createSeatMemory(memoryStorage([[SEAT_MEMORY_KEY, raw]]));
      expect(memory.seat()).toBeNull();
    }
    const blankToken = createSeatMemory(
      memoryStorage([[SEAT_MEMORY_KEY, '{"code":"abc234","reconnectionToken":""}']]),
    );
    expect(blankToken.seat()).toEqual({ code: 'ABC234', reconnectionToken: null });
  });
});

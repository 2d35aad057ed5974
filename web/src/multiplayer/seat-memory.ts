import { normaliseLobbyCode } from '@bluffle/shared-schema';
import type { KeyValueStorage } from '../storage/key-value-storage';

// The seat this tab holds (: a reload or a reopened tab is no way to lose a seat). Kept in session
// storage, which is the tab's own and survives its reloads: the lobby's code, and the live room's
// reconnection token, which gives the same seat back over the same Colyseus session within the room's
// reconnection window. A polling seat has no token: joining by code gives an account its seat back.

export const SEAT_MEMORY_KEY = 'bluffle:lobby-seat';

export interface RememberedSeat {
  code: string;
  reconnectionToken: string | null;
}

export interface SeatMemory {
  /** The seat this tab held, or null (none, or what is kept cannot be read). */
  seat(): RememberedSeat | null;
  remember(seat: RememberedSeat): void;
  /** The seat was given up or is gone: a reload must not try to get it back. */
  forget(): void;
}

function readSeat(raw: string | null): RememberedSeat | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code, reconnectionToken } = parsed as Record<string, unknown>;
    const ruling = normaliseLobbyCode(typeof code === 'string' ? code : '');
    if (ruling.isRefused) return null;
    return {
      code: ruling.value,
      reconnectionToken:
        typeof reconnectionToken === 'string' && reconnectionToken !== '' ? reconnectionToken : null,
    };
  } catch {
    return null;
  }
}

export function createSeatMemory(storage: KeyValueStorage): SeatMemory {
  return {
    seat: () => readSeat(storage.getItem(SEAT_MEMORY_KEY)),
    remember: (seat) => storage.setItem(SEAT_MEMORY_KEY, JSON.stringify(seat)),
    forget: () => storage.removeItem(SEAT_MEMORY_KEY),
  };
}

import type { Room } from '@colyseus/sdk';

/**
 * Resolves with `read()` once it satisfies `isDone`, checked now and after every patch; rejects after
 * `timeoutMs` with `describe()`. For the bots and the lobby tests alike.
 * @colyseus/sdk 0.18.4's `onStateChange.remove` of a callback never added drops the last one added (indexOf
 * -1 in core/signal), which silenced another listener: the check is removed only if it was added.
 */
export function waitForRoomState<Value>(
  room: Room,
  read: () => Value,
  isDone: (value: Value) => boolean,
  timeoutMs: number,
  describe: () => string,
): Promise<Value> {
  return new Promise((resolve, reject) => {
    let isListening = false;
    const stopListening = () => {
      if (isListening) room.onStateChange.remove(check);
      isListening = false;
    };
    const check = () => {
      const value = read();
      if (!isDone(value)) return false;
      clearTimeout(timer);
      stopListening();
      resolve(value);
      return true;
    };
    const timer = setTimeout(() => {
      stopListening();
      reject(new Error(describe()));
    }, timeoutMs);
    if (!check()) {
      room.onStateChange(check);
      isListening = true;
    }
  });
}

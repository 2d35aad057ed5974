// The little slice of the Web Storage API the client uses, so pure modules (stats, player name) can be tested
// with a Map-backed storage in node and run against localStorage/sessionStorage in the browser.
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory: tests, and the fallback when the browser refuses storage (private mode, quota). */
export function memoryStorage(initial: Iterable<[string, string]> = []): KeyValueStorage {
  const entries = new Map(initial);
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/**
 * localStorage or sessionStorage, guarded: reading `window.localStorage` itself can throw (blocked cookies),
 * and a full quota must not break a game, so failures fall back to memory for the rest of the visit.
 */
export function browserStorage(kind: 'local' | 'session'): KeyValueStorage {
  const fallback = memoryStorage();
  const native = (): Storage | null => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    getItem: (key) => {
      try {
        return native()?.getItem(key) ?? fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem: (key, value) => {
      try {
        const storage = native();
        if (storage) {
          storage.setItem(key, value);
          return;
        }
      } catch {
        // Quota or privacy settings: keep the value for this visit at least.
      }
      fallback.setItem(key, value);
    },
    removeItem: (key) => {
      try {
        native()?.removeItem(key);
      } catch {
        // Nothing to remove from a storage we cannot reach.
      }
      fallback.removeItem(key);
    },
  };
}

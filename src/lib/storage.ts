/**
 * The one door to localStorage: every read and write is fail-safe (storage may be missing or throw
 * in private modes) and every value goes through the parser of its slot. This module knows no key:
 * the feature that owns a value creates its slot (`createStorageSlot(key, parse)`), and other tabs'
 * changes arrive through one `storage` listener shared by every slot.
 */

/** Turns a stored string into a value the feature accepts, or null (treated as absent). */
export type Parse<T> = (raw: string) => T | null;

export interface StorageSlot<T> {
  readonly key: string;
  /** The stored value, or null when absent, unreadable or refused by the parser. */
  read(): T | null;
  /** Stores a value; false when storage refused it. */
  write(value: T): boolean;
  remove(): void;
  /** Calls `handler` with another tab's change (null when cleared or invalid); returns the unsubscribe. */
  subscribe(handler: (value: T | null) => void): () => void;
}

/** `local` keeps a value across visits; `session` for the tab's visit only. */
export type StorageArea = 'local' | 'session';

function storage(area: StorageArea = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

type RawHandler = (raw: string | null) => void;
const handlers = new Map<string, Set<RawHandler>>();

function onStorage(event: StorageEvent) {
  // `key` is null when another tab cleared the whole storage: every slot is then absent.
  if (event.storageArea && event.storageArea !== storage()) return;
  const targets = event.key === null ? [...handlers.values()] : [handlers.get(event.key)].filter(Boolean);
  for (const set of targets) set!.forEach((handler) => handler(event.key === null ? null : event.newValue));
}

function listen(key: string, handler: RawHandler): () => void {
  if (typeof window === 'undefined') return () => {};
  if (handlers.size === 0) window.addEventListener('storage', onStorage);
  let set = handlers.get(key);
  if (!set) handlers.set(key, (set = new Set()));
  set.add(handler);
  return () => {
    set!.delete(handler);
    if (set!.size === 0) handlers.delete(key);
    if (handlers.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Every key a slot was created for in this bundle: the privacy page's test checks each is listed there. */
const slotKeys = new Set<string>();
export const storageKeysInUse = (): string[] => [...slotKeys];

export function createStorageSlot<T>(key: string, parse: Parse<T>, serialize: (value: T) => string = String, area: StorageArea = 'local'): StorageSlot<T> {
  slotKeys.add(key);
  const safeParse = (raw: string | null): T | null => {
    if (raw === null) return null;
    try {
      return parse(raw);
    } catch {
      return null;
    }
  };
  return {
    key,
    read() {
      try {
        return safeParse(storage(area)?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        const raw = serialize(value);
        // Never store what a later read would refuse.
        if (safeParse(raw) === null) return false;
        const target = storage(area);
        if (!target) return false;
        target.setItem(key, raw);
        return true;
      } catch {
        return false;
      }
    },
    remove() {
      try {
        storage(area)?.removeItem(key);
      } catch {
        // Nothing to do: storage is unavailable.
      }
    },
    subscribe(handler) {
      return listen(key, (raw) => handler(safeParse(raw)));
    },
  };
}

/**
 * A storage manager with MUI's interface (for its ThemeProvider) over the given slots: MUI asks for
 * its keys and gets their validated values; a key without a slot reads as absent and is not written.
 */
export function slotsStorageManager(slots: ReadonlyArray<StorageSlot<string>>) {
  return function storageManager({ key }: { key: string; storageWindow?: Window | null }) {
    const slot = slots.find((candidate) => candidate.key === key);
    return {
      get(defaultValue: unknown) {
        if (typeof window === 'undefined') return undefined;
        return slot?.read() ?? defaultValue;
      },
      set(value: unknown) {
        if (slot && typeof value === 'string') slot.write(value);
      },
      subscribe(handler: (value: string | null) => void) {
        return slot ? slot.subscribe(handler) : () => {};
      },
    };
  };
}

/**
 * The one door to localStorage: every read and write is fail-safe (storage may be missing or throw
 * in private modes) and every value is checked against what its key allows.
 */
import { STORED_VALUES } from '../theme/preferences';

// --- Analytics consent (issue 5): the reader's answer to the consent prompt. ---
export const CONSENT_KEY = 'mui-analytics-consent';
export const CONSENT_VALUES = ['analytics', 'essential'] as const;
// --- End of analytics consent. ---

/** Every known key with the values it allows (the theme's keys come from its preferences). */
const ALLOWED_VALUES: Record<string, readonly string[]> = { ...STORED_VALUES, [CONSENT_KEY]: CONSENT_VALUES };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null when absent, unreadable or not one the key allows. */
export function readStored(key: string): string | null {
  try {
    const value = storage()?.getItem(key) ?? null;
    const allowed = ALLOWED_VALUES[key];
    return value !== null && allowed && !allowed.includes(value) ? null : value;
  } catch {
    return null;
  }
}

/** Stores a value; returns false when storage refused it. */
export function writeStored(key: string, value: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** A storage manager with MUI's interface (for its ThemeProvider) that goes through this door. */
export function validatedStorageManager({ key, storageWindow }: { key: string; storageWindow?: Window | null }) {
  return {
    get(defaultValue: unknown) {
      if (typeof window === 'undefined') return undefined;
      return readStored(key) ?? defaultValue;
    },
    set(value: unknown) {
      if (typeof value === 'string') writeStored(key, value);
    },
    subscribe(handler: (value: string | null) => void) {
      const target = storageWindow ?? (typeof window === 'undefined' ? null : window);
      if (!target) return () => {};
      const listener = (event: StorageEvent) => {
        if (event.key !== key || (event.storageArea && event.storageArea !== storage())) return;
        const allowed = ALLOWED_VALUES[key];
        // Another tab wrote something invalid: treat it as cleared (back to the default).
        handler(event.newValue !== null && allowed && !allowed.includes(event.newValue) ? null : event.newValue);
      };
      target.addEventListener('storage', listener);
      return () => target.removeEventListener('storage', listener);
    },
  };
}


/**
 * The one door to cookies (beside `storage.ts` for localStorage): fail-safe reads and writes through
 * js-cookie. The feature that owns a cookie creates its slot with the values it allows.
 */
import Cookies from 'js-cookie';

/** One year, in seconds: how long a preference cookie lives. */
export const COOKIE_MAX_AGE = 31536000;

/** The attributes every preference cookie is written with. */
const COOKIE_ATTRIBUTES = {
  path: '/',
  // js-cookie writes unknown attributes as given; it needs a string (it splits the value on ';').
  'max-age': String(COOKIE_MAX_AGE),
  sameSite: 'Lax',
} as const;

export interface CookieSlot<T extends string> {
  readonly name: string;
  /** The cookie's value, or null when absent, unreadable or not allowed. */
  read(): T | null;
  /** Writes the cookie for the whole site for a year; false when refused (or not allowed). */
  write(value: T): boolean;
}

/** Every cookie a slot was created for in this bundle: the privacy page's test checks each is listed there. */
const cookieNames = new Set<string>();
export const cookieNamesInUse = (): string[] => [...cookieNames];

export function createCookieSlot<T extends string>(name: string, parse: (raw: unknown) => T | null): CookieSlot<T> {
  cookieNames.add(name);
  return {
    name,
    read() {
      try {
        return parse(Cookies.get(name));
      } catch {
        return null;
      }
    },
    write(value) {
      if (parse(value) === null) return false;
      try {
        return typeof Cookies.set(name, value, COOKIE_ATTRIBUTES) === 'string';
      } catch {
        return false;
      }
    },
  };
}

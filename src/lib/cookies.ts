/**
 * The one door to cookies (beside `storage.ts` for localStorage): fail-safe reads and writes through
 * js-cookie, every value checked against what its name allows.
 */
import Cookies from 'js-cookie';
import { COOKIE_VALUES } from '../code/codePreferences';

/** One year, in seconds: how long a preference cookie lives. */
export const COOKIE_MAX_AGE = 31536000;

/** The attributes every preference cookie is written with. */
export const COOKIE_ATTRIBUTES = {
  path: '/',
  // js-cookie writes unknown attributes as given; it needs a string (it splits the value on ';').
  'max-age': String(COOKIE_MAX_AGE),
  sameSite: 'Lax',
} as const;

/** The cookie's value, or null when absent, unreadable or not one the name allows. */
export function readCookie(name: string): string | null {
  try {
    const value = Cookies.get(name);
    if (typeof value !== 'string') return null;
    const allowed = COOKIE_VALUES[name];
    return allowed && !allowed.includes(value) ? null : value;
  } catch {
    return null;
  }
}

/** Writes a cookie for the whole site for a year; returns false when refused (or not allowed). */
export function writeCookie(name: string, value: string): boolean {
  const allowed = COOKIE_VALUES[name];
  if (allowed && !allowed.includes(value)) return false;
  try {
    return typeof Cookies.set(name, value, COOKIE_ATTRIBUTES) === 'string';
  } catch {
    return false;
  }
}

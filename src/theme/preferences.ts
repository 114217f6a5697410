/** Reader preferences for the look of the site: names, allowed values, parsing and their storage slots. */
import { allowedValue, oneOf } from '../lib/allowed';
import { createStorageSlot } from '../lib/storage';

export type Mode = 'light' | 'dark' | 'system';
export type Direction = 'ltr' | 'rtl';

const MODES: readonly Mode[] = ['light', 'system', 'dark'];
const DIRECTIONS: readonly Direction[] = ['ltr', 'rtl'];
export const DEFAULT_MODE: Mode = 'system';
export const DEFAULT_DIRECTION: Direction = 'ltr';
/** Colour schemes the theme defines (MUI stores them under `<colorScheme key>-light|-dark`). */
export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** localStorage keys, named once. MUI's own keys for mode and colour scheme are kept. */
export const STORAGE_KEYS = {
  mode: 'mui-mode',
  colorScheme: 'mui-color-scheme',
  direction: 'mui-direction',
} as const;

/** A stored or requested mode; anything unknown (garbage, HTML, JSON) is the default. */
export function parseMode(value: unknown): Mode {
  return allowedValue(value, MODES) ?? DEFAULT_MODE;
}

export function parseDirection(value: unknown): Direction {
  return allowedValue(value, DIRECTIONS) ?? DEFAULT_DIRECTION;
}

/** A stored colour scheme name, or null when the theme does not define it. */
export function parseColorScheme(value: unknown): (typeof COLOR_SCHEMES)[number] | null {
  return allowedValue(value, COLOR_SCHEMES);
}

/** Which allowed values each stored key takes: invalid values are removed before the page paints. */
const STORED_VALUES: Record<string, readonly string[]> = {
  [STORAGE_KEYS.mode]: MODES,
  [`${STORAGE_KEYS.colorScheme}-light`]: COLOR_SCHEMES,
  [`${STORAGE_KEYS.colorScheme}-dark`]: COLOR_SCHEMES,
  [STORAGE_KEYS.direction]: DIRECTIONS,
};

/** The reader's direction, stored by the settings drawer. */
export const directionSlot = createStorageSlot(STORAGE_KEYS.direction, oneOf(DIRECTIONS));

/** The slots MUI's ThemeProvider reads and writes (mode, and the scheme of each mode). */
export const muiThemeSlots = [
  createStorageSlot(STORAGE_KEYS.mode, oneOf(MODES)),
  createStorageSlot(`${STORAGE_KEYS.colorScheme}-light`, oneOf(COLOR_SCHEMES)),
  createStorageSlot(`${STORAGE_KEYS.colorScheme}-dark`, oneOf(COLOR_SCHEMES)),
];

/**
 * The inline script the document runs before first paint: drops stored values the site does not
 * know (so MUI's colour-scheme script and the app read only valid ones) and applies the stored
 * direction to <html>. Storage that throws leaves the defaults.
 */
export function prePaintScript(): string {
  return `(function(){try{var s=window.localStorage,v=${JSON.stringify(STORED_VALUES)};for(var k in v){var x=s.getItem(k);if(x!==null&&v[k].indexOf(x)<0){s.removeItem(k);}}var d=s.getItem(${JSON.stringify(STORAGE_KEYS.direction)});if(d==='rtl'){document.documentElement.setAttribute('dir','rtl');}}catch(e){}})();`;
}

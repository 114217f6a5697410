/**
 * The reader's preferences that analytics sends as user properties: read from the features that own
 * them (code preferences, theme), so the analytics module stays independent of both.
 */
import { codeVariantCookie, DEFAULT_CODE_VARIANT } from '../code/codePreferences';
import { COLOR_SCHEME_ATTRIBUTE } from '../theme/theme';
import { parseColorScheme } from '../theme/preferences';

export function readerPreferences(): { codeVariant: string; colorScheme: string } {
  return {
    codeVariant: codeVariantCookie.read() ?? DEFAULT_CODE_VARIANT,
    colorScheme: parseColorScheme(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)) ?? 'light',
  };
}

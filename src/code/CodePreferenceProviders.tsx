import * as React from 'react';
import { createSafeContext } from '../core/createSafeContext';
import type { CookieSlot } from '../lib/cookies';
import {
  codeStylingCookie,
  codeVariantCookie,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  resolveCodeStyling,
  resolveCodeVariant,
  stylingFromHash,
  variantFromHash,
  type CodeStyling,
  type CodeVariant,
} from './codePreferences';

function currentHash(): string {
  try {
    return window.location.hash;
  } catch {
    return '';
  }
}

/**
 * One preference held in state. The server render and the first client render use the default (so
 * hydration matches); the hash and cookie are read once, after mount. A value the hash chose, or the
 * reader picked, is written to the cookie; a reader who never chose gets no cookie.
 */
function usePreference<T extends string>(
  cookie: CookieSlot<T>,
  defaultValue: T,
  fromHash: (hash: string) => T | null,
  resolve: (hash: string, cookie: unknown) => T,
) {
  const [value, setValue] = React.useState<T>(defaultValue);
  React.useEffect(() => {
    const hash = currentHash();
    const initial = resolve(hash, cookie.read());
    setValue(initial);
    if (fromHash(hash) !== null) cookie.write(initial);
    // Read once per visit: later hash changes are in-page links, not preferences.
  }, [cookie, fromHash, resolve]);
  const set = React.useCallback(
    (next: T) => {
      setValue(next);
      cookie.write(next);
    },
    [cookie],
  );
  return [value, set] as const;
}

const [CodeVariantValue, useCodeVariant] = createSafeContext<CodeVariant>('CodeVariantProvider');
const [SetCodeVariant, useSetCodeVariant] = createSafeContext<(variant: CodeVariant) => void>('CodeVariantProvider');
const [CodeStylingValue, useCodeStyling] = createSafeContext<CodeStyling>('CodeStylingProvider');
const [SetCodeStyling, useSetCodeStyling] = createSafeContext<(styling: CodeStyling) => void>('CodeStylingProvider');

export { useCodeVariant, useSetCodeVariant, useCodeStyling, useSetCodeStyling };

/** JS or TS for every demo of the page (value and setter in separate contexts). */
export function CodeVariantProvider({ children }: { children: React.ReactNode }) {
  const [value, set] = usePreference(codeVariantCookie, DEFAULT_CODE_VARIANT, variantFromHash, resolveCodeVariant);
  return (
    <SetCodeVariant value={set}>
      <CodeVariantValue value={value}>{children}</CodeVariantValue>
    </SetCodeVariant>
  );
}

/** MUI System, Tailwind or CSS for every demo that has styling variants. */
export function CodeStylingProvider({ children }: { children: React.ReactNode }) {
  const [value, set] = usePreference(codeStylingCookie, DEFAULT_CODE_STYLING, stylingFromHash, resolveCodeStyling);
  return (
    <SetCodeStyling value={set}>
      <CodeStylingValue value={value}>{children}</CodeStylingValue>
    </SetCodeStyling>
  );
}

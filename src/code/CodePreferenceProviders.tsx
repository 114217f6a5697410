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
 * hydration matches). The hash and cookie are read once, after the first reader of the value (a demo)
 * has mounted: a page without demos never touches the cookie, whose first read is a synchronous round
 * trip to the browser process while the page loads (up to 37 ms measured here on a text page, inside
 * the hydration's tasks). A value the hash chose, or the reader picked, is written to the cookie; a
 * reader who never chose gets no cookie.
 */
function usePreference<T extends string>(
  cookie: CookieSlot<T>,
  defaultValue: T,
  fromHash: (hash: string) => T | null,
  resolve: (hash: string, cookie: unknown) => T,
) {
  const [value, setValue] = React.useState<T>(defaultValue);
  const [wanted, setWanted] = React.useState(false);
  const chosen = React.useRef(false);
  React.useEffect(() => {
    // A choice made before the first read (a toggle pressed early) stands.
    if (!wanted || chosen.current) return;
    const hash = currentHash();
    const initial = resolve(hash, cookie.read());
    setValue(initial);
    if (fromHash(hash) !== null) cookie.write(initial);
    // Read once per visit: later hash changes are in-page links, not preferences.
  }, [wanted, cookie, fromHash, resolve]);
  const set = React.useCallback(
    (next: T) => {
      chosen.current = true;
      setValue(next);
      cookie.write(next);
    },
    [cookie],
  );
  const request = React.useCallback(() => setWanted(true), []);
  return [value, set, request] as const;
}

/** The value of a preference for a component that shows it: asks its provider to read it. */
function useRead<T>(useValue: () => T, useRequest: () => () => void): T {
  const request = useRequest();
  React.useEffect(request, [request]);
  return useValue();
}

const [CodeVariantValue, useCodeVariantValue] = createSafeContext<CodeVariant>('CodeVariantProvider');
const [SetCodeVariant, useSetCodeVariant] = createSafeContext<(variant: CodeVariant) => void>('CodeVariantProvider');
const [RequestCodeVariant, useRequestCodeVariant] = createSafeContext<() => void>('CodeVariantProvider');
const [CodeStylingValue, useCodeStylingValue] = createSafeContext<CodeStyling>('CodeStylingProvider');
const [SetCodeStyling, useSetCodeStyling] = createSafeContext<(styling: CodeStyling) => void>('CodeStylingProvider');
const [RequestCodeStyling, useRequestCodeStyling] = createSafeContext<() => void>('CodeStylingProvider');

/** JS or TS, for a component that shows code in it (the first one to mount makes the provider read the cookie). */
export const useCodeVariant = () => useRead(useCodeVariantValue, useRequestCodeVariant);
/** MUI System, Tailwind or CSS, for a component that shows code in it (see useCodeVariant). */
export const useCodeStyling = () => useRead(useCodeStylingValue, useRequestCodeStyling);
export { useSetCodeVariant, useSetCodeStyling };

/** JS or TS for every demo of the page (value and setter in separate contexts). */
export function CodeVariantProvider({ children }: { children: React.ReactNode }) {
  const [value, set, request] = usePreference(codeVariantCookie, DEFAULT_CODE_VARIANT, variantFromHash, resolveCodeVariant);
  return (
    <RequestCodeVariant value={request}>
      <SetCodeVariant value={set}>
        <CodeVariantValue value={value}>{children}</CodeVariantValue>
      </SetCodeVariant>
    </RequestCodeVariant>
  );
}

/** MUI System, Tailwind or CSS for every demo that has styling variants. */
export function CodeStylingProvider({ children }: { children: React.ReactNode }) {
  const [value, set, request] = usePreference(codeStylingCookie, DEFAULT_CODE_STYLING, stylingFromHash, resolveCodeStyling);
  return (
    <RequestCodeStyling value={request}>
      <SetCodeStyling value={set}>
        <CodeStylingValue value={value}>{children}</CodeStylingValue>
      </SetCodeStyling>
    </RequestCodeStyling>
  );
}

/** Code preferences of the reader: names, allowed values and how the first value is chosen (pure). */
import type { CodeStyling, CodeVariant } from '../contracts';
import { allowedValue, oneOf } from '../lib/allowed';
import { createCookieSlot } from '../lib/cookies';

export type { CodeStyling, CodeVariant };

export const CODE_VARIANTS: readonly CodeVariant[] = ['JS', 'TS'];
export const CODE_STYLINGS: readonly CodeStyling[] = ['MUI System', 'Tailwind', 'CSS'];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';

/** Cookie names, named once. */
const CODE_COOKIES = {
  variant: 'codeVariant',
  styling: 'codeStyling',
} as const;

/** The cookies, each with the values it may hold: anything else reads as absent and is never written. */
export const codeVariantCookie = createCookieSlot(CODE_COOKIES.variant, oneOf(CODE_VARIANTS));
export const codeStylingCookie = createCookieSlot(CODE_COOKIES.styling, oneOf(CODE_STYLINGS));

/**
 * The hashes a demo link carries look like `#tailwind-CustomTreeItem.tsx`: letters, digits, dots,
 * underscores and hyphens. Anything else (markup, spaces, percent-escapes) or anything longer than a
 * file name could be is not a link we made, and is ignored.
 */
const DEMO_HASH = /^#?[\w.-]{1,160}$/;

function demoHash(hash: string | null | undefined): string | null {
  return typeof hash === 'string' && DEMO_HASH.test(hash) ? hash.replace(/^#/, '') : null;
}

/** The variant a hash asks for: `.tsx` -> TS, `.js` -> JS, anything else nothing. */
export function variantFromHash(hash: string | null | undefined): CodeVariant | null {
  const clean = demoHash(hash);
  if (clean === null) return null;
  if (clean.endsWith('.tsx')) return 'TS';
  if (clean.endsWith('.js')) return 'JS';
  return null;
}

/** The styling a demo hash asks for (`tailwind-`, `css-`, `system-`), only for `.js`/`.tsx` hashes. */
export function stylingFromHash(hash: string | null | undefined): CodeStyling | null {
  const clean = demoHash(hash);
  if (clean === null || !/\.(js|tsx)$/.test(clean)) return null;
  if (clean.includes('tailwind-')) return 'Tailwind';
  if (clean.includes('css-')) return 'CSS';
  if (clean.includes('system-')) return 'MUI System';
  return null;
}

/** First code variant of a visit: the hash, else the cookie, else TS. */
export function resolveCodeVariant(hash: string | null | undefined, cookie: unknown): CodeVariant {
  return variantFromHash(hash) ?? allowedValue(cookie, CODE_VARIANTS) ?? DEFAULT_CODE_VARIANT;
}

/** First code styling of a visit: the hash, else the cookie, else MUI System. */
export function resolveCodeStyling(hash: string | null | undefined, cookie: unknown): CodeStyling {
  return stylingFromHash(hash) ?? allowedValue(cookie, CODE_STYLINGS) ?? DEFAULT_CODE_STYLING;
}

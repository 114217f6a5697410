/** Links of a demo (pure): to its code on this page, and to its file in the repository. */
import type { CodeVariant } from '../contracts';

/** The anchor of a demo's code in one language: `BasicGrid.tsx`, `BasicGrid.js`. */
export function sourceAnchor(name: string, variant: CodeVariant): string {
  return `${name}.${variant === 'TS' ? 'tsx' : 'js'}`;
}

/** The page's address (any anchor it had dropped) with the anchor of the demo's code. */
export function sourceLink(pageUrl: string, name: string, variant: CodeVariant): string {
  return `${pageUrl.replace(/#.*$/, '')}#${sourceAnchor(name, variant)}`;
}

/**
 * What an anchor asks of a demo: `#BasicGrid` scrolls to it, `#BasicGrid.tsx` and `#BasicGrid.js`
 * also open its full source in that language; null when it names another.
 */
export function demoAnchorRequest(hash: string, name: string): { variant: CodeVariant | null } | null {
  let anchor: string;
  try {
    anchor = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (anchor === name) return { variant: null };
  if (anchor === `${name}.tsx` || anchor === `${name}.ts`) return { variant: 'TS' };
  if (anchor === `${name}.js` || anchor === `${name}.jsx`) return { variant: 'JS' };
  return null;
}

/** The demo's file in the repository (`data/demos/<module>.tsx`): its TS source, the JS one is made from it. */
export function repositoryFileUrl(blobUrl: string | null, module: string): string | null {
  if (!blobUrl || !/^[\w-][\w.-]*(\/[\w-][\w.-]*)+$/.test(module)) return null;
  return `${blobUrl}/data/demos/${module}.tsx`;
}

import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import type { Direction } from './preferences';

/**
 * One factory for the document (server) and the client, so both use the same options. LTR uses the
 * key `css`; RTL the key `rtl` with the RTL stylis plugin. Styles go into the `mui` cascade layer.
 */
export function createDocsEmotionCache(direction: Direction = 'ltr', rtlPlugins: StylisPlugin[] = []) {
  return direction === 'rtl'
    ? createEmotionCache({ key: 'rtl', prepend: true, enableCssLayer: true, stylisPlugins: rtlPlugins })
    : createEmotionCache({ key: 'css', prepend: true, enableCssLayer: true });
}

let clientCache: EmotionCache | undefined;

/**
 * The browser's LTR cache for the session (the server renders each page with its own, from the same
 * factory): created once, so styles inserted during hydration are not inserted twice.
 */
export function clientEmotionCache(): EmotionCache {
  clientCache ??= createDocsEmotionCache();
  return clientCache;
}

type StylisElement = Parameters<StylisPlugin>[0];

/**
 * stylis-plugin-rtl only flips rules at the top level or inside `@media`; with cascade layers every
 * MUI rule sits inside `@layer mui { … }` and would keep its LTR sides (a drawer's `left: 0`). This
 * wrapper hands such a rule to the plugin as if it were top level, then puts its parent back.
 */
export function flipInsideLayers(rtlPlugin: StylisPlugin): StylisPlugin {
  return (element, index, children, callback) => {
    const parent = element.parent as StylisElement | null;
    if (element.type !== 'rule' || parent?.type !== '@layer') return rtlPlugin(element, index, children, callback);
    element.parent = null;
    try {
      return rtlPlugin(element, index, children, callback);
    } finally {
      element.parent = parent;
    }
  };
}

/**
 * The RTL cache, with its stylis plugins loaded on demand: most readers never switch direction, so
 * the plugin (and the CSS flipping rules it carries) stays out of the shell's bundle.
 */
export async function loadRtlEmotionCache() {
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([import('stylis'), import('stylis-plugin-rtl')]);
  return createDocsEmotionCache('rtl', [prefixer as StylisPlugin, flipInsideLayers(rtlPlugin as unknown as StylisPlugin)]);
}

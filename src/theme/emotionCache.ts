import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import type { Direction } from './preferences';

/** A statement that only declares the order of the layers (`@layer theme, mui;`), which stays as it is. */
const LAYER_ORDER_ONLY = /^@layer\s+[^{]*$/;

/**
 * An emotion cache whose rules go into the `mui` cascade layer (pages/_document.tsx declares the
 * layers' order). In the browser its tags go after `<meta name="emotion-insertion-point">`, first in
 * `<head>`, so that the site's stylesheets come after Material UI's. Written here rather than taken
 * from @mui/material-nextjs: that package's entry also exports the document's helpers, and under
 * `next dev` (no tree shaking) they pulled Next's server modules and @emotion/server's stream
 * libraries into the browser's first compile.
 */
function createLayeredCache(key: string, stylisPlugins?: StylisPlugin[]): EmotionCache {
  const insertionPoint = typeof document === 'undefined' ? undefined : (document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined);
  const cache = createCache({ key, prepend: true, insertionPoint, stylisPlugins });
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    insert(selector, LAYER_ORDER_ONLY.test(serialized.styles) ? serialized : { ...serialized, styles: `@layer mui {${serialized.styles}}` }, sheet, shouldCache);
  return cache;
}

/**
 * One factory for the document (server) and the client, so both use the same options. LTR uses the
 * key `css`; RTL the key `rtl` with the RTL stylis plugin. Styles go into the `mui` cascade layer.
 */
export function createDocsEmotionCache(direction: Direction = 'ltr', rtlPlugins: StylisPlugin[] = []) {
  return direction === 'rtl' ? createLayeredCache('rtl', rtlPlugins) : createLayeredCache('css');
}

let clientCache: EmotionCache | undefined;

const SERVER_ATTRIBUTE = 'data-emotion-server';

/**
 * A cache that adopts the server's style tags where they are. Emotion's own hydration moves each of
 * them in `<head>` (createCache appends every tag to the head, then its sheet re-inserts the cache's
 * tags after the insertion point), and each move makes the browser recompute the style and layout of
 * the whole page: about 90 ms on the largest API page on this machine, four times that on Lighthouse's
 * phone. Hidden from createCache under another attribute, the cache's tags keep their place; their
 * style names are marked inserted and the tags join the cache's sheet, which is what hydration would
 * have done. Global styles (`css-global …`) are left to emotion's `Global`, which re-inserts its tag
 * once, during the one hydration commit.
 */
export function adoptServerStyles(create: () => EmotionCache, key = 'css'): EmotionCache {
  const own = [...document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${key} "]`)];
  for (const node of own) {
    node.setAttribute(SERVER_ATTRIBUTE, node.getAttribute('data-emotion') ?? '');
    node.removeAttribute('data-emotion');
  }
  // `data-s` marks a tag emotion has already placed: createCache then leaves the global tags alone.
  document.querySelectorAll('style[data-emotion]:not([data-s])').forEach((node) => node.setAttribute('data-s', ''));
  const cache = create();
  for (const node of own) {
    const value = node.getAttribute(SERVER_ATTRIBUTE) ?? '';
    for (const name of value.split(' ').slice(1)) cache.inserted[name] = true;
    node.setAttribute('data-emotion', value);
    node.setAttribute('data-s', '');
    node.removeAttribute(SERVER_ATTRIBUTE);
    cache.sheet.tags.push(node);
  }
  return cache;
}

/**
 * The browser's LTR cache for the session (the server renders each page with its own, from the same
 * factory): created once, adopting the server's tags (see adoptServerStyles), so styles inserted during
 * hydration are not inserted twice.
 */
export function clientEmotionCache(): EmotionCache {
  clientCache ??= typeof document === 'undefined' ? createDocsEmotionCache() : adoptServerStyles(() => createDocsEmotionCache());
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

import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import type { StylisPlugin } from '@emotion/cache';
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

/**
 * The RTL cache, with its stylis plugins loaded on demand: most readers never switch direction, so
 * the plugin (and the CSS flipping rules it carries) stays out of the shell's bundle.
 */
export async function loadRtlEmotionCache() {
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([import('stylis'), import('stylis-plugin-rtl')]);
  return createDocsEmotionCache('rtl', [prefixer as StylisPlugin, rtlPlugin as unknown as StylisPlugin]);
}

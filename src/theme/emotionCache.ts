import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import rtlPlugin from 'stylis-plugin-rtl';
import { prefixer } from 'stylis';
import type { Direction } from './preferences';

/**
 * One factory for the document (server) and the client, so both use the same options. LTR uses the
 * key `css`; RTL the key `rtl` with the RTL stylis plugin. Styles go into the `mui` cascade layer.
 */
export function createDocsEmotionCache(direction: Direction = 'ltr') {
  return direction === 'rtl'
    ? createEmotionCache({ key: 'rtl', prepend: true, enableCssLayer: true, stylisPlugins: [prefixer, rtlPlugin] })
    : createEmotionCache({ key: 'css', prepend: true, enableCssLayer: true });
}

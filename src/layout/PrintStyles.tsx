import GlobalStyles from '@mui/material/GlobalStyles';
import { site } from '../../data/site';

// Inside the `mui` layer like every other style: `!important` wins over the screen rules there.
const HIDE = { display: 'none !important' };

/**
 * The print stylesheet: the article alone (no app bar, drawer, ads, contents, toolbars or buttons),
 * black on white whatever the colour scheme, code that wraps instead of being cut, and the address
 * of every link written after it.
 */
export const printStyles = {
  '@media print': {
    // The frame: everything beside the main region, and whatever is portalled into the body.
    '#__next > :not(main), body > :not(#__next), [data-no-print], .ad-slot, .heading-link': HIDE,
    main: { marginInlineStart: '0 !important' },
    'main > div': { maxWidth: 'none !important', padding: '0 !important' },
    'body, body *': {
      color: '#000 !important',
      backgroundColor: 'transparent !important',
      boxShadow: 'none !important',
      textShadow: 'none !important',
    },
    body: { backgroundColor: '#fff !important' },
    pre: { border: '1px solid #bbb !important', borderRadius: '4px' },
    'pre, pre code, code': { whiteSpace: 'pre-wrap !important', overflowWrap: 'anywhere', overflow: 'visible !important', maxHeight: 'none !important' },
    'h2, h3': { breakAfter: 'avoid' },
    'tr, img, svg': { breakInside: 'avoid' },
    // Links say where they go: absolute addresses as written, the site's own with the host.
    'article a[href^="http"]::after': { content: '" (" attr(href) ")"', fontSize: '0.85em', overflowWrap: 'anywhere' },
    'article a[href^="/"]::after': { content: `" (${site.host}" attr(href) ")"`, fontSize: '0.85em', overflowWrap: 'anywhere' },
    'article nav a::after': { content: 'none !important' },
  },
} as const;

export function PrintStyles() {
  return <GlobalStyles styles={printStyles} />;
}

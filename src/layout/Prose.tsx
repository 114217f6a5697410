import { styled, type Theme } from '@mui/material/styles';
import { HEADER_HEIGHT } from '../theme/theme';

/** Where a heading lands when the reader follows a link to it: below the sticky app bar, with air. */
export const HEADING_SCROLL_MARGIN = HEADER_HEIGHT + 24;

/**
 * The link each h2/h3 has to itself (`div.heading-wrapper > h2 + a.heading-link`, the link empty:
 * its "#" mark is drawn here), right after the heading's text: shown while the heading is hovered or the
 * link focused, always on touch screens; "Link copied" appears beside it (its `data-copied` text).
 */
function headingLinkStyles(palette: Pick<Theme['palette'], 'text' | 'primary' | 'action' | 'background'>) {
  return {
    // The heading takes the width of its text, the link follows it (on its first line when it wraps).
    '& .heading-wrapper': { display: 'flex', alignItems: 'flex-start', margin: '40px 0 12px' },
    '& .heading-wrapper:has(> h3)': { margin: '28px 0 8px' },
    '& .heading-wrapper > h2, & .heading-wrapper > h3': { margin: 0, minWidth: 0 },
    '& h2 + .heading-link': { marginTop: 3 },
    '& .heading-link': {
      position: 'relative',
      flex: 'none',
      width: 26,
      height: 26,
      marginInlineStart: 6,
      borderRadius: 6,
      color: palette.text.secondary,
      opacity: 0,
      // The link's mark, as text: no icon to ship.
      '&::before': { content: '"#"', position: 'absolute', inset: 0, textAlign: 'center', lineHeight: '26px', fontSize: '1.1rem', fontWeight: 600 },
      textDecoration: 'none',
      '&:hover, &[data-copied]': { color: palette.primary.main },
      '&:focus-visible, &[data-copied]': { opacity: 1 },
      '&[data-copied]::after': {
        content: 'attr(data-copied)',
        position: 'absolute',
        top: '50%',
        insetInlineStart: 'calc(100% + 6px)',
        transform: 'translateY(-50%)',
        padding: '0 8px',
        borderRadius: 4,
        whiteSpace: 'nowrap',
        fontSize: '0.75rem',
        color: palette.background.default,
        backgroundColor: palette.text.primary,
      },
    },
    '& .heading-wrapper:hover > .heading-link': { opacity: 1 },
    '@media (hover: none)': { '& .heading-link': { opacity: 0.7 } },
  };
}

/** Typography of rendered markdown (code blocks style themselves: see src/code/CodeBlock.tsx). */
export const Prose = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    fontSize: '1rem',
    lineHeight: 1.7,
    color: palette.text.primary,
    overflowWrap: 'break-word',
    '& h2': { fontSize: '1.5rem', lineHeight: 1.3, margin: '40px 0 12px', scrollMarginTop: HEADING_SCROLL_MARGIN },
    '& h3': { fontSize: '1.15rem', lineHeight: 1.4, margin: '28px 0 8px', scrollMarginTop: HEADING_SCROLL_MARGIN },
    ...headingLinkStyles(palette),
    '& p, & ul, & ol': { margin: '0 0 16px' },
    '& li + li': { marginTop: 4 },
    '& a': { color: palette.primary.main, textUnderlineOffset: 3 },
    '& blockquote': {
      margin: '0 0 16px',
      padding: '8px 16px',
      borderInlineStart: `4px solid ${palette.primary.main}`,
      backgroundColor: palette.action.hover,
      borderRadius: 4,
      '& p:last-child': { marginBottom: 0 },
    },
    '& :not(pre) > code': {
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: '0.875em',
      padding: '2px 5px',
      borderRadius: 4,
      backgroundColor: palette.action.hover,
      border: `1px solid ${palette.divider}`,
      // `@mui/x-data-grid` keeps its order in a right-to-left paragraph: direction from its first letter.
      unicodeBidi: 'plaintext',
    },
    '& .table-scroll': { overflowX: 'auto', margin: '0 0 20px' },
    '& .table-scroll:focus-visible': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
    '& table': { borderCollapse: 'collapse', minWidth: '100%', fontSize: '0.875rem' },
    '& th, & td': { padding: '8px 12px', borderBottom: `1px solid ${palette.divider}`, textAlign: 'start', verticalAlign: 'top' },
    '& th': { fontWeight: 600 },
  };
});

import { styled, type Theme } from '@mui/material/styles';
import { HEADER_HEIGHT } from '../theme/theme';

/** Where a heading lands when the reader follows a link to it: below the sticky app bar, with air. */
export const HEADING_SCROLL_MARGIN = HEADER_HEIGHT + 24;

// A chain link, drawn for this site; a mask so it takes the link's colour.
const LINK_ICON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0ZM8.1 20a4.5 4.5 0 0 1-3.2-7.7l2.3-2.3a1 1 0 0 1 1.4 1.4l-2.3 2.3a2.5 2.5 0 0 0 3.6 3.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-2.3 2.3A4.5 4.5 0 0 1 8.1 20Zm8.1-6a1 1 0 0 1-.7-1.7l2.3-2.3a2.5 2.5 0 0 0-3.6-3.6l-2.3 2.3a1 1 0 0 1-1.4-1.4l2.3-2.3a4.5 4.5 0 0 1 6.4 6.4l-2.3 2.3a1 1 0 0 1-.7.3Z'/%3E%3C/svg%3E")`;

/**
 * The link each h2/h3 has to itself (`div.heading-wrapper > h2 + a.heading-link`, the link empty:
 * its icon is drawn here), right after the heading's text: shown while the heading is hovered or the
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
      '&::before': {
        content: '""',
        position: 'absolute',
        inset: 5,
        backgroundColor: 'currentColor',
        mask: `${LINK_ICON} center / contain no-repeat`,
      },
      '&:hover': { color: palette.primary.main, backgroundColor: palette.action.hover },
      '&:focus-visible': { opacity: 1, outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
      '&[data-copied]': { opacity: 1, color: palette.primary.main },
      '&[data-copied]::after': {
        content: 'attr(data-copied)',
        position: 'absolute',
        top: '50%',
        insetInlineStart: 'calc(100% + 6px)',
        transform: 'translateY(-50%)',
        padding: '2px 8px',
        borderRadius: 4,
        whiteSpace: 'nowrap',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1.6,
        color: palette.background.default,
        backgroundColor: palette.text.primary,
        pointerEvents: 'none',
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

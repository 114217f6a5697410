import { styled } from '@mui/material/styles';
import { HEADER_HEIGHT } from '../theme/theme';

/** Where a heading lands when the reader follows a link to it: below the sticky app bar, with air. */
const HEADING_SCROLL_MARGIN = HEADER_HEIGHT + 24;

/**
 * Typography of rendered markdown (code blocks style themselves: see src/code/CodeBlock.tsx; the
 * heading links are styled by the document: see documentStyles.ts).
 */
export const Prose = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    fontSize: '1rem',
    lineHeight: 1.7,
    color: palette.text.primary,
    overflowWrap: 'break-word',
    '& h2': { fontSize: '1.5rem', lineHeight: 1.3, margin: '40px 0 12px', scrollMarginTop: HEADING_SCROLL_MARGIN },
    '& h3': { fontSize: '1.15rem', lineHeight: 1.4, margin: '28px 0 8px', scrollMarginTop: HEADING_SCROLL_MARGIN },
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
      // A span that wraps (a phone) gets its box on each line instead of one box cut in two.
      boxDecorationBreak: 'clone',
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

import { styled } from '@mui/material/styles';

/** Typography of rendered markdown, code highlighting colours included (light and dark). */
export const Prose = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    fontSize: '1rem',
    lineHeight: 1.7,
    color: palette.text.primary,
    overflowWrap: 'break-word',
    '& h2': { fontSize: '1.5rem', lineHeight: 1.3, margin: '40px 0 12px', scrollMarginTop: 80 },
    '& h3': { fontSize: '1.15rem', lineHeight: 1.4, margin: '28px 0 8px', scrollMarginTop: 80 },
    '& h2 .anchor-link, & h3 .anchor-link': {
      marginInlineStart: 8,
      textDecoration: 'none',
      color: palette.text.secondary,
      opacity: 0,
    },
    '& h2:hover .anchor-link, & h3:hover .anchor-link, & .anchor-link:focus': { opacity: 1 },
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
    },
    '& pre.code-block': {
      margin: '0 0 20px',
      padding: 16,
      overflow: 'auto',
      direction: 'ltr',
      textAlign: 'start',
      borderRadius: 8,
      fontSize: '0.8125rem',
      lineHeight: 1.6,
      color: '#e6edf3',
      backgroundColor: '#0f1720',
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      '& .hljs-keyword, & .hljs-built_in, & .hljs-meta': { color: '#ff9bce' },
      '& .hljs-string, & .hljs-regexp, & .hljs-addition': { color: '#9be7a7' },
      '& .hljs-title, & .hljs-title.function_, & .hljs-section': { color: '#c8b1ff' },
      '& .hljs-number, & .hljs-literal, & .hljs-attr, & .hljs-attribute': { color: '#79c0ff' },
      '& .hljs-comment, & .hljs-quote, & .hljs-deletion': { color: '#9aa7b4', fontStyle: 'italic' },
      '& .hljs-tag, & .hljs-name, & .hljs-selector-tag, & .hljs-type': { color: '#7ee0d8' },
      '& .hljs-variable, & .hljs-params, & .hljs-property': { color: '#ffd08a' },
    },
    '& .table-scroll': { overflowX: 'auto', margin: '0 0 20px' },
    '& table': { borderCollapse: 'collapse', minWidth: '100%', fontSize: '0.875rem' },
    '& th, & td': { padding: '8px 12px', borderBottom: `1px solid ${palette.divider}`, textAlign: 'start', verticalAlign: 'top' },
    '& th': { fontWeight: 600 },
  };
});

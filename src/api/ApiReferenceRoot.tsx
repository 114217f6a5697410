import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { Prose } from '../layout/Prose';
import { planMarkStyles } from '../nav/NavBadges';
import { HEADER_HEIGHT } from '../theme/theme';

/** Height the sticky filter bar takes under the app bar; anchors scroll below both. */
const FILTER_HEIGHT = 72;
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The page around the entries: headings, callouts, imports, the filter bar. */
function pageStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& h2': { scrollMarginTop: HEADER_HEIGHT + FILTER_HEIGHT + 8 },
    // Code reads left to right in a right-to-left page too (`import { X } from '…';`): each code
    // element takes the direction of its first letter. (Not `direction: ltr`, which the RTL
    // stylesheet would flip.)
    '& code': { unicodeBidi: 'plaintext' },
    '& .api-callout': {
      margin: '0 0 20px',
      padding: '10px 16px',
      borderRadius: 8,
      border: `1px solid ${palette.divider}`,
      borderInlineStart: `4px solid ${palette.info.main}`,
      '& p': { margin: 0 },
      '&[data-tone="warning"]': { borderInlineStartColor: palette.warning.main },
    },
    // Examples in descriptions (8.5.0's JSDoc has a few) scroll inside their block on a phone.
    '& pre.code-block': { overflowX: 'auto', maxWidth: '100%' },
    '& dd': { minWidth: 0 },
    '& .api-imports': { listStyle: 'none', margin: '0 0 16px', padding: 0 },
    '& .api-imports li': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2px 8px', margin: '0 0 6px' },
    '& .api-imports code, & .api-definition code': { fontFamily: MONO, overflowWrap: 'anywhere', whiteSpace: 'normal' },
    '& .api-or, & .api-version': { color: palette.text.secondary, fontSize: '0.8125rem' },
    '& .api-imports .api-or': { flexBasis: '100%' },
    '& .api-filter': {
      position: 'sticky',
      top: HEADER_HEIGHT,
      zIndex: 2,
      margin: '32px 0 0',
      padding: '12px 0',
      backgroundColor: palette.background.default,
      borderBottom: `1px solid ${palette.divider}`,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '4px 12px',
    },
    '& .api-filter label': { fontWeight: 600, fontSize: '0.875rem' },
    '& .api-filter input': {
      flex: '1 1 200px',
      minWidth: 0,
      font: 'inherit',
      fontSize: '0.9375rem',
      padding: '6px 10px',
      borderRadius: 6,
      border: `1px solid ${palette.text.secondary}`,
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
    },
    '& .api-filter input:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    '& .api-filter-status': { flexBasis: '100%', margin: 0, fontSize: '0.8125rem', color: palette.text.secondary },
    // Kept in the page while empty, so that screen readers announce the counts once it fills.
    '& .api-filter-status:empty': { marginTop: -4 },
  };
}

/** Each entry: the list, the signature, the description and its tags. */
function entryStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& .api-list': { listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${palette.divider}` },
    '& .api-list > li + li': { marginTop: 0 },
    '& .api-item': {
      padding: '14px 0',
      fontSize: '0.9375rem',
      lineHeight: 1.6,
      borderBottom: `1px solid ${palette.divider}`,
      scrollMarginTop: HEADER_HEIGHT + FILTER_HEIGHT + 8,
      // The browser lays out and paints only the entries near the viewport (a large page lists 400-odd):
      // the others keep their text for find-in-page, screen readers and search engines, with their
      // last known height (or about an entry's height) reserved.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 100px',
    },
    '& .api-item[hidden]': { display: 'none' },
    '& .api-item:target': { backgroundColor: palette.action.selected },
    // The entry's first line: its signature (`name: type = default`) with its marks; the description below.
    '& .api-sig': {
      display: 'block',
      fontFamily: MONO,
      fontSize: '0.8125rem',
      lineHeight: 1.6,
      overflowWrap: 'anywhere',
      whiteSpace: 'normal',
      unicodeBidi: 'plaintext',
      marginBottom: 4,
      // The code box of inline code, also on a signature that is a bare link (a CSS class's).
      padding: '2px 5px',
      borderRadius: 4,
      backgroundColor: palette.action.hover,
      border: `1px solid ${palette.divider}`,
    },
    '& .api-sig a, & a.api-sig': { textUnderlineOffset: 2 },
    '& .api-name': { fontSize: '0.9375rem', fontWeight: 700, color: palette.text.primary, textDecoration: 'none' },
    '& .api-name:hover, & .api-name:focus-visible': { textDecoration: 'underline' },
    '& .api-item:has(.api-chip[data-chip="deprecated"]) .api-name': { textDecoration: 'line-through' },
    // On the page's own background (not the signature's code box): the chip colours are chosen for it.
    '& .api-item .api-chip': {
      display: 'inline-block',
      marginInlineStart: 4,
      verticalAlign: 'text-bottom',
      fontFamily: theme.typography.fontFamily,
      backgroundColor: palette.background.default,
    },
    '& .api-plan': planMarkStyles(theme),
    // A long signature: its start as the summary, the whole of it when opened.
    '& .api-sig-long': { marginBottom: 4 },
    '& .api-sig-long > summary': { cursor: 'pointer', fontFamily: MONO, fontSize: '0.8125rem', lineHeight: 1.6, overflowWrap: 'anywhere', unicodeBidi: 'plaintext' },
    '& .api-sig-long[open] > summary': { color: palette.text.secondary },
    '& .api-item > p, & .api-item > ul, & .api-item > pre, & .api-item > dl': { margin: '4px 0 8px' },
    // What the doc tags add (parameters, return value…): the term beside its definitions, on a phone above them.
    '& .api-tags': {
      display: 'grid',
      // The terms' column keeps one width from entry to entry (the longest label, `Parameters`, fits).
      gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)',
      alignItems: 'baseline',
      gap: '2px 16px',
      [theme.breakpoints.down('sm')]: { display: 'block' },
    },
    '& .api-tags > dt': { gridColumn: 1, fontSize: '0.8125rem', fontWeight: 700, color: palette.text.secondary },
    '& .api-tags > dd': { gridColumn: 2, margin: 0, [theme.breakpoints.down('sm')]: { marginInlineStart: 12 } },
    '& .api-tags > dt + dd ~ dt': { marginTop: 6 },
    '& .api-tags > dd > :last-child': { marginBottom: 0 },
    '& .api-item > :last-child': { marginBottom: 0 },
  };
}

/** Chips (required, deprecated, default), notes and the index list. */
function chipStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& .api-chip': {
      fontSize: '0.6875rem',
      fontWeight: 700,
      lineHeight: '18px',
      padding: '0 6px',
      borderRadius: 9,
      border: '1px solid',
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
    '& .api-chip[data-chip="required"]': { color: palette.error.main, borderColor: palette.error.main },
    // A darker amber than the palette's: small bold text needs 4.5:1 on white.
    '& .api-chip[data-chip="deprecated"]': { color: '#9a4a00', borderColor: '#9a4a00' },
    // `since 8.5`: a version, so not upper case; the secondary text colour reads in both schemes.
    '& .api-chip[data-chip="since"]': { color: palette.text.secondary, borderColor: palette.divider, textTransform: 'none', letterSpacing: 0 },
    // Links in code (and code in links) sit on the code background: the link blue needs a darker shade.
    ...theme.applyStyles('light', {
      '& a > code, & code a': { color: palette.primary.dark },
    }),
    ...theme.applyStyles('dark', {
      // One dark block at this level: a second spread would replace this key in its first place,
      // before the light rules it must follow (the scheme selector adds no specificity).
      '& .api-chip[data-chip="required"]': { color: palette.error.light, borderColor: palette.error.light },
      '& .api-chip[data-chip="deprecated"]': { color: palette.warning.light, borderColor: palette.warning.light },
    }),
    '& .api-item > .api-deprecated': { margin: '0 0 4px', color: palette.text.secondary },
    '& .api-empty': { margin: '12px 0', color: palette.text.secondary },
    '& .api-note': { margin: '12px 0 0', fontSize: '0.875rem', color: palette.text.secondary },
    '& .api-index-list': { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '6px 24px' },
    '& .api-index-list li + li': { marginTop: 0 },
    '& .api-index-list code': { border: 0, backgroundColor: 'transparent', padding: 0, fontWeight: 600 },
    '& .api-index-list small': { display: 'block', color: palette.text.secondary, lineHeight: 1.4 },
    '& .api-source': { marginTop: 40, paddingTop: 16, borderTop: `1px solid ${palette.divider}`, fontSize: '0.875rem', color: palette.text.secondary },
  };
}

/**
 * Styles of an API page, on top of the markdown typography (descriptions are rendered markdown).
 * One root with class selectors keeps the markup of hundreds of entries small. The list reflows as
 * cards: nothing is wider than a phone screen, long types wrap.
 */
export const ApiReferenceRoot = styled(Prose)(({ theme }) => ({ ...pageStyles(theme), ...entryStyles(theme), ...chipStyles(theme) }));

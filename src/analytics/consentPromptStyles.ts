import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The consent prompt's look, as global rules for its class names. The provider writes them with every
 * page (server-rendered, so they arrive in the shared stylesheet), not the prompt when it appears: a
 * rule inserted after load makes the browser restyle the whole page, about 15 ms on a large API page
 * here and several times that on a phone.
 */
export function consentPromptStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    // Fixed in a corner, out of the page flow: it moves nothing and leaves the text readable.
    '.consent-prompt': {
      position: 'fixed',
      zIndex: theme.zIndex.snackbar,
      insetInline: 8,
      bottom: 8,
      boxSizing: 'border-box',
      padding: '12px 16px',
      borderRadius: 8,
      border: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      boxShadow: theme.shadows[6],
      fontSize: '0.875rem',
      lineHeight: 1.5,
      [theme.breakpoints.up('sm')]: { insetInlineStart: 'auto', insetInlineEnd: 16, bottom: 16, maxWidth: 380 },
      '& h2': { fontSize: '0.9375rem', margin: '0 0 4px' },
      '& p': { margin: '0 0 8px' },
      '& .actions': { display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' },
    },
    // Plain buttons: MUI's ButtonBase (ripple, transitions) is not worth its weight for two buttons.
    '.consent-choice': {
      minHeight: 32,
      padding: '4px 12px',
      borderRadius: 6,
      border: `1px solid ${palette.primary.main}`,
      font: 'inherit',
      fontWeight: 600,
      cursor: 'pointer',
      color: palette.primary.main,
      backgroundColor: 'transparent',
      '&:hover': { backgroundColor: palette.action.hover },
      '&.primary': { color: palette.primary.contrastText, backgroundColor: palette.primary.main },
      '&.primary:hover': { backgroundColor: palette.primary.dark },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
  };
}

import type { CSSObject, Theme } from '@mui/material/styles';
import { NAV_DRAWER_WIDTH } from '../theme/theme';
import { CONSENT_PROMPT_ATTRIBUTE } from './prePaint';

/** The prompt's bar, in px: text over the buttons below the md breakpoint, beside them from there. */
export const CONSENT_BAR_HEIGHT = { compact: 112, wide: 64 } as const;

/**
 * The consent prompt's look and its bar's space, as global rules for their class names. The provider writes them with every
 * page (server-rendered, so they arrive in the shared stylesheet), not the prompt when it appears: a
 * rule inserted after load makes the browser restyle the whole page, about 15 ms on a large API page
 * here and several times that on a phone.
 */
export function consentPromptStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    // The bar at the top of the page's column: no space at all, except for a first-time visitor,
    // whose <html> the pre-paint script marked (prePaint.ts). Its height is fixed from the first paint,
    // so the prompt arriving later moves nothing; text that does not fit scrolls inside the bar.
    '.consent-bar': { display: 'none' },
    [`html[${CONSENT_PROMPT_ATTRIBUTE}] .consent-bar`]: {
      display: 'block',
      boxSizing: 'border-box',
      height: CONSENT_BAR_HEIGHT.compact,
      overflow: 'auto',
      borderBottom: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      [theme.breakpoints.up('md')]: { height: CONSENT_BAR_HEIGHT.wide },
      [theme.breakpoints.up('lg')]: { marginInlineStart: NAV_DRAWER_WIDTH },
    },
    '.consent-prompt': {
      boxSizing: 'border-box',
      minHeight: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      gap: 6,
      padding: '8px 16px',
      color: palette.text.primary,
      fontSize: '0.8125rem',
      lineHeight: 1.4,
      [theme.breakpoints.up('md')]: { flexDirection: 'row', alignItems: 'center', gap: 16, padding: '8px 24px' },
      '& p': { margin: 0, flex: 1 },
      '& a': { color: palette.primary.main },
      '& .actions': { display: 'flex', flexWrap: 'wrap', gap: 8, flexShrink: 0 },
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

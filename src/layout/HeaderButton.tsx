import { styled } from '@mui/material/styles';

const base = ({ theme }: { theme: import('@mui/material/styles').Theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  minWidth: 34,
  height: 34,
  padding: '0 8px',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  background: 'none',
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
  '& svg': { width: 20, height: 20, fill: 'currentColor' },
});

/**
 * Plain buttons and links for the app bar: MUI's ButtonBase (ripple, transitions) is not worth its
 * weight on every page for four buttons.
 */
export const HeaderButton = styled('button')(base);
export const HeaderLink = styled('a')(base);

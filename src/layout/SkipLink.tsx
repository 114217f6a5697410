import { styled } from '@mui/material/styles';

/** Visible only when focused: lets keyboard users jump over the app bar and the drawer. */
export const SkipLink = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: 8,
  insetInlineStart: 8,
  zIndex: theme.zIndex.tooltip + 1,
  padding: '8px 16px',
  borderRadius: 6,
  fontWeight: 600,
  textDecoration: 'none',
  color: (theme.vars ?? theme).palette.primary.contrastText,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

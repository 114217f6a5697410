import { styled } from '@mui/material/styles';

/** Layout pieces shared by the page kinds (guide pages, API reference): column, article, title, lead. */

export const Columns = styled('div')({
  display: 'flex',
  alignItems: 'flex-start',
  maxWidth: 1120,
  margin: '0 auto',
  padding: '32px 24px 64px',
});

export const Article = styled('article')({ flex: '1 1 auto', minWidth: 0, maxWidth: 820 });

export const Title = styled('h1')(({ theme }) => ({
  fontSize: '2.25rem',
  lineHeight: 1.2,
  margin: '0 0 12px',
  overflowWrap: 'anywhere',
  [theme.breakpoints.down('sm')]: { fontSize: '1.75rem' },
}));

export const Lead = styled('p')(({ theme }) => ({
  fontSize: '1.125rem',
  lineHeight: 1.6,
  margin: '0 0 24px',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

import * as React from 'react';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import { PageHead } from './PageHead';

const Wrapper = styled('div')(({ theme }) => ({
  maxWidth: 720,
  margin: '0 auto',
  padding: '64px 24px',
  '& h1': { fontSize: '2.25rem', margin: '0 0 12px' },
  '& p': { fontSize: '1.0625rem', lineHeight: 1.6, color: (theme.vars ?? theme).palette.text.secondary },
  '& ul': { paddingInlineStart: 20, lineHeight: 2 },
  '& a': { color: (theme.vars ?? theme).palette.primary.main },
}));

const STARTING_POINTS = [
  { href: '/x/introduction/', label: 'MUI X overview' },
  { href: '/x/react-data-grid/', label: 'Data Grid' },
  { href: '/x/react-date-pickers/', label: 'Date and Time Pickers' },
  { href: '/x/react-charts/', label: 'Charts' },
  { href: '/x/react-tree-view/', label: 'Tree View' },
];

/** Content of the 404 page: what happened and where to go instead. */
export function NotFound() {
  return (
    <Wrapper>
      <PageHead />
      <h1>Page not found</h1>
      <p>
        Nothing lives at this address. The page may have moved when the docs were reorganised, or the link
        that brought you here has a typo. The navigation on the side lists every page; these are good places to
        start again:
      </p>
      <ul>
        {STARTING_POINTS.map((point) => (
          <li key={point.href}>
            <Link href={point.href} prefetch={false}>
              {point.label}
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}

import * as React from 'react';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import { PageBody } from './PageBody';
import { TableOfContents } from './TableOfContents';
import { PageHead } from './PageHead';
import { PlanIcon } from '../nav/NavBadges';
import type { DocsPageProps } from '../shell/pageProps';
import { usePage } from '../shell/PageContext';
import { site } from '../../data/site';

const Columns = styled('div')({
  display: 'flex',
  alignItems: 'flex-start',
  maxWidth: 1120,
  margin: '0 auto',
  padding: '32px 24px 64px',
});

const Article = styled('article')({ flex: '1 1 auto', minWidth: 0, maxWidth: 820 });

const Title = styled('h1')(({ theme }) => ({
  fontSize: '2.25rem',
  lineHeight: 1.2,
  margin: '0 0 12px',
  [theme.breakpoints.down('sm')]: { fontSize: '1.75rem' },
}));

const Lead = styled('p')(({ theme }) => ({
  fontSize: '1.125rem',
  lineHeight: 1.6,
  margin: '0 0 24px',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Footer = styled('footer')(({ theme }) => ({
  marginTop: 48,
  paddingTop: 24,
  borderTop: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  fontSize: '0.875rem',
  '& a': { color: (theme.vars ?? theme).palette.primary.main },
  '& .pager': { display: 'flex', justifyContent: 'space-between', gap: 16, marginTop: 16 },
  '& .pager a': { display: 'block', textDecoration: 'none', fontWeight: 600, maxWidth: '48%' },
  '& .pager small': { display: 'block', fontWeight: 400, color: (theme.vars ?? theme).palette.text.secondary },
}));

/** A guide page: title, lead, rendered markdown, footer links and the table of contents. */
export function DocsPage({ segments, toc, prev, next, sourceFile }: Omit<DocsPageProps, 'page'>) {
  const page = usePage();
  return (
    <React.Fragment>
      <PageHead />
      <Columns>
        <Article>
          <Title>
            {page.title}
            {page.plan ? <PlanIcon plan={page.plan} /> : null}
          </Title>
          <Lead>{page.description}</Lead>
          <PageBody segments={segments} />
          <Footer>
            <a href={`${site.editBaseUrl}/${sourceFile.replace(/^data\/docs\//, '')}`} target="_blank" rel="noopener noreferrer">
              Edit this page on GitHub
            </a>
            <nav className="pager" aria-label="Previous and next pages">
              {prev ? (
                <Link href={prev.href} prefetch={false} rel="prev">
                  <small>Previous</small>
                  {prev.title}
                </Link>
              ) : <span />}
              {next ? (
                <Link href={next.href} prefetch={false} rel="next" style={{ textAlign: 'end' }}>
                  <small>Next</small>
                  {next.title}
                </Link>
              ) : null}
            </nav>
          </Footer>
        </Article>
        <TableOfContents toc={toc} />
      </Columns>
    </React.Fragment>
  );
}

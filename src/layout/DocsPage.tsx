import * as React from 'react';
import { styled } from '@mui/material/styles';
import { Article, Columns, PageIntro } from './PageParts';
import { PageBody } from './PageBody';
import { ContentsBlock, TableOfContents } from './TableOfContents';
import { PageHead } from './PageHead';
import { PageFeedback } from './PageFeedback';
import { HeadingLinks } from './HeadingLinks';
import { BackToTop } from './BackToTop';
import type { DocsPageProps } from '../contracts';
import { useI18n } from '../i18n/I18nProvider';
import { usePage } from '../core/PageContext';
import { searchIndexAttributes } from '../search/indexAttributes';
import { HoverTypesProvider } from '../code/HoverTypes';
import { useFirstScreenFirst } from './firstScreenFirst';

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

/**
 * A guide page: breadcrumbs, title, lead, contents (a block at the top below 1200 px, beside the
 * article from there), rendered markdown, feedback, footer links; heading links and "back to top".
 */
export function DocsPage({ segments, hoverTypes = null, toc, prev, next, editUrl }: Omit<DocsPageProps, 'page' | 'hoverTypes'> & { hoverTypes?: string | null }) {
  const { t, englishLang } = useI18n();
  const page = usePage();
  // On a page change the first screen paints first (src/layout/firstScreenFirst.ts); the feedback and
  // the footer wait for the rest of the body, below which they belong.
  const { shown, complete } = useFirstScreenFirst(`${page.userLanguage}:${page.pathname}`, segments);
  return (
    <React.Fragment>
      <PageHead markdown />
      <Columns>
        <Article {...searchIndexAttributes(page)} data-body={complete ? 'complete' : 'first-screen'}>
          <PageIntro />
          <ContentsBlock toc={toc} />
          {/* The content is written in English: say so on pages in another language. */}
          <div lang={englishLang}>
            <HoverTypesProvider value={hoverTypes}>
              <PageBody segments={shown} />
            </HoverTypesProvider>
          </div>
          {complete ? (
            <React.Fragment>
              <PageFeedback />
              <Footer data-no-print="">
                <a href={editUrl} target="_blank" rel="noopener noreferrer">
                  {t('page.editOnGitHub')}
                </a>
                <nav className="pager" aria-label={t('page.pager')}>
                  {prev ? (
                    <a href={prev.href} rel="prev">
                      <small>{t('page.previous')}</small>
                      {prev.title}
                    </a>
                  ) : <span />}
                  {next ? (
                    <a href={next.href} rel="next" style={{ textAlign: 'end' }}>
                      <small>{t('page.next')}</small>
                      {next.title}
                    </a>
                  ) : null}
                </nav>
              </Footer>
            </React.Fragment>
          ) : null}
        </Article>
        <TableOfContents toc={toc} bodyComplete={complete} />
      </Columns>
      <HeadingLinks />
      <BackToTop />
    </React.Fragment>
  );
}

import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PlanIcon } from '../nav/NavBadges';
import { TOC_GAP, TOC_WIDTH } from '../theme/theme';
import { usePage } from '../core/PageContext';
import { Ad } from '../ads/Ad';
import { useI18n } from '../i18n/I18nProvider';
import { Breadcrumbs } from './Breadcrumbs';
import { CopyMarkdownButton } from './CopyMarkdownButton';

/** Layout pieces shared by the page kinds (guide pages, API reference): column, article, title, lead, intro. */

export const Columns = styled('div')({
  display: 'flex',
  alignItems: 'flex-start',
  maxWidth: 1120,
  margin: '0 auto',
  padding: '32px 24px 64px',
});

/**
 * From `lg` the contents sit beside the article. Its column is reserved here rather than left to the
 * contents' own width: the parser can paint the article before it reaches the contents (on a slow
 * connection or a busy phone), and the article would then narrow under the reader (a layout shift).
 */
export const Article = styled('article')(({ theme }) => ({
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: 820,
  [theme.breakpoints.up('lg')]: { maxWidth: `min(820px, calc(100% - ${TOC_WIDTH + TOC_GAP}px))` },
}));

const Title = styled('h1')(({ theme }) => ({
  fontSize: '2.25rem',
  lineHeight: 1.2,
  margin: '0 0 12px',
  overflowWrap: 'anywhere',
  [theme.breakpoints.down('sm')]: { fontSize: '1.75rem' },
}));

/** The row above the title: breadcrumbs, and the page's "Copy as Markdown" at the end. */
const TopBar = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
  minHeight: 30,
  margin: '0 0 12px',
});

const Lead = styled('p')(({ theme }) => ({
  fontSize: '1.125rem',
  lineHeight: 1.6,
  margin: '0 0 24px',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

/**
 * The top of every docs page: breadcrumbs and "Copy as Markdown", title with its plan badge, the
 * lead (the page description) and the ad slot at the top of the body. The content is English: on
 * pages in another language it says so.
 */
export function PageIntro() {
  const page = usePage();
  const { englishLang } = useI18n();
  return (
    <React.Fragment>
      <TopBar>
        <Breadcrumbs />
        <CopyMarkdownButton />
      </TopBar>
      <Title>
        {page.title}
        {page.plan ? <PlanIcon plan={page.plan} /> : null}
      </Title>
      <Lead lang={englishLang}>{page.description}</Lead>
      {/* A new page gets a new ad. */}
      <Ad key={page.pathname} />
    </React.Fragment>
  );
}

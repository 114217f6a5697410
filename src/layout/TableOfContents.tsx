import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { TocEntry } from '../contracts';
import { HEADER_HEIGHT, TOC_WIDTH } from '../theme/theme';
import { useTranslate } from '../i18n/I18nProvider';

const Aside = styled('nav')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('xl')]: {
    display: 'block',
    position: 'sticky',
    top: HEADER_HEIGHT + 24,
    flex: `0 0 ${TOC_WIDTH}px`,
    width: TOC_WIDTH,
    maxHeight: `calc(100vh - ${HEADER_HEIGHT + 48}px)`,
    overflowY: 'auto',
    paddingInlineStart: 24,
    fontSize: '0.8125rem',
  },
  '& h2': { fontSize: '0.75rem', fontWeight: 700, margin: '0 0 8px', textTransform: 'uppercase', letterSpacing: '0.08em' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'block',
    padding: '3px 0 3px 10px',
    borderInlineStart: `2px solid ${(theme.vars ?? theme).palette.divider}`,
    textDecoration: 'none',
    color: (theme.vars ?? theme).palette.text.secondary,
  },
  '& a[data-level="3"]': { paddingInlineStart: 22 },
  '& a[aria-current="location"]': {
    color: (theme.vars ?? theme).palette.primary.main,
    borderInlineStartColor: (theme.vars ?? theme).palette.primary.main,
  },
}));

/** "Contents" list of the page's h2/h3 with scroll-spy (from the xl breakpoint). */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const [activeId, setActiveId] = React.useState<string | null>(null);
  const t = useTranslate();
  React.useEffect(() => {
    if (toc.length === 0 || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible.length) {
          setActiveId(visible[0].target.id);
        }
      },
      { rootMargin: `-${HEADER_HEIGHT}px 0px -70% 0px` },
    );
    toc.forEach(({ id }) => {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    });
    return () => observer.disconnect();
  }, [toc]);
  if (toc.length === 0) {
    return null;
  }
  return (
    <Aside aria-labelledby="toc-title">
      <h2 id="toc-title">{t('page.contents')}</h2>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} data-level={entry.level} aria-current={entry.id === activeId ? 'location' : undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </Aside>
  );
}

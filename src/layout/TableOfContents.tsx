import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { TocEntry } from '../contracts';
import { HEADER_HEIGHT, TOC_GAP, TOC_WIDTH } from '../theme/theme';
import { useTranslate } from '../i18n/I18nProvider';
import { tocTree, type TocNode } from './tocTree';
import { placePageEnd, watchSections } from './scrollSpy';

const Aside = styled('nav')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('lg')]: {
    display: 'block',
    position: 'sticky',
    top: HEADER_HEIGHT + 24,
    flex: `0 0 ${TOC_WIDTH}px`,
    width: TOC_WIDTH,
    boxSizing: 'border-box',
    maxHeight: `calc(100vh - ${HEADER_HEIGHT + 48}px)`,
    overflowY: 'auto',
    marginInlineStart: TOC_GAP,
    paddingInlineEnd: 4,
    fontSize: '0.8125rem',
    lineHeight: 1.45,
  },
  '& h2': { fontSize: '0.75rem', fontWeight: 700, margin: '0 0 8px', textTransform: 'uppercase', letterSpacing: '0.08em' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'block',
    padding: '4px 0',
    paddingInlineStart: 12,
    borderInlineStart: `2px solid ${(theme.vars ?? theme).palette.divider}`,
    textDecoration: 'none',
    color: (theme.vars ?? theme).palette.text.secondary,
  },
  '& ul ul a': { paddingInlineStart: 24 },
  '& a:hover': { color: (theme.vars ?? theme).palette.text.primary },
  // Colour only: marking a section never moves a line.
  '& a[aria-current]': {
    color: (theme.vars ?? theme).palette.primary.dark,
    borderInlineStartColor: (theme.vars ?? theme).palette.primary.main,
    ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.primary.light }),
  },
}));

const Block = styled('nav')(({ theme }) => ({
  margin: '0 0 24px',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  fontSize: '0.875rem',
  [theme.breakpoints.up('lg')]: { display: 'none' },
  '& summary': { padding: '10px 14px', fontWeight: 600, cursor: 'pointer' },
  '& ul': { margin: 0, padding: '0 14px 12px', listStyle: 'none' },
  '& ul ul': { padding: '0 16px' },
  '& a': { display: 'block', padding: '5px 0', color: (theme.vars ?? theme).palette.text.secondary },
  '& a:not(:hover)': { textDecoration: 'none' },
}));

function TocList({ nodes, current }: { nodes: readonly (TocNode | TocEntry)[]; current?: string | null }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} aria-current={node.id === current ? 'location' : undefined}>
            {node.text}
          </a>
          {'children' in node && node.children.length > 0 ? <TocList nodes={node.children} current={current} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The page's contents beside the article from the lg breakpoint (1200 px): sticky under the app bar,
 * `h3`s nested under their `h2`, the section in view marked (`aria-current`).
 */
export function TableOfContents({ toc, bodyComplete = true }: { toc: readonly TocEntry[]; bodyComplete?: boolean }) {
  const t = useTranslate();
  const nodes = React.useMemo(() => tocTree(toc), [toc]);
  const [current, setCurrent] = React.useState<string | null>(null);

  React.useEffect(() => {
    // The headings already in the page, whoever rendered them; again once a page change has rendered
    // the whole body (src/layout/firstScreenFirst.ts).
    const headings = toc.map(({ id }) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return undefined;
    const { end, remove } = placePageEnd(document);
    const stop = watchSections(headings, setCurrent, { end });
    return () => {
      stop();
      remove();
    };
  }, [toc, bodyComplete]);

  if (toc.length === 0) return null;
  return (
    <Aside aria-labelledby="toc-title" data-no-print="">
      <h2 id="toc-title">{t('page.contents')}</h2>
      <TocList nodes={nodes} current={current} />
    </Aside>
  );
}

/**
 * Below the lg breakpoint, the contents as a collapsed "On this page" block at the top of the
 * article: native `<details>`, so it opens without any script.
 */
export function ContentsBlock({ toc }: { toc: readonly TocEntry[] }) {
  const t = useTranslate();
  const nodes = React.useMemo(() => tocTree(toc), [toc]);
  if (toc.length === 0) return null;
  return (
    <Block aria-label={t('page.onThisPage')} data-no-print="">
      <details>
        <summary>{t('page.onThisPage')}</summary>
        <TocList nodes={nodes} />
      </details>
    </Block>
  );
}

import * as React from 'react';
import { styled } from '@mui/material/styles';
import { chipStyles, navBadges, planMarkStyles, useBadgeStrings, type BadgeStrings } from './NavBadges';
import { useSectionItems } from './useNavSection';
import { navHref } from './navHref';
import type { NavItem } from '../contracts';
import { useI18n } from '../i18n/I18nProvider';

const rowStyles = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 32,
  padding: '4px 10px',
  border: 0,
  borderRadius: 6,
  background: 'none',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  textAlign: 'start' as const,
  textDecoration: 'none',
  color: 'inherit',
  cursor: 'pointer',
};

/**
 * The whole drawer list is styled from its root, its entries are plain elements with class names:
 * a styled component per entry would compute and serialise its styles once per entry, a hundred-odd
 * times while the page hydrates. `a.nav-row` is a page, `button.nav-group` a group (its chevron drawn
 * in CSS), `h2` a subheader, `ul.nav-nested` a group's children, `p.nav-status` a loading or error line.
 */
const Root = styled('ul')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& ul.nav-nested': { paddingInlineStart: 12 },
    '& a.nav-row': {
      ...rowStyles,
      color: palette.text.secondary,
      '&:hover': { backgroundColor: palette.action.hover },
      '&[aria-current="page"]': {
        color: palette.primary.dark,
        backgroundColor: palette.action.selected,
        fontWeight: 600,
        ...theme.applyStyles('dark', { color: palette.primary.light }),
      },
    },
    '& button.nav-group': {
      ...rowStyles,
      fontWeight: 500,
      color: palette.text.primary,
      '&:hover': { backgroundColor: palette.action.hover },
      // The chevron is drawn in CSS (no element: 40-odd groups on every page): it points to the reading
      // direction's end when closed, down when open.
      '&::after': {
        content: '""',
        flexShrink: 0,
        width: 7,
        height: 7,
        marginInlineStart: 'auto',
        marginInlineEnd: 4,
        borderInlineEnd: '2px solid currentColor',
        borderBottom: '2px solid currentColor',
        transform: 'rotate(-45deg)',
        transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
      },
      '&[aria-expanded="true"]::after': { transform: 'rotate(45deg)' },
      '[dir="rtl"] &::after': { transform: 'rotate(45deg)' },
      '[dir="rtl"] &[aria-expanded="true"]::after': { transform: 'rotate(-45deg)' },
    },
    '& h2': {
      margin: '16px 0 4px',
      padding: '0 10px',
      fontSize: '0.6875rem',
      fontWeight: 700,
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: palette.text.secondary,
    },
    '& p.nav-status': { margin: 0, padding: '4px 10px', fontSize: '0.8125rem', color: palette.text.secondary },
    '& .nav-plan': planMarkStyles(theme),
    '& .nav-chip': chipStyles(theme),
  };
});

/** A text-sized button inside a status line (retry a failed load). */
export const RetryButton = styled('button')(({ theme }) => ({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: (theme.vars ?? theme).palette.primary.main,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
}));

interface NavListProps {
  items: readonly NavItem[];
  /** Pathnames of the active page and its parents. */
  activeChain: readonly string[];
  activePathname: string;
  onNavigate?: () => void;
  /** Runs when an open group's children arrive after a loading line on the active chain (the drawer reveals its active link). */
  onSectionShown?: () => void;
  /**
   * The list's HTML as the server rendered it (DRAWER_LIST_SELECTOR), shown as is instead of `items`
   * while the drawer hydrates before the section files it lists have arrived (NavTree).
   */
  documentHtml?: string;
}

/** The server-rendered list of the page's drawer, in the document. */
export const DRAWER_LIST_SELECTOR = '[data-nav-tree] > ul[data-nav-list]';

/** What every entry of a list needs, looked up once per list. */
interface EntryContext {
  i18n: ReturnType<typeof useI18n>;
  badges: BadgeStrings;
  activeChain: readonly string[];
  activePathname: string;
  onSectionShown?: () => void;
}

/** An entry's title in the reader's language; English titles on a page in another language say so. */
function entryTitle(item: NavItem, { i18n }: EntryContext): React.ReactNode {
  const title = i18n.pageTitle(item.pathname, item.title);
  return i18n.englishLang && title === item.title ? <span lang={i18n.englishLang}>{title}</span> : title;
}

/**
 * An open group's children: listed in the page data, or read from its section file (an exported page's
 * data lists none, src/export/navData.ts: the drawer hydrates once the files it needs are in, NavTree).
 */
function GroupChildren({ item, context }: { item: NavItem; context: EntryContext }) {
  const { t, pageTitle } = context.i18n;
  const { items: children, section } = useSectionItems(item.section, item.children);
  // A list that arrives after a status line was shown brings the page's link into view (a page change into another product).
  const waited = React.useRef(false);
  const shown = children !== null;
  React.useEffect(() => {
    if (!shown) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      if (context.activeChain.includes(item.pathname)) context.onSectionShown?.();
    }
  }, [shown, context, item.pathname]);
  if (children) return entries(children, context);
  return (
    <li>
      {section.status === 'error' ? (
        <p className="nav-status" role="alert">
          {t('nav.sectionFailed')}{' '}
          <RetryButton type="button" onClick={section.retry}>
            {t('nav.retry')}
          </RetryButton>{' '}
          <a href={navHref(item)}>{t('nav.openSection', { title: pageTitle(item.pathname, item.title) })}</a>
        </p>
      ) : (
        <p className="nav-status" aria-live="polite">
          {t('nav.loading')}
        </p>
      )}
    </li>
  );
}

function GroupEntry({ item, context }: { item: NavItem; context: EntryContext }) {
  const onActiveChain = context.activeChain.includes(item.pathname);
  const [open, setOpen] = React.useState(onActiveChain);
  React.useEffect(() => {
    // A client-side navigation into this group opens it; leaving it keeps the reader's choice.
    if (onActiveChain) {
      setOpen(true);
    }
  }, [onActiveChain]);
  const listId = `nav-${item.pathname.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  return (
    <li>
      <button type="button" className="nav-group" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {entryTitle(item, context)}
        {navBadges(item, context.badges)}
      </button>
      {open ? (
        <ul id={listId} className="nav-nested">
          <GroupChildren item={item} context={context} />
        </ul>
      ) : null}
    </li>
  );
}

/** The entries of a list: plain elements (the root styles them), a component only for a group's state. */
function entries(items: readonly NavItem[], context: EntryContext): React.ReactNode {
  return items.map((item) => {
    if (item.kind === 'subheader') {
      return (
        <li key={item.pathname}>
          <h2>
            {entryTitle(item, context)}
            {navBadges(item, context.badges)}
          </h2>
          <ul>{entries(item.children ?? [], context)}</ul>
        </li>
      );
    }
    if (item.kind === 'group') return <GroupEntry key={item.pathname} item={item} context={context} />;
    const outside = item.kind === 'external' || item.kind === 'file';
    return (
      <li key={item.pathname}>
        <a
          className="nav-row"
          href={outside ? navHref(item) : context.i18n.hrefFor({ pathname: item.pathname, kind: item.kind, href: navHref(item) })}
          {...(item.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          aria-current={!outside && item.pathname === context.activePathname ? 'page' : undefined}
        >
          {entryTitle(item, context)}
          {navBadges(item, context.badges)}
        </a>
      </li>
    );
  });
}

/**
 * The drawer's tree: subheaders as headings, groups as disclosure buttons, pages as links. The links
 * are plain: the app routes their clicks client-side (src/layout/useClientLinks.ts). `onNavigate`
 * runs when a link is followed (the temporary drawer closes).
 */
/**
 * Group buttons pressed in the server's list while it stood in for the entries (a press before or
 * while the drawer hydrated, replayed by React on the list): pressed again once the entries are rendered.
 */
const pressedEarly: string[] = [];

export function NavList({ items, activeChain, activePathname, onNavigate, onSectionShown, documentHtml }: NavListProps) {
  const i18n = useI18n();
  const badges = useBadgeStrings();
  const context = React.useMemo<EntryContext>(
    () => ({ i18n, badges, activeChain, activePathname, onSectionShown }),
    [i18n, badges, activeChain, activePathname, onSectionShown],
  );
  const root = React.useRef<HTMLUListElement>(null);
  React.useLayoutEffect(() => {
    if (documentHtml !== undefined) return;
    for (const id of pressedEarly.splice(0)) root.current?.querySelector<HTMLButtonElement>(`button.nav-group[aria-controls="${id}"]`)?.click();
  }, [documentHtml]);
  const onClick = onNavigate ? (event: React.MouseEvent) => (event.target as Element).closest('a') && onNavigate() : undefined;
  // Keyed: the server's HTML is replaced as a whole by the rendered entries once they can be rendered.
  return documentHtml === undefined ? (
    <Root key="entries" ref={root} data-nav-list="" onClick={onClick}>
      {entries(items, context)}
    </Root>
  ) : (
    <Root
      key="document"
      data-nav-list=""
      onClick={(event) => {
        const id = (event.target as Element).closest('button.nav-group')?.getAttribute('aria-controls');
        if (id && /^nav-[A-Za-z0-9-]+$/.test(id)) pressedEarly.push(id);
      }}
      dangerouslySetInnerHTML={{ __html: documentHtml }}
    />
  );
}

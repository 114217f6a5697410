import * as React from 'react';
import Link from 'next/link';
import { styled, type Theme } from '@mui/material/styles';
import { NavBadges } from './NavBadges';
import { useNavSection } from './useNavSection';
import type { NavItem } from '../contracts';
import { useI18n } from '../i18n/I18nProvider';

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

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

const linkStyles = ({ theme }: { theme: Theme }) => ({
  ...rowStyles,
  color: (theme.vars ?? theme).palette.text.secondary,
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&[aria-current="page"]': {
    color: (theme.vars ?? theme).palette.primary.dark,
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
    fontWeight: 600,
    ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.primary.light }),
  },
});

const Row = styled('a')(linkStyles);
const RowLink = styled(Link)(linkStyles);

const GroupButton = styled('button')(({ theme }) => ({
  ...rowStyles,
  fontWeight: 500,
  color: (theme.vars ?? theme).palette.text.primary,
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
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
}));

const Subheader = styled('h2')(({ theme }) => ({
  margin: '16px 0 4px',
  padding: '0 10px',
  fontSize: '0.6875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Nested = styled(List)({ paddingInlineStart: 12 });

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  padding: '4px 10px',
  fontSize: '0.8125rem',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

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

/** An entry's title in the reader's language; English titles on a page in another language say so. */
function NavTitle({ item }: { item: NavItem }) {
  const { pageTitle, englishLang } = useI18n();
  const title = pageTitle(item.pathname, item.title);
  return englishLang && title === item.title ? <span lang={englishLang}>{title}</span> : <React.Fragment>{title}</React.Fragment>;
}

interface NavListProps {
  items: readonly NavItem[];
  /** Pathnames of the active page and its parents. */
  activeChain: readonly string[];
  activePathname: string;
  onNavigate?: () => void;
}

function GroupEntry({ item, activeChain, activePathname, onNavigate }: Omit<NavListProps, 'items'> & { item: NavItem }) {
  const { t, pageTitle } = useI18n();
  const onActiveChain = activeChain.includes(item.pathname);
  const [open, setOpen] = React.useState(onActiveChain);
  React.useEffect(() => {
    // A client-side navigation into this group opens it; leaving it keeps the reader's choice.
    if (onActiveChain) {
      setOpen(true);
    }
  }, [onActiveChain]);
  const section = useNavSection(item.section, open && !item.children);
  const listId = `nav-${item.pathname.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  const children = item.children ?? (section.status === 'ready' ? section.items : null);
  return (
    <li>
      <GroupButton type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span>
          <NavTitle item={item} />
          <NavBadges item={item} />
        </span>
      </GroupButton>
      {open ? (
        <Nested id={listId}>
          {children ? (
            <NavEntries items={children} activeChain={activeChain} activePathname={activePathname} onNavigate={onNavigate} />
          ) : (
            <li>
              {section.status === 'error' ? (
                <Status role="alert">
                  {t('nav.sectionFailed')}{' '}
                  <RetryButton type="button" onClick={section.retry}>
                    {t('nav.retry')}
                  </RetryButton>{' '}
                  <Link href={item.href} prefetch={false}>
                    {t('nav.openSection', { title: pageTitle(item.pathname, item.title) })}
                  </Link>
                </Status>
              ) : (
                <Status aria-live="polite">{t('nav.loading')}</Status>
              )}
            </li>
          )}
        </Nested>
      ) : null}
    </li>
  );
}

function NavEntries({ items, activeChain, activePathname, onNavigate }: NavListProps) {
  const { hrefFor } = useI18n();
  return (
    <React.Fragment>
      {items.map((item) => {
        if (item.kind === 'subheader') {
          return (
            <li key={item.pathname}>
              <Subheader>
                <NavTitle item={item} />
                <NavBadges item={item} />
              </Subheader>
              <List>
                <NavEntries items={item.children ?? []} activeChain={activeChain} activePathname={activePathname} onNavigate={onNavigate} />
              </List>
            </li>
          );
        }
        if (item.kind === 'group') {
          return <GroupEntry key={item.pathname} item={item} activeChain={activeChain} activePathname={activePathname} onNavigate={onNavigate} />;
        }
        const current = item.pathname === activePathname;
        return (
          <li key={item.pathname}>
            {item.kind === 'external' || item.kind === 'file' ? (
              <Row href={item.href} {...(item.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                <NavTitle item={item} />
                <NavBadges item={item} />
              </Row>
            ) : (
              <RowLink href={hrefFor(item)} prefetch={false} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                <NavTitle item={item} />
                <NavBadges item={item} />
              </RowLink>
            )}
          </li>
        );
      })}
    </React.Fragment>
  );
}

/** The drawer's tree: subheaders as headings, groups as disclosure buttons, pages as links. */
export function NavList(props: NavListProps) {
  return (
    <List>
      <NavEntries {...props} />
    </List>
  );
}

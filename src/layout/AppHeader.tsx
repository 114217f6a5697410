import * as React from 'react';
import { styled } from '@mui/material/styles';
import { MenuGlyph, RepoGlyph, SlidersGlyph } from './icons';
import { VersionSwitcher } from './VersionSwitcher';
import { usePage } from '../core/PageContext';
import { site } from '../../data/site';
import { HEADER_HEIGHT } from '../theme/theme';
import { HeaderButton, HeaderLink } from './HeaderButton';
import { useTranslate } from '../i18n/I18nProvider';
import { SearchButton } from '../search/SearchButton';

const Bar = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  boxSizing: 'border-box',
  height: HEADER_HEIGHT,
  padding: '0 12px',
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  backgroundColor: (theme.vars ?? theme).palette.background.default,
}));

const Brand = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  fontWeight: 700,
  fontSize: '1rem',
  textDecoration: 'none',
  color: (theme.vars ?? theme).palette.text.primary,
  whiteSpace: 'nowrap',
}));

const ProductName = styled('span')(({ theme }) => ({
  fontWeight: 600,
  fontSize: '0.9375rem',
  color: (theme.vars ?? theme).palette.text.secondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

const MenuButton = styled(HeaderButton)(({ theme }) => ({ padding: 0, [theme.breakpoints.up('lg')]: { display: 'none' } }));

function Logo() {
  return (
    <svg width="28" height="24" viewBox="0 0 36 32" aria-hidden="true" focusable="false">
      <path fill="#007FFF" d="M30.3 21.1a.8.8 0 0 0 .4-.7V14a.8.8 0 0 1 .4-.7l3.7-2.1a.8.8 0 0 1 1.2.7v11.3a.8.8 0 0 1-.4.7l-12.2 7a.8.8 0 0 1-.8 0l-9.5-5.5a.8.8 0 0 1-.4-.7v-6.3c0-.2.1-.1.2 0l5.6 3.2c.3.1.6.1.8 0l11-6.3ZM0 1.1c0-.6.6-1 1.2-.7l10.4 6c.3.1.6.1.8 0l10.4-6c.6-.3 1.2.1 1.2.7v15.8a.8.8 0 0 1-.4.7l-6.9 4c-.3.1-.6-.1-.6-.4V9.6c0-.1-.1-.2-.2-.1L12.4 12a.8.8 0 0 1-.8 0l-4.9-2.8c-.1-.1-.2 0-.2.1v12.5a.8.8 0 0 1-.4.7L2.4 24.7A1.6 1.6 0 0 1 0 23.3V1.1Z" />
    </svg>
  );
}

interface HeaderProps {
  onOpenNav: () => void;
  onOpenSettings: () => void;
  onPreload?: () => void;
}

/**
 * The bar itself, memoised: a page change re-renders it (and re-serialises its styles) only when the
 * product changes; the version switcher follows the page on its own.
 */
const HeaderBar = React.memo(function HeaderBar({ productName, onOpenNav, onOpenSettings, onPreload }: HeaderProps & { productName: string | undefined }) {
  const t = useTranslate();
  return (
    <Bar>
      <MenuButton type="button" aria-label={t('frame.openNavigation')} onClick={onOpenNav} onPointerEnter={onPreload} onFocus={onPreload}>
        <MenuGlyph />
      </MenuButton>
      <Brand href={site.homePathname} aria-label={t('frame.home', { brand: site.brand })}>
        <Logo />
        <span>{site.brand}</span>
      </Brand>
      {productName && productName !== site.brand ? <ProductName>{productName}</ProductName> : null}
      <VersionSwitcher />
      <span style={{ flex: 1 }} />
      <SearchButton />
      <HeaderLink href={site.githubUrl} target="_blank" rel="noopener noreferrer" aria-label={t('frame.githubRepository')} title={t('frame.githubRepository')} style={{ padding: 0 }}>
        <RepoGlyph />
      </HeaderLink>
      <HeaderButton
        type="button"
        aria-label={t('frame.openSettings')}
        title={t('frame.settings')}
        onClick={onOpenSettings}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        style={{ padding: 0 }}
        data-ga-event-category="header"
        data-ga-event-action="settings"
      >
        <SlidersGlyph />
      </HeaderButton>
    </Bar>
  );
});

/** The app bar: menu button (below lg), brand, product, version switcher, search, GitHub and settings. */
export function AppHeader(props: HeaderProps) {
  const { productName } = usePage();
  return <HeaderBar productName={productName} {...props} />;
}

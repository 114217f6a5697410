import * as React from 'react';
import { styled, type Theme } from '@mui/material/styles';
import type { NavItem } from '../contracts';
import { useTranslate } from '../i18n/I18nProvider';
import { PLAN_TITLE_KEYS } from './plans';

/**
 * The plan mark's look, drawn in CSS on one element (no svg): a diamond for Pro, a star for Premium.
 * Shared with the API entries, whose HTML is composed at build time (`<span class="api-plan">`).
 */
export function planMarkStyles(theme: Theme) {
  return {
    display: 'inline-block',
    flexShrink: 0,
    width: 11,
    height: 11,
    marginInlineStart: 6,
    verticalAlign: 'middle',
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    clipPath: 'polygon(50% 0, 100% 50%, 50% 100%, 0 50%)',
    '&[data-plan="premium"]': {
      width: 13,
      height: 13,
      backgroundColor: '#b26a00',
      clipPath: 'polygon(50% 0, 64% 33%, 100% 38%, 73% 61%, 80% 96%, 50% 78%, 20% 96%, 27% 61%, 0 38%, 36% 33%)',
    },
    ...theme.applyStyles('dark', { '&[data-plan="premium"]': { backgroundColor: '#ffb74d' } }),
    // High-contrast modes drop backgrounds: keep the mark in the text colour.
    '@media (forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  } as const;
}

const PlanMark = styled('span')(({ theme }) => planMarkStyles(theme));

/** Small plan icon; the `title` gives sighted users a tooltip and the image role a name. */
export function PlanIcon({ plan }: { plan: NonNullable<NavItem['plan']> }) {
  const title = useTranslate()(PLAN_TITLE_KEYS[plan]);
  return <PlanMark data-plan={plan} role="img" aria-label={title} title={title} />;
}

/**
 * The New / Planned / Preview chips' look: the drawer styles them from its root (see NavList), so an
 * entry's chip is a plain `span.nav-chip` with `data-chip`.
 */
export function chipStyles(theme: Theme) {
  return {
    display: 'inline-block',
    marginInlineStart: 6,
    padding: '0 6px',
    borderRadius: 10,
    fontSize: '0.6875rem',
    fontWeight: 600,
    lineHeight: '18px',
    verticalAlign: 'middle',
    border: '1px solid',
    color: '#0b5394',
    borderColor: '#9fc3e7',
    '&[data-chip="planned"]': { color: '#5f4b00', borderColor: '#d9c46a' },
    '&[data-chip="preview"]': { color: '#6a1b9a', borderColor: '#c9a6dc' },
    ...theme.applyStyles('dark', {
      color: '#99ccf3',
      borderColor: '#2f5d86',
      '&[data-chip="planned"]': { color: '#f0dc82', borderColor: '#6f6120' },
      '&[data-chip="preview"]': { color: '#e1bee7', borderColor: '#6a4a77' },
    }),
  } as const;
}

/** The strings the drawer's badges need, looked up once per list rather than once per entry. */
export interface BadgeStrings {
  planTitle: Record<NonNullable<NavItem['plan']>, string>;
  new: string;
  planned: string;
  preview: string;
}

export function useBadgeStrings(): BadgeStrings {
  const t = useTranslate();
  return React.useMemo(
    () => ({
      planTitle: { pro: t(PLAN_TITLE_KEYS.pro), premium: t(PLAN_TITLE_KEYS.premium) },
      new: t('nav.new'),
      planned: t('nav.planned'),
      preview: t('nav.preview'),
    }),
    [t],
  );
}

/**
 * Plan mark and New / Planned / Preview chips of a drawer entry, as plain elements styled by the
 * drawer's root (`span.nav-plan`, `span.nav-chip`): a plain function, not a component, since the
 * drawer renders a hundred-odd entries while the page hydrates.
 */
export function navBadges(item: NavItem, strings: BadgeStrings): React.ReactNode {
  if (!item.plan && !item.newFeature && !item.planned && !item.unstable) return null;
  return (
    <React.Fragment>
      {item.plan ? <span className="nav-plan" data-plan={item.plan} role="img" aria-label={strings.planTitle[item.plan]} title={strings.planTitle[item.plan]} /> : null}
      {item.newFeature ? <span className="nav-chip" data-chip="new">{strings.new}</span> : null}
      {item.planned ? <span className="nav-chip" data-chip="planned">{strings.planned}</span> : null}
      {item.unstable ? <span className="nav-chip" data-chip="preview">{strings.preview}</span> : null}
    </React.Fragment>
  );
}

import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { NavItem } from '../contracts';
import { useTranslate } from '../i18n/I18nProvider';

const PLAN_TITLE_KEYS = { pro: 'nav.proPlan', premium: 'nav.premiumPlan' } as const;

const PlanMark = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  marginInlineStart: 6,
  verticalAlign: 'middle',
  color: (theme.vars ?? theme).palette.primary.main,
  '&[data-plan="premium"]': { color: '#b26a00' },
  ...theme.applyStyles('dark', { '&[data-plan="premium"]': { color: '#ffb74d' } }),
  '& svg': { width: 13, height: 13, fill: 'currentColor' },
}));

/** Small plan icon; the `title` gives sighted users a tooltip and the image role a name. */
export function PlanIcon({ plan }: { plan: NonNullable<NavItem['plan']> }) {
  const title = useTranslate()(PLAN_TITLE_KEYS[plan]);
  return (
    <PlanMark data-plan={plan} role="img" aria-label={title} title={title}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {plan === 'pro' ? (
          <path d="M8 1 15 8 8 15 1 8Z" />
        ) : (
          <path d="M8 1l2.2 4.5 4.8.7-3.5 3.4.8 4.9L8 12.2 3.7 14.5l.8-4.9L1 6.2l4.8-.7Z" />
        )}
      </svg>
    </PlanMark>
  );
}

const Chip = styled('span')(({ theme }) => ({
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
}));

/** Plan icon and New / Planned / Preview chips of a drawer entry. */
export function NavBadges({ item }: { item: NavItem }) {
  const t = useTranslate();
  return (
    <React.Fragment>
      {item.plan ? <PlanIcon plan={item.plan} /> : null}
      {item.newFeature ? <Chip data-chip="new">{t('nav.new')}</Chip> : null}
      {item.planned ? <Chip data-chip="planned">{t('nav.planned')}</Chip> : null}
      {item.unstable ? <Chip data-chip="preview">{t('nav.preview')}</Chip> : null}
    </React.Fragment>
  );
}

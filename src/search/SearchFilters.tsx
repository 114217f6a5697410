import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { Translate } from '../i18n/translate';
import { productFilters, productFilterSlot } from './productFilter';

const Chips = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 6,
    padding: '8px 12px',
    borderBottom: `1px solid ${palette.divider}`,
    '& button': {
      padding: '2px 10px',
      border: `1px solid ${palette.divider}`,
      borderRadius: 16,
      background: 'none',
      font: 'inherit',
      fontSize: '0.8125rem',
      color: palette.text.secondary,
      cursor: 'pointer',
    },
    '& button[aria-pressed="true"]': { borderColor: palette.primary.main, color: palette.primary.main, fontWeight: 600 },
    '& button:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

/** The product the search is narrowed to (undefined: all), read from and kept in the visit's storage. */
export function useProductFilter(): [string | undefined, (group: string | undefined) => void] {
  const [only, setOnly] = React.useState<string | undefined>(() => productFilterSlot.read() ?? undefined);
  const choose = React.useCallback((group: string | undefined) => {
    setOnly(group);
    if (group) productFilterSlot.write(group);
    else productFilterSlot.remove();
  }, []);
  return [only, choose];
}

/** All / one product: toggle buttons, one pressed at a time. */
export function SearchFilters({ only, onChange, t }: { only: string | undefined; onChange: (group: string | undefined) => void; t: Translate }) {
  return (
    <Chips role="group" aria-label={t('search.filter')}>
      {productFilters(t('search.filterAll')).map((filter) => (
        <button key={filter.group ?? 'all'} type="button" aria-pressed={filter.group === only} onClick={() => onChange(filter.group)}>
          {filter.label}
        </button>
      ))}
    </Chips>
  );
}

import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { Translate } from '../i18n/translate';
import type { SearchStatus } from './useSearch';
import { products } from '../../data/products';

/** The pieces of the search dialog around its list: field row, scrolling body, messages, key hints. */

export const Form = styled('form')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '8px 12px',
    borderBottom: `1px solid ${palette.divider}`,
    '& svg': { width: 20, height: 20, flex: 'none', fill: palette.text.secondary },
    '& input': {
      flex: 1,
      minWidth: 0,
      height: 40,
      border: 0,
      outline: 0,
      background: 'none',
      font: 'inherit',
      fontSize: '1.0625rem',
      color: palette.text.primary,
    },
    '& input::-webkit-search-cancel-button': { display: 'none' },
    '& button': {
      flex: 'none',
      padding: '2px 8px',
      border: `1px solid ${palette.divider}`,
      borderRadius: 6,
      background: 'none',
      font: 'inherit',
      fontSize: '0.75rem',
      fontWeight: 600,
      color: palette.text.secondary,
      cursor: 'pointer',
    },
    '& button:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

export const Body = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    flex: 1,
    minHeight: 120,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    '& .message': { margin: 0, padding: '24px 20px', color: palette.text.secondary, fontSize: '0.875rem', lineHeight: 1.6 },
    '& .message strong': { color: palette.text.primary },
    '& .message button, & .clear': {
      marginTop: 8,
      padding: '4px 10px',
      border: `1px solid ${palette.divider}`,
      borderRadius: 6,
      background: 'none',
      font: 'inherit',
      fontSize: '0.8125rem',
      color: palette.primary.main,
      cursor: 'pointer',
    },
    '& .clear': { margin: '0 16px 12px' },
    '& .did-you-mean': { margin: 0, padding: '10px 18px 0', fontSize: '0.8125rem', color: palette.text.secondary },
    '& .message a': { color: palette.primary.main },
  };
});

const Footer = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 16,
    padding: '8px 16px',
    borderTop: `1px solid ${palette.divider}`,
    fontSize: '0.75rem',
    color: palette.text.secondary,
    '& kbd': { font: 'inherit', fontWeight: 600, marginInlineEnd: 4, padding: '0 4px', border: `1px solid ${palette.divider}`, borderRadius: 4 },
    [theme.breakpoints.down('sm')]: { display: 'none' },
  };
});

export const VisuallyHidden = styled('p')({ position: 'absolute', width: 1, height: 1, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

interface SearchMessageProps {
  status: SearchStatus;
  /** Nothing to list: no recent search (empty query), or no result (a query). */
  empty: boolean;
  /** The query ('' while it is empty). */
  query: string;
  /** Pages close to a query that found nothing. */
  suggestions?: ReadonlyArray<{ title: string; url: string }>;
  t: Translate;
  onRetry: () => void;
  /** Reloads the page: an index of an earlier deployment is gone, the current page knows the new one. */
  onReload?: () => void;
}

/** What the dialog says instead of (or before) a list: loading, a failure, how to start, no result. */
export function SearchMessage({ status, empty, query, suggestions, t, onRetry, onReload = () => window.location.reload() }: SearchMessageProps) {
  if (status === 'missing-index') return <p className="message">{t('search.missingIndex')}</p>;
  if (status === 'unavailable')
    return (
      <div className="message">
        <p style={{ margin: 0 }}>{t('search.unavailable')}</p>
        <button type="button" onClick={onRetry}>
          {t('search.retry')}
        </button>{' '}
        <button type="button" onClick={onReload}>
          {t('search.reload')}
        </button>
      </div>
    );
  if (status === 'loading') return <p className="message">{t('search.loading')}</p>;
  if (!empty) return null;
  if (query === '') return <p className="message">{t('search.start')}</p>;
  return (
    <div className="message">
      <p style={{ margin: 0 }}>
        <strong>{t('search.none', { query })}</strong>
      </p>
      <p style={{ margin: '4px 0 0' }}>{t('search.noneHelp')}</p>
      {suggestions?.length ? (
        <p style={{ margin: '8px 0 0' }}>
          {t('search.suggestions')}{' '}
          {suggestions.map((page, index) => (
            <React.Fragment key={page.url}>
              {index ? ', ' : null}
              <a href={page.url}>{page.title}</a>
            </React.Fragment>
          ))}
        </p>
      ) : null}
      <p style={{ margin: '8px 0 0' }}>
        {t('search.apiIndex')}{' '}
        {API_INDEXES.map((product, index) => (
          <React.Fragment key={product.apiSegment}>
            {index ? ' · ' : null}
            <a href={`/x/api/${product.apiSegment}/`}>{product.shortName}</a>
          </React.Fragment>
        ))}
      </p>
    </div>
  );
}

const API_INDEXES = products;

/** The line above a list found for a corrected query: what the query was taken for. */
export function DidYouMean({ text, t }: { text: string; t: Translate }) {
  return <p className="did-you-mean">{t('search.didYouMean', { query: text })}</p>;
}

/** The keys of the list, for pointer users to learn (hidden from assistive technology and on phones). */
export function KeyHints({ t }: { t: Translate }) {
  return (
    <Footer aria-hidden="true">
      <span>
        <kbd>↑</kbd>
        <kbd>↓</kbd>
        {t('search.navigate')}
      </span>
      <span>
        <kbd>↵</kbd>
        {t('search.open')}
      </span>
      <span>
        <kbd>Esc</kbd>
        {t('search.closeHint')}
      </span>
    </Footer>
  );
}

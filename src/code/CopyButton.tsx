import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { CopyStatus } from './useCopy';
import { useTranslate } from '../i18n/I18nProvider';

const Root = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  '& > kbd': {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontSize: '0.6875rem',
    fontWeight: 500,
    color: '#b6c2cf',
  },
  // No keyboard shortcut to hint at on touch screens.
  '@media (hover: none)': { '& > kbd': { display: 'none' } },
  '& > button': {
    padding: '3px 8px',
    border: '1px solid rgba(255, 255, 255, 0.24)',
    borderRadius: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1.5,
    color: '#e6edf3',
    backgroundColor: 'rgba(15, 23, 32, 0.88)',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#1f2a36', borderColor: 'rgba(255, 255, 255, 0.45)' },
    '&:focus-visible': { outline: '2px solid #79c0ff', outlineOffset: 2 },
  },
});

const LABEL_KEYS = { idle: 'code.copy', copied: 'code.copied', failed: 'code.copyFailed' } as const satisfies Record<CopyStatus, string>;

interface CopyButtonProps {
  status: CopyStatus;
  /** The shortcut hint (`⌘C` or `Ctrl + C`), shown beside the button and describing it. */
  hint: string;
  onClick: () => void;
  className?: string;
}

/** The copy button of a code block: "Copy" -> "Copied" while the block says so, with the shortcut hint. */
export function CopyButton({ status, hint, onClick, className }: CopyButtonProps) {
  const hintId = React.useId();
  const t = useTranslate();
  return (
    <Root className={className} data-pagefind-ignore="" data-no-print="">
      <kbd id={hintId}>{hint}</kbd>
      <button type="button" aria-label={t('code.copyLabel')} aria-describedby={hintId} onClick={onClick} data-status={status}>
        {t(LABEL_KEYS[status])}
      </button>
    </Root>
  );
}

import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { CopyStatus } from './useCopy';

const Button = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '3px 8px',
  border: '1px solid rgba(255, 255, 255, 0.24)',
  borderRadius: 6,
  font: 'inherit',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.5,
  color: '#e6edf3',
  backgroundColor: 'rgba(15, 23, 32, 0.88)',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1f2a36', borderColor: 'rgba(255, 255, 255, 0.45)' },
  '&:focus-visible': { outline: '2px solid #79c0ff', outlineOffset: 2 },
  '& kbd': {
    fontFamily: 'inherit',
    fontSize: '0.6875rem',
    fontWeight: 500,
    color: '#b6c2cf',
  },
  // No keyboard shortcut to hint at on touch screens.
  '@media (hover: none)': { '& kbd': { display: 'none' } },
});

const LABELS: Record<CopyStatus, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

interface CopyButtonProps {
  status: CopyStatus;
  /** The shortcut hint (`⌘C` or `Ctrl + C`). */
  hint: string;
  onClick: () => void;
  className?: string;
}

/** The copy button of a code block: "Copy" -> "Copied" while the block says so, with the shortcut hint. */
export function CopyButton({ status, hint, onClick, className }: CopyButtonProps) {
  return (
    <Button type="button" aria-label="Copy the code" onClick={onClick} className={className} data-status={status}>
      <span>{LABELS[status]}</span>
      {status === 'idle' ? <kbd>{hint}</kbd> : null}
    </Button>
  );
}

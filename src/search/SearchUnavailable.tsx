import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '../i18n/I18nProvider';

const Box = styled('dialog')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    width: 420,
    maxWidth: 'calc(100% - 32px)',
    padding: '20px 24px',
    border: `1px solid ${palette.divider}`,
    borderRadius: 12,
    background: palette.background.paper,
    color: palette.text.primary,
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' },
    '& h2': { margin: 0, fontSize: '1.125rem' },
    '& p': { margin: '8px 0 16px', fontSize: '0.875rem', lineHeight: 1.6, color: palette.text.secondary },
    '& .actions': { display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' },
    '& button': {
      padding: '6px 12px',
      border: `1px solid ${palette.divider}`,
      borderRadius: 6,
      background: 'none',
      font: 'inherit',
      fontSize: '0.875rem',
      color: palette.primary.main,
      cursor: 'pointer',
    },
    '& button:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

interface SearchUnavailableProps {
  onRetry: () => void;
  onClose: () => void;
  /** Reloads the page (the tab may run code of an earlier deployment); injected by tests. */
  reload?: () => void;
}

/**
 * What the search button opens when the dialog's code could not load or the dialog crashed: a modal
 * that says so, with Retry (load the dialog again) and Reload. Part of the app bar's own code (a
 * native `<dialog>`, nothing loaded on demand), so it shows whatever failed to arrive.
 */
export function SearchUnavailable({ onRetry, onClose, reload = () => window.location.reload() }: SearchUnavailableProps) {
  const t = useTranslate();
  const ref = React.useRef<HTMLDialogElement>(null);
  const retryRef = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Browsers without showModal (and jsdom) still show it, without the backdrop.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // showModal focuses the first button (Close): the likely next step is Retry.
    retryRef.current?.focus();
  }, []);
  return (
    <Box
      ref={ref}
      aria-labelledby="search-unavailable-title"
      aria-describedby="search-unavailable-help"
      onCancel={(event) => {
        // Esc: the parent unmounts the dialog (and gives focus back to the button).
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="search-unavailable-title">{t('frame.searchUnavailable')}</h2>
      <p id="search-unavailable-help">{t('frame.searchUnavailableHelp')}</p>
      <div className="actions">
        <button type="button" onClick={onClose}>
          {t('frame.searchClose')}
        </button>
        <button type="button" onClick={reload}>
          {t('frame.searchReload')}
        </button>
        <button ref={retryRef} type="button" onClick={onRetry}>
          {t('frame.searchRetry')}
        </button>
      </div>
    </Box>
  );
}

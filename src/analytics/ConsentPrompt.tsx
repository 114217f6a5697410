import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { ConsentChoice } from './consent';
import { useTranslate } from '../i18n/I18nProvider';

// Fixed in a corner, out of the page flow: it moves nothing and leaves the text readable.
const Prompt = styled('section')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'fixed',
    zIndex: theme.zIndex.snackbar,
    insetInline: 8,
    bottom: 8,
    boxSizing: 'border-box',
    padding: '12px 16px',
    borderRadius: 8,
    border: `1px solid ${palette.divider}`,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: theme.shadows[6],
    fontSize: '0.875rem',
    lineHeight: 1.5,
    [theme.breakpoints.up('sm')]: { insetInlineStart: 'auto', insetInlineEnd: 16, bottom: 16, maxWidth: 380 },
    '& h2': { fontSize: '0.9375rem', margin: '0 0 4px' },
    '& p': { margin: '0 0 8px' },
    '& .actions': { display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' },
  };
});

// Plain buttons: MUI's ButtonBase (ripple, transitions) is not worth its weight for two buttons.
const Choice = styled('button')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    minHeight: 32,
    padding: '4px 12px',
    borderRadius: 6,
    border: `1px solid ${palette.primary.main}`,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    color: palette.primary.main,
    backgroundColor: 'transparent',
    '&:hover': { backgroundColor: palette.action.hover },
    '&.primary': { color: palette.primary.contrastText, backgroundColor: palette.primary.main },
    '&.primary:hover': { backgroundColor: palette.primary.dark },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

/** Asks once whether analytics may run; nothing else on the page waits for the answer. */
export default function ConsentPrompt({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const titleId = React.useId();
  const t = useTranslate();
  return (
    <Prompt aria-labelledby={titleId}>
      <h2 id={titleId}>{t('consent.title')}</h2>
      <p>{t('consent.body')}</p>
      <div className="actions">
        <Choice type="button" onClick={() => onChoose('essential')}>
          {t('consent.essential')}
        </Choice>
        <Choice type="button" className="primary" onClick={() => onChoose('analytics')}>
          {t('consent.allow')}
        </Choice>
      </div>
    </Prompt>
  );
}

import * as React from 'react';
import type { ConsentChoice } from './consent';
import { useTranslateWith } from '../i18n/I18nProvider';
import { consentEnglish } from './consentStrings';

/**
 * Asks once whether analytics may run; nothing else on the page waits for the answer. Its look is
 * consentPromptStyles (consentPromptStyles.ts), written with every page's styles rather than inserted
 * when the prompt appears.
 */
export default function ConsentPrompt({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const titleId = React.useId();
  const t = useTranslateWith(consentEnglish);
  return (
    <section className="consent-prompt" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('consent.title')}</h2>
      <p>{t('consent.body')}</p>
      <div className="actions">
        <button type="button" className="consent-choice" onClick={() => onChoose('essential')}>
          {t('consent.essential')}
        </button>
        <button type="button" className="consent-choice primary" onClick={() => onChoose('analytics')}>
          {t('consent.allow')}
        </button>
      </div>
    </section>
  );
}

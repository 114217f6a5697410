import * as React from 'react';
import type { ConsentChoice } from './consent';
import { useTranslateWith } from '../i18n/I18nProvider';
import { consentEnglish } from './consentStrings';
import { site } from '../../data/site';

/**
 * Asks once whether analytics may run; nothing else on the page waits for the answer, and nothing is
 * sent until it comes. It fills the bar ConsentBar keeps at the top of the page's column; its look is
 * consentPromptStyles (consentPromptStyles.ts), written with every page's styles rather than inserted
 * when the prompt appears.
 */
export default function ConsentPrompt({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const titleId = React.useId();
  const t = useTranslateWith(consentEnglish);
  return (
    <section className="consent-prompt" aria-labelledby={titleId}>
      <p>
        {/* Not a heading: the bar stands above the page's h1. */}
        <strong id={titleId}>{t('consent.title')}</strong> {t('consent.body')}{' '}
        <a href={site.privacyPathname}>{t('consent.privacy')}</a>
      </p>
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

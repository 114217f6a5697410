import * as React from 'react';
import { styled } from '@mui/material/styles';
import { usePage } from '../core/PageContext';
import { OnDemand } from '../core/OnDemand';
import { useTranslate } from '../i18n/I18nProvider';
import { useNearViewport } from '../code/useNearViewport';

const FeedbackPanel = React.lazy(() => import('./FeedbackPanel'));

const Root = styled('section')(({ theme }) => ({
  marginTop: 48,
  padding: '16px 20px',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 12,
  fontSize: '0.9375rem',
  '& h2': { fontSize: '1rem', fontWeight: 600, margin: '0 0 12px' },
  // The answers' room, kept while their code loads: nothing moves when they arrive.
  '& .answers': { minHeight: 34 },
}));

/**
 * "Was this page helpful?" at the end of a page. The question is in the HTML; the answers and what
 * follows them (FeedbackPanel) load when the question nears the viewport, so readers who never get
 * there never download them. Self-contained: it needs the page's pathname and the consent state only.
 */
export function PageFeedback() {
  const { pathname } = usePage();
  const t = useTranslate();
  const ref = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <Root aria-labelledby="feedback-title" data-no-print="">
      <h2 id="feedback-title">{t('page.feedbackTitle')}</h2>
      <div className="answers" ref={ref}>
        {near ? (
          <OnDemand>
            {/* A new page asks again. */}
            <FeedbackPanel key={pathname} />
          </OnDemand>
        ) : null}
      </div>
    </Root>
  );
}

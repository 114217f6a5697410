import * as React from 'react';
import { OnDemand } from '../core/OnDemand';
import { useOptionalAnalyticsConsent } from './AnalyticsProvider';

// Only first-time visitors need the prompt: it loads on demand.
const ConsentPrompt = React.lazy(() => import('./ConsentPrompt'));

/**
 * The consent prompt's place in the app frame: a bar at the top of the page's column, in the flow
 * (it covers nothing and scrolls away with the page). Its height is kept from the first paint for a
 * first-time visitor (the `<html>` mark of prePaint.ts and the rules of consentPromptStyles.ts), so
 * the prompt appears without moving anything; for everyone else the bar takes no space at all.
 */
export function ConsentBar() {
  const consent = useOptionalAnalyticsConsent();
  return (
    <div className="consent-bar" data-no-print="">
      {consent?.status === 'undecided' ? (
        <OnDemand>
          <ConsentPrompt onChoose={consent.choose} />
        </OnDemand>
      ) : null}
    </div>
  );
}

import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useOptionalPage } from '../core/PageContext';
import { site } from '../../data/site';
import type { ConsentChoice, ConsentStatus, ThirdPartyAds } from './consent';
import type { ConsentView } from './decisions';
import { WEB_VITALS_RATIO } from './sampling';
import { tracker as siteTracker } from './tracker';
import { startGoogleAnalytics, updateGoogleConsent } from './gaClient';
import { reportWebVitals } from './webVitals';
import { createSafeContext } from '../core/createSafeContext';
import {
  useClickEvents,
  useConsentChoice,
  useConsentFromOtherTabs,
  useConsentOnLoad,
  usePageViews,
  usePromptSpace,
  useWebVitals,
  type AnalyticsSettings,
} from './analyticsEffects';
import { consentPromptStyles } from './consentPromptStyles';

/**
 * The reader's analytics choice, for the settings drawer: `unavailable` when analytics cannot run
 * whatever the answer (no measurement id, Do Not Track or Global Privacy Control), `unknown` before the
 * provider has looked (server render, first client render).
 */
export interface AnalyticsConsent {
  status: 'unknown' | ConsentStatus;
  choose: (choice: ConsentChoice) => void;
  /** Whether third-party ads (network script, JSON service, pixels) may load; `unknown` before the provider has looked. */
  thirdPartyAds: 'unknown' | ThirdPartyAds;
}

const [ConsentContextProvider, useAnalyticsConsent, useOptionalAnalyticsConsent] = createSafeContext<AnalyticsConsent>('AnalyticsProvider');
export { useAnalyticsConsent, useOptionalAnalyticsConsent };
export type { AnalyticsSettings };

const defaultSettings: AnalyticsSettings = {
  measurementId: site.analytics.measurementId,
  random: Math.random,
  webVitalsRatio: WEB_VITALS_RATIO,
  tracker: siteTracker,
  start: startGoogleAnalytics,
  updateConsent: updateGoogleConsent,
  reportWebVitals,
  readerPreferences: () => ({ codeVariant: 'unknown', colorScheme: 'unknown' }),
};

/**
 * Analytics for the whole app: decides once whether it may run (privacy signals, the reader's
 * consent), sends a page view on load and on every client-side page change, delegates clicks on
 * `data-ga-event-*` elements and samples web vitals, all only once the reader allowed it. When nobody
 * has answered yet, the app frame's ConsentBar asks (it reads `status` from this provider).
 */
export function AnalyticsProvider({ settings, children }: { settings?: Partial<AnalyticsSettings>; children: React.ReactNode }) {
  const config = React.useMemo(() => ({ ...defaultSettings, ...settings }), [settings]);
  const page = useOptionalPage();
  // Null until the browser has been asked (server render, first render).
  const [view, setView] = React.useState<ConsentView | null>(null);
  useConsentOnLoad(config, setView);
  const choose = useConsentChoice(config, setView);
  useConsentFromOtherTabs(view?.state, choose);
  usePageViews(page, config);
  useClickEvents(config);
  useWebVitals(view?.state, config);
  usePromptSpace(view?.state);

  const consent = React.useMemo<AnalyticsConsent>(
    () => ({ status: view?.status ?? 'unknown', choose, thirdPartyAds: view?.ads ?? 'unknown' }),
    [view, choose],
  );

  return (
    <ConsentContextProvider value={consent}>
      {/* Written by the server with every page's styles, where they stay for the visit; the browser
          bundle leaves them out (`typeof window` is a constant in each bundle). */}
      {typeof window === 'undefined' ? <GlobalStyles styles={consentPromptStyles} /> : null}
      {children}
    </ConsentContextProvider>
  );
}

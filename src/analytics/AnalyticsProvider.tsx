import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useOptionalPage } from '../core/PageContext';
import { canonicalUrl } from '../routing/paths';
import { site } from '../../data/site';
import { analyticsAvailable, analyticsState, consentSlot, consentStatus, thirdPartyAds, type AnalyticsState, type ConsentChoice, type ConsentStatus, type PrivacySignals, type ThirdPartyAds } from './consent';
import { clickEventFrom, CLICK_EVENT_SELECTOR } from './clickDelegation';
import { isSampled, WEB_VITALS_RATIO } from './sampling';
import { tracker as siteTracker, type AnalyticsSink, type Tracker } from './tracker';
import { startGoogleAnalytics, updateGoogleConsent } from './gaClient';
import { reportWebVitals } from './webVitals';
import { OnDemand } from '../core/OnDemand';
import { afterPageLoad } from '../lib/afterPageLoad';
import { createSafeContext } from '../core/createSafeContext';
import { consentPromptStyles } from './consentPromptStyles';

export interface AnalyticsSettings {
  /** Empty: analytics off. */
  measurementId: string;
  random: () => number;
  webVitalsRatio: number;
  tracker: Tracker;
  /** Loads the analytics script; resolves to where events go, or null when it cannot run. */
  start: (measurementId: string, state: AnalyticsState) => Promise<AnalyticsSink | null>;
  updateConsent: (state: AnalyticsState) => void;
  reportWebVitals: typeof reportWebVitals;
  /**
   * The reader's preferences sent as user properties with each page view (code variant, colour
   * scheme): the features that own them supply this (the app shell wires it), analytics only sends.
   */
  readerPreferences: () => { codeVariant: string; colorScheme: string };
}

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

// Only first-time visitors need the prompt: it loads on demand.
const ConsentPrompt = React.lazy(() => import('./ConsentPrompt'));

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

function privacySignals(): PrivacySignals {
  const nav = navigator as Navigator & { globalPrivacyControl?: unknown };
  return {
    doNotTrack: nav.doNotTrack ?? (window as Window & { doNotTrack?: unknown }).doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  };
}

/**
 * Analytics for the whole app: decides once whether it may run (privacy signals, the reader's
 * consent), sends a page view on load and on every client-side page change, delegates clicks on
 * `data-ga-event-*` elements, samples web vitals and asks for consent when nobody has answered yet.
 */
export function AnalyticsProvider({ settings, children }: { settings?: Partial<AnalyticsSettings>; children: React.ReactNode }) {
  const config = React.useMemo(() => ({ ...defaultSettings, ...settings }), [settings]);
  const { tracker } = config;
  const page = useOptionalPage();
  const [state, setState] = React.useState<AnalyticsState | null>(null);
  // What the settings show; null until the browser has been asked (server render, first render).
  const [status, setStatus] = React.useState<ConsentStatus | null>(null);
  const [ads, setAds] = React.useState<ThirdPartyAds | null>(null);

  React.useEffect(() => {
    const signals = privacySignals();
    const stored = consentSlot.read();
    const decided = analyticsState(config.measurementId, signals, stored);
    setStatus(consentStatus(analyticsAvailable(config.measurementId, signals), stored));
    setAds(thirdPartyAds(signals, stored));
    setState(decided);
    if (decided === 'off') {
      tracker.disable();
      return undefined;
    }
    // Events wait in the tracker's queue while the script loads, which starts after the page's load
    // event: the page never waits for it.
    let active = true;
    const onStarted = (sink: AnalyticsSink | null) => {
      if (!active) return;
      if (sink && tracker.state !== 'off') tracker.enable(sink);
      else if (!sink) {
        tracker.disable();
        setState('off');
      }
    };
    const cancel = afterPageLoad(() => {
      config.start(config.measurementId, decided).then(onStarted, () => onStarted(null));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [config, tracker]);

  const choose = React.useCallback(
    (choice: ConsentChoice) => {
      const signals = privacySignals();
      if (!analyticsAvailable(config.measurementId, signals)) return;
      consentSlot.write(choice);
      setAds(thirdPartyAds(signals, choice));
      const next: AnalyticsState = choice === 'analytics' ? 'granted' : 'off';
      config.updateConsent(next);
      if (next === 'off') tracker.disable();
      else if (tracker.state === 'off') {
        // Allowed again after "Essential only" (in the settings): start from here, nothing queued.
        config.start(config.measurementId, next).then(
          (sink) => {
            if (sink) tracker.enable(sink);
          },
          () => {
            // The script could not load: analytics stays off.
          },
        );
      }
      setState(next);
      setStatus(choice);
    },
    [config, tracker],
  );

  // An answer given in another tab applies here too.
  React.useEffect(() => {
    if (state !== 'undecided') return undefined;
    return consentSlot.subscribe((choice) => {
      if (choice) choose(choice);
    });
  }, [state, choose]);

  const lastPathname = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!page || lastPathname.current === page.pathname) return;
    lastPathname.current = page.pathname;
    tracker.send({ type: 'user_properties', ...config.readerPreferences(), userLanguage: page.userLanguage });
    tracker.send({
      type: 'page_view',
      title: `${page.title}${site.titleSuffix}`,
      location: canonicalUrl(page.pathname),
      productId: page.productId,
      productCategoryId: page.productCategoryId,
    });
  }, [page, tracker, config]);

  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target.closest(CLICK_EVENT_SELECTOR) : null;
      const found = element ? clickEventFrom(element) : null;
      if (found && isSampled(config.random, found.split)) tracker.send(found.event);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [config, tracker]);

  const vitalsStarted = React.useRef(false);
  React.useEffect(() => {
    if (state === null || state === 'off' || vitalsStarted.current) return;
    vitalsStarted.current = true;
    if (isSampled(config.random, config.webVitalsRatio)) config.reportWebVitals((vital) => tracker.send(vital));
  }, [state, config, tracker]);

  const consent = React.useMemo<AnalyticsConsent>(
    () => ({ status: status ?? 'unknown', choose, thirdPartyAds: ads ?? 'unknown' }),
    [status, choose, ads],
  );

  return (
    <ConsentContextProvider value={consent}>
      {/* Written by the server with every page's styles, where they stay for the visit; the browser
          bundle leaves them out (`typeof window` is a constant in each bundle). */}
      {typeof window === 'undefined' ? <GlobalStyles styles={consentPromptStyles} /> : null}
      {children}
      {state === 'undecided' ? (
        <OnDemand>
          <ConsentPrompt onChoose={choose} />
        </OnDemand>
      ) : null}
    </ConsentContextProvider>
  );
}

/**
 * The analytics provider's effects, one concern each: they read the browser, ask the pure decisions
 * (decisions.ts) and act on the tracker. AnalyticsProvider composes them.
 */
import * as React from 'react';
import type { PageData } from '../contracts';
import { site } from '../../data/site';
import { afterPageLoad } from '../lib/afterPageLoad';
import { CLICK_EVENT_SELECTOR } from './clickDelegation';
import { consentSlot, type AnalyticsState, type ConsentChoice, type PrivacySignals } from './consent';
import {
  asksForConsent,
  clickEvent,
  consentAfterChoice,
  consentOnLoad,
  loadsAnalytics,
  pageViewEvents,
  reportsWebVitals,
  type ConsentView,
} from './decisions';
import { CONSENT_PROMPT_ATTRIBUTE } from './prePaint';
import type { AnalyticsSink, Tracker } from './tracker';
import type { reportWebVitals } from './webVitals';

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

export function privacySignals(): PrivacySignals {
  const nav = navigator as Navigator & { globalPrivacyControl?: unknown };
  return {
    doNotTrack: nav.doNotTrack ?? (window as Window & { doNotTrack?: unknown }).doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  };
}

/** Starts the analytics script and hands its sink to the tracker; `onFailed` when it cannot run. */
function startTracker(config: AnalyticsSettings, state: AnalyticsState, isActive: () => boolean, onFailed: () => void) {
  const onStarted = (sink: AnalyticsSink | null) => {
    if (!isActive()) return;
    if (sink && config.tracker.state !== 'off') config.tracker.enable(sink);
    else if (!sink) onFailed();
  };
  config.start(config.measurementId, state).then(onStarted, () => onStarted(null));
}

/**
 * Reads the reader's answer and the browser's signals once mounted (null before). Only a reader who
 * allowed analytics gets the tracker started, after the page's load event (events wait in its queue
 * meanwhile: the page never waits); for everyone else, a first-time visitor included, the tracker is
 * switched off at once and drops every event: nothing is loaded, sent or kept for later.
 */
export function useConsentOnLoad(config: AnalyticsSettings, setView: (view: ConsentView | ((view: ConsentView | null) => ConsentView | null)) => void) {
  React.useEffect(() => {
    const view = consentOnLoad(config.measurementId, privacySignals(), consentSlot.read());
    setView(view);
    if (!loadsAnalytics(view.state)) {
      config.tracker.disable();
      return undefined;
    }
    let active = true;
    const cancel = afterPageLoad(() =>
      startTracker(config, view.state, () => active, () => {
        config.tracker.disable();
        setView((current) => (current ? { ...current, state: 'off' } : current));
      }),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [config, setView]);
}

/** The reader's answer (prompt or settings): stored, applied to the tracker, reflected in the view. */
export function useConsentChoice(config: AnalyticsSettings, setView: (view: ConsentView) => void) {
  return React.useCallback(
    (choice: ConsentChoice) => {
      const view = consentAfterChoice(config.measurementId, privacySignals(), choice);
      if (!view) return;
      consentSlot.write(choice);
      config.updateConsent(view.state);
      if (view.state === 'off') config.tracker.disable();
      // Allowed now (the prompt, or the settings after "Essential only"): start from here. The tracker
      // was off until now, so nothing from before the answer is sent.
      else if (config.tracker.state === 'off') {
        config.start(config.measurementId, view.state).then(
          (sink) => {
            if (sink) config.tracker.enable(sink);
          },
          () => {
            // The script could not load: analytics stays off.
          },
        );
      }
      setView(view);
    },
    [config, setView],
  );
}

/**
 * The prompt's bar keeps its space at the top of the page while the prompt shows: the document's
 * pre-paint script (prePaint.ts) marks `<html>` for a first-time visitor before the first paint, so
 * nothing moves when the prompt appears; once the provider knows (or the reader answers) it sets or
 * clears the mark itself.
 */
export function usePromptSpace(state: AnalyticsState | undefined) {
  React.useEffect(() => {
    if (state === undefined) return;
    document.documentElement.toggleAttribute(CONSENT_PROMPT_ATTRIBUTE, asksForConsent(state));
  }, [state]);
}

/** An answer given in another tab applies here too, while this tab has none. */
export function useConsentFromOtherTabs(state: AnalyticsState | undefined, choose: (choice: ConsentChoice) => void) {
  React.useEffect(() => {
    if (state !== 'undecided') return undefined;
    return consentSlot.subscribe((choice) => {
      if (choice) choose(choice);
    });
  }, [state, choose]);
}

/** A page view on load and on every client-side page change. */
export function usePageViews(page: PageData | null | undefined, config: AnalyticsSettings) {
  const lastPathname = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!page || lastPathname.current === page.pathname) return;
    lastPathname.current = page.pathname;
    pageViewEvents(page, config.readerPreferences(), site.titleSuffix).forEach((event) => config.tracker.send(event));
  }, [page, config]);
}

/** Clicks on `data-ga-event-*` elements anywhere in the document, through one listener. */
export function useClickEvents(config: AnalyticsSettings) {
  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const found = clickEvent(event.target instanceof Element ? event.target : null, CLICK_EVENT_SELECTOR, config.random);
      if (found) config.tracker.send(found);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [config]);
}

/** Web vitals for the sampled visits, once analytics runs. */
export function useWebVitals(state: AnalyticsState | undefined, config: AnalyticsSettings) {
  const decided = React.useRef(false);
  React.useEffect(() => {
    if (state === undefined || state === 'off' || decided.current) return;
    decided.current = true;
    if (reportsWebVitals(state, config.random, config.webVitalsRatio)) config.reportWebVitals((vital) => config.tracker.send(vital));
  }, [state, config]);
}

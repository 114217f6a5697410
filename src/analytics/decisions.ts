/**
 * What the analytics provider decides, as pure functions of what it reads (the settings, the
 * browser's privacy signals, the stored answer, the page): the provider's effects only read and act.
 */
import type { PageData } from '../contracts';
import { canonicalUrl } from '../routing/paths';
import { clickEventFrom } from './clickDelegation';
import {
  analyticsAvailable,
  analyticsState,
  consentStatus,
  parseConsent,
  thirdPartyAds,
  type AnalyticsState,
  type ConsentChoice,
  type ConsentStatus,
  type PrivacySignals,
  type ThirdPartyAds,
} from './consent';
import type { ActionEvent, TrackedEvent } from './events';
import { isSampled } from './sampling';

/** Whether analytics runs, what the settings drawer shows, and whether third-party ads may load. */
export interface ConsentView {
  state: AnalyticsState;
  status: ConsentStatus;
  ads: ThirdPartyAds;
}

/** The view on load, from the stored answer (if any). */
export function consentOnLoad(measurementId: string, signals: PrivacySignals, stored: unknown): ConsentView {
  return {
    state: analyticsState(measurementId, signals, stored),
    status: consentStatus(analyticsAvailable(measurementId, signals), parseConsent(stored)),
    ads: thirdPartyAds(signals, stored),
  };
}

/** The view once the reader answers; null when there is nothing to choose (analytics cannot run here). */
export function consentAfterChoice(measurementId: string, signals: PrivacySignals, choice: ConsentChoice): ConsentView | null {
  if (!analyticsAvailable(measurementId, signals)) return null;
  return { state: choice === 'analytics' ? 'granted' : 'off', status: choice, ads: thirdPartyAds(signals, choice) };
}

/**
 * Whether the analytics script loads and events go out: only once the reader allowed it. Before an
 * answer nothing loads and events are dropped (the tracker is switched off, it keeps nothing).
 */
export function loadsAnalytics(state: AnalyticsState | null | undefined): boolean {
  return state === 'granted';
}

/** Whether the consent prompt shows, and so whether its bar keeps its space at the top of the page. */
export function asksForConsent(state: AnalyticsState | null | undefined): boolean {
  return state === 'undecided';
}

type ViewedPage = Pick<PageData, 'pathname' | 'title' | 'userLanguage' | 'productId' | 'productCategoryId'>;

/** The events of a page view: the reader's preferences as user properties, then the view itself. */
export function pageViewEvents(page: ViewedPage, preferences: { codeVariant: string; colorScheme: string }, titleSuffix: string): TrackedEvent[] {
  return [
    { type: 'user_properties', ...preferences, userLanguage: page.userLanguage },
    {
      type: 'page_view',
      title: `${page.title}${titleSuffix}`,
      location: canonicalUrl(page.pathname),
      productId: page.productId,
      productCategoryId: page.productCategoryId,
    },
  ];
}

interface ClosestSource {
  closest(selector: string): { getAttribute(name: string): string | null } | null;
}

/** The event a click on `target` reports (from the nearest `data-ga-event-*` element), if this click is in its sampled share. */
export function clickEvent(target: ClosestSource | null, selector: string, random: () => number): ActionEvent | null {
  const element = target?.closest(selector) ?? null;
  const found = element ? clickEventFrom(element) : null;
  return found && isSampled(random, found.split) ? found.event : null;
}

/** Whether this visit reports web vitals: the reader allowed analytics, and the visit is in the sampled share. */
export function reportsWebVitals(state: AnalyticsState | null, random: () => number, ratio: number): boolean {
  return loadsAnalytics(state) && isSampled(random, ratio);
}

/** Whether analytics may run, from the site's settings, the browser's privacy signals and the reader's choice (pure). */

import { allowedValue, oneOf } from '../lib/allowed';
import { createStorageSlot } from '../lib/storage';

/** The reader's answer to the consent prompt: analytics allowed, or essential storage only. */
export type ConsentChoice = 'analytics' | 'essential';
export const CONSENT_CHOICES: readonly ConsentChoice[] = ['analytics', 'essential'];

/** Where the answer is kept (localStorage, read through the storage door). */
export const consentSlot = createStorageSlot('mui-analytics-consent', oneOf(CONSENT_CHOICES));

/**
 * - `off`: no analytics at all (no id configured, Do Not Track or Global Privacy Control, or the
 *   reader chose essential only): nothing is loaded or sent.
 * - `undecided`: no answer yet; the prompt shows, and nothing is loaded or sent meanwhile: events of
 *   that time are dropped, not kept for later.
 * - `granted`: the reader allowed analytics: the script loads and events go out from then on.
 */
export type AnalyticsState = 'off' | 'undecided' | 'granted';

export interface PrivacySignals {
  /** `navigator.doNotTrack` (or the legacy `window.doNotTrack`). */
  doNotTrack?: unknown;
  /** `navigator.globalPrivacyControl`. */
  globalPrivacyControl?: unknown;
}

/** Do Not Track is '1' (or 'yes' in old browsers); Global Privacy Control is `true`. */
export function refusesTracking({ doNotTrack, globalPrivacyControl }: PrivacySignals): boolean {
  const dnt = typeof doNotTrack === 'string' ? doNotTrack.trim().toLowerCase() : doNotTrack;
  return dnt === '1' || dnt === 'yes' || dnt === 1 || globalPrivacyControl === true || globalPrivacyControl === '1';
}

/**
 * Whether the ad network's script, its JSON service and impression pixels may load. The network
 * picks ads from the page (contextual), not from the reader, but its requests and pixels measure the
 * reader's visit: a browser that refuses tracking (Do Not Track, Global Privacy Control) or a reader
 * who chose "Essential only" gets none of them (the slot shows one of our own ads). Without an answer
 * yet they load: contextual ads pay for the docs (the site's specification), unlike analytics, which
 * waits for "Allow analytics".
 */
export type ThirdPartyAds = 'allowed' | 'refused';

export function thirdPartyAds(signals: PrivacySignals, stored: unknown): ThirdPartyAds {
  return refusesTracking(signals) || parseConsent(stored) === 'essential' ? 'refused' : 'allowed';
}

export function parseConsent(value: unknown): ConsentChoice | null {
  return allowedValue(value, CONSENT_CHOICES);
}

/** Whether analytics can run at all, whatever the reader answers: an id is configured and the browser does not refuse tracking. */
export function analyticsAvailable(measurementId: string, signals: PrivacySignals): boolean {
  return measurementId.trim() !== '' && !refusesTracking(signals);
}

/** What the settings drawer shows: why there is nothing to choose, no answer yet, or the answer given. */
export type ConsentStatus = 'unavailable' | 'undecided' | ConsentChoice;

export function consentStatus(available: boolean, choice: ConsentChoice | null): ConsentStatus {
  if (!available) return 'unavailable';
  return choice ?? 'undecided';
}

export function analyticsState(measurementId: string, signals: PrivacySignals, stored: unknown): AnalyticsState {
  if (!analyticsAvailable(measurementId, signals)) return 'off';
  const choice = parseConsent(stored);
  if (choice === 'analytics') return 'granted';
  if (choice === 'essential') return 'off';
  return 'undecided';
}

/**
 * gtag consent-mode parameters: analytics storage once granted (the only state in which the script
 * loads), denied again when the reader later chooses "Essential only"; ad storage is never used.
 */
export function consentParameters(state: AnalyticsState): Record<string, 'granted' | 'denied'> {
  return {
    analytics_storage: state === 'granted' ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
}

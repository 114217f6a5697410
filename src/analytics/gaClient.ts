/**
 * The edge to Google Analytics, through react-ga4: consent defaults first, then the script (async,
 * appended after the page is interactive) with automatic page views off. The script may be blocked
 * or fail: commands then only fill `window.dataLayer`, nothing throws.
 */
import ReactGA from 'react-ga4';
import { consentParameters, type AnalyticsState } from './consent';
import type { AnalyticsSink } from './tracker';

let started = false;

const sink: AnalyticsSink = (command) => ReactGA.gtag(...command);

/** Loads analytics once per page load; returns the sink events go to, or null when it could not start. */
export function startGoogleAnalytics(measurementId: string, state: AnalyticsState): AnalyticsSink | null {
  try {
    if (!started) {
      ReactGA.gtag('consent', 'default', consentParameters(state));
      ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
      started = true;
    }
    return sink;
  } catch {
    return null;
  }
}

/** Tells analytics the reader's answer (consent mode update). */
export function updateGoogleConsent(state: AnalyticsState): void {
  try {
    if (started) ReactGA.gtag('consent', 'update', consentParameters(state));
  } catch {
    // Nothing to do: analytics is optional.
  }
}

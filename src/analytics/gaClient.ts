/**
 * The edge to Google Analytics, through react-ga4 (loaded on demand, outside the page's main
 * bundle): consent defaults first, then the script (async) with automatic page views off. The script
 * may be blocked or fail: commands then only fill `window.dataLayer`, nothing throws.
 */
import type { GtagCommand } from './events';
import { consentParameters, type AnalyticsState } from './consent';
import type { AnalyticsSink } from './tracker';

type ReactGA = (typeof import('react-ga4'))['default'];
let client: Promise<ReactGA | null> | null = null;

/** Loads analytics once per page load; resolves to the sink events go to, or null when it could not start. */
export function startGoogleAnalytics(measurementId: string, state: AnalyticsState): Promise<AnalyticsSink | null> {
  client ??= import('react-ga4').then(
    ({ default: ga }) => {
      ga.gtag('consent', 'default', consentParameters(state));
      ga.initialize(measurementId, { gtagOptions: { send_page_view: false } });
      return ga;
    },
    () => null,
  );
  return client.then(
    (ga) => (ga ? (command: GtagCommand) => ga.gtag(...command) : null),
    () => null,
  );
}

/** Tells analytics the reader's answer (consent mode update). */
export function updateGoogleConsent(state: AnalyticsState): void {
  client
    ?.then((ga) => ga?.gtag('consent', 'update', consentParameters(state)))
    .catch(() => {
      // Analytics is optional: nothing to do.
    });
}

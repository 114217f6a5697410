import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { clientEmotionCache } from '../theme/emotionCache';
import { DocsThemeProvider } from '../theme/DocsThemeProvider';
import { PageProvider } from '../core/PageContext';
import { AppFrame } from '../layout/AppFrame';
import type { PageData } from '../contracts';
import { composeProviders, type ProviderComponent } from './AppProviders';
import { AnalyticsProvider, useOptionalAnalyticsConsent } from '../analytics/AnalyticsProvider';
import { AdProvider } from '../ads/AdProvider';
import { I18nProvider } from '../i18n/I18nProvider';
import { ServiceWorkerProvider } from '../sw/ServiceWorkerProvider';
import { CodeStylingProvider, CodeVariantProvider } from '../code/CodePreferenceProviders';
import { readerPreferences } from './readerPreferences';
import { replayHeldClicks } from './heldClicks';

const analyticsSettings = { readerPreferences };

/** Analytics with the reader's preferences read from the features that own them. */
function SiteAnalyticsProvider({ children }: { children: React.ReactNode }) {
  return <AnalyticsProvider settings={analyticsSettings}>{children}</AnalyticsProvider>;
}

/** Ads follow the reader's privacy choices, which analytics owns (Do Not Track, GPC, consent). */
function SiteAdProvider({ children }: { children: React.ReactNode }) {
  const thirdParty = useOptionalAnalyticsConsent()?.thirdPartyAds ?? 'unknown';
  const config = React.useMemo(() => ({ thirdParty }), [thirdParty]);
  return <AdProvider config={config}>{children}</AdProvider>;
}

/**
 * App-wide providers inside the theme and the page context (so they can read the current page),
 * outermost first. A concern with an app-wide provider adds it to this list; `_app.tsx` stays free
 * of logic.
 */
const appProviders: readonly ProviderComponent[] = [
  ServiceWorkerProvider,
  I18nProvider,
  SiteAnalyticsProvider,
  SiteAdProvider,
  CodeVariantProvider,
  CodeStylingProvider,
];
const AppProviders = composeProviders(appProviders);

/** Paths that render bare, without the docs theme and frame (maintainers' scratch pages). */
const isBarePath = (routePath: string) => routePath === '/playground' || routePath.startsWith('/playground/');

interface AppShellProps {
  routePath: string;
  emotionCache?: EmotionCache;
  page?: PageData;
  children: React.ReactNode;
}

/**
 * Composes the app-wide providers and the frame around a page.
 *
 * The whole shell sits in a visible `Activity` boundary, so React's first hydration pass (the one
 * task that cannot yield) only claims it; the providers, the frame and the page then hydrate in
 * slices at low priority. A click on a part not hydrated yet hydrates it at once and is replayed
 * (navigation.spec clicks drawer buttons right after load on a 6x-throttled phone). Clicks once
 * looked lost with this boundary: the drawer's scroll to the current page's link ran when hydration
 * reached it and moved the button from under the pointer; NavTree now scrolls before hydration.
 */
export function AppShell({ routePath, emotionCache, page, children }: AppShellProps) {
  // React listens from here on: clicks held by the page's script loader are clicked again, in a task
  // of their own. Not in the effect itself: React hydrates the part of the page a click lands in
  // synchronously only outside its commit, and drops a click on a part it could not hydrate.
  React.useEffect(() => {
    const timer = window.setTimeout(() => replayHeldClicks(window), 0);
    return () => window.clearTimeout(timer);
  }, []);
  if (isBarePath(routePath)) {
    return <CacheProvider value={emotionCache ?? clientEmotionCache()}>{children}</CacheProvider>;
  }
  return (
    <React.Activity mode="visible" name="Shell">
      <DocsThemeProvider serverCache={emotionCache}>
        <PageProvider value={page}>
          <AppProviders>{page ? <AppFrame>{children}</AppFrame> : children}</AppProviders>
        </PageProvider>
      </DocsThemeProvider>
    </React.Activity>
  );
}

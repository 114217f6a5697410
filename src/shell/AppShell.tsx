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
export const isBarePath = (routePath: string) => routePath === '/playground' || routePath.startsWith('/playground/');

interface AppShellProps {
  routePath: string;
  emotionCache?: EmotionCache;
  page?: PageData;
  children: React.ReactNode;
}

/**
 * Composes the app-wide providers and the frame around a page.
 *
 * No hydration boundary around the providers, on purpose: with a visible `Activity` here the first,
 * blocking pass would only claim it (the text page's Lighthouse TBT fell from about 1,000 to 450 ms),
 * but in React 19.3 a click during the slices that followed was sometimes lost rather than replayed:
 * nav buttons ignored clicks for 1.5 s on a throttled phone, and, tried again later, a nav click right
 * after load was lost under a loaded CI machine (navigation.spec, "a failed section load"). The
 * frame's own boundaries (see AppFrame) replay them.
 */
export function AppShell({ routePath, emotionCache, page, children }: AppShellProps) {
  if (isBarePath(routePath)) {
    return <CacheProvider value={emotionCache ?? clientEmotionCache()}>{children}</CacheProvider>;
  }
  return (
    <DocsThemeProvider serverCache={emotionCache}>
      <PageProvider value={page}>
        <AppProviders>{page ? <AppFrame>{children}</AppFrame> : children}</AppProviders>
      </PageProvider>
    </DocsThemeProvider>
  );
}

import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createDocsEmotionCache } from '../theme/emotionCache';
import { DocsThemeProvider } from '../theme/DocsThemeProvider';
import { PageProvider } from './PageContext';
import { AppFrame } from '../layout/AppFrame';
import type { PageData } from './pageProps';
import { composeProviders, type ProviderComponent } from './AppProviders';
import { I18nProvider } from '../i18n/I18nProvider';
import { ServiceWorkerProvider } from '../sw/ServiceWorkerProvider';

/**
 * App-wide providers inside the theme, outermost first. Each concern adds its provider here, and
 * only here; `_app.tsx` stays free of logic.
 */
const appProviders: readonly ProviderComponent[] = [ServiceWorkerProvider];
const AppProviders = composeProviders(appProviders);

/** Providers that read the current page's props (inside `PageProvider`), outermost first. */
const pageProviders: readonly ProviderComponent[] = [I18nProvider];
const PageProviders = composeProviders(pageProviders);

// One client cache for the whole session, from the same factory as the document's.
const clientCache = createDocsEmotionCache();

/** Paths that render bare, without the docs theme and frame (maintainers' scratch pages). */
export const isBarePath = (routePath: string) => routePath === '/playground' || routePath.startsWith('/playground/');

interface AppShellProps {
  routePath: string;
  emotionCache?: EmotionCache;
  page?: PageData;
  children: React.ReactNode;
}

/** Composes the app-wide providers and the frame around a page. */
export function AppShell({ routePath, emotionCache, page, children }: AppShellProps) {
  const cache = emotionCache ?? clientCache;
  if (isBarePath(routePath)) {
    return <CacheProvider value={cache}>{children}</CacheProvider>;
  }
  return (
    <DocsThemeProvider initialCache={cache}>
      <AppProviders>
        {page ? (
          <PageProvider value={page}>
            <PageProviders>
              <AppFrame>{children}</AppFrame>
            </PageProviders>
          </PageProvider>
        ) : (
          children
        )}
      </AppProviders>
    </DocsThemeProvider>
  );
}

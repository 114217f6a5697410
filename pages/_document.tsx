import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';
import { createDocsEmotionCache } from '../src/theme/emotionCache';
import { COLOR_SCHEME_ATTRIBUTE } from '../src/theme/theme';
import { DEFAULT_MODE, STORAGE_KEYS, prePaintScript } from '../src/theme/preferences';
import { LAYER_ORDER } from '../src/theme/layers';
import { ThemeColorMetaTags, themeColorScript } from '../src/theme/ThemeColor';
import { documentLang } from '../src/i18n/languages';
import { HEADING_LINK_CSS, printStylesheet } from '../src/layout/documentStyles';
import { breadcrumbScript } from '../src/layout/structuredData';
import type { PageData } from '../src/contracts';
import { site } from '../data/site';
import { consentPrePaintScript } from '../src/analytics/prePaint';
import { skipsPageRender } from '../src/shell/documentRender';

/** The page's language from its props (`page.userLanguage`). */
const pageLanguage = (props: DocumentProps): unknown =>
  (props.__NEXT_DATA__?.props?.pageProps as { page?: { userLanguage?: unknown } } | undefined)?.page?.userLanguage;

/** Gives the consent prompt's bar its space before the first paint (src/analytics/prePaint.ts); none without analytics. */
const consentScript = consentPrePaintScript(site.analytics.measurementId);

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  const breadcrumbs = breadcrumbScript((props.__NEXT_DATA__?.props?.pageProps as { page?: PageData } | undefined)?.page, site.host);
  return (
    <Html lang={documentLang(pageLanguage(props))} dir="ltr">
      <Head>
        {/* Declared before any other style so every sheet lands in its layer. */}
        <style id="layer-order" dangerouslySetInnerHTML={{ __html: LAYER_ORDER }} />
        <style id="heading-links" dangerouslySetInnerHTML={{ __html: HEADING_LINK_CSS }} />
        <style id="print" media="print" dangerouslySetInnerHTML={{ __html: printStylesheet(site.host) }} />
        <script dangerouslySetInnerHTML={{ __html: prePaintScript() }} />
        {consentScript ? <script dangerouslySetInnerHTML={{ __html: consentScript }} /> : null}
        <ThemeColorMetaTags />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
        {breadcrumbs ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbs }} /> : null}
      </Head>
      <body>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_ATTRIBUTE}
          defaultMode={DEFAULT_MODE}
          modeStorageKey={STORAGE_KEYS.mode}
          colorSchemeStorageKey={STORAGE_KEYS.colorScheme}
        />
        <script dangerouslySetInnerHTML={{ __html: themeColorScript() }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

// A data request under `next dev` gets its JSON without the page's HTML, which Next would throw away.
Document.getInitialProps = async (ctx: DocumentContext) =>
  skipsPageRender(process.env.NODE_ENV, ctx.req?.headers) ? { html: '' } : documentGetInitialProps(ctx, { emotionCache: createDocsEmotionCache() });

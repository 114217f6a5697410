import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';
import { createDocsEmotionCache } from '../src/theme/emotionCache';
import { COLOR_SCHEME_ATTRIBUTE } from '../src/theme/theme';
import { DEFAULT_MODE, STORAGE_KEYS, prePaintScript } from '../src/theme/preferences';
import { LAYER_ORDER, themeColorScript } from '../src/theme/documentScripts';
import { languageTag } from '../src/i18n/languages';
import { site } from '../data/site';

/** The page's language from its props (`page.userLanguage`), English for pages without one. */
function documentLanguage(props: DocumentProps): string {
  const page = (props.__NEXT_DATA__?.props?.pageProps as { page?: { userLanguage?: unknown } } | undefined)?.page;
  return languageTag(typeof page?.userLanguage === 'string' ? page.userLanguage : site.defaultLanguage);
}

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang={documentLanguage(props)} dir="ltr">
      <Head>
        {/* Declared before any other style so every sheet lands in its layer. */}
        <style id="layer-order" dangerouslySetInnerHTML={{ __html: LAYER_ORDER }} />
        <script dangerouslySetInnerHTML={{ __html: prePaintScript() }} />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0d1117" media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
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

Document.getInitialProps = async (ctx: DocumentContext) =>
  documentGetInitialProps(ctx, { emotionCache: createDocsEmotionCache() });

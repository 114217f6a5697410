import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';
import { createDocsEmotionCache } from '../src/theme/emotionCache';
import { COLOR_SCHEME_ATTRIBUTE } from '../src/theme/theme';

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b0d0e" media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <InitColorSchemeScript attribute={COLOR_SCHEME_ATTRIBUTE} defaultMode="system" />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) =>
  documentGetInitialProps(ctx, { emotionCache: createDocsEmotionCache() });

import type { AppProps } from 'next/app';
// Global stylesheets can only be imported here in the Pages Router.
import '../src/demos/tailwind.css';
import type { EmotionCache } from '@emotion/cache';
import { AppShell } from '../src/shell/AppShell';
import { useSamePageProps } from '../src/shell/samePageProps';
import type { PageData } from '../src/contracts';

export default function App({ Component, pageProps, router, emotionCache }: AppProps<{ page?: PageData }> & { emotionCache?: EmotionCache }) {
  const props = useSamePageProps(pageProps);
  return (
    <AppShell routePath={router.pathname} emotionCache={emotionCache} page={props.page}>
      <Component {...props} />
    </AppShell>
  );
}

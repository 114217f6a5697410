import * as React from 'react';
import Head from 'next/head';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { docsTheme } from '../../theme/theme';
import { createDocsEmotionCache, loadRtlEmotionCache } from '../../theme/emotionCache';
import { postToPage, useReportHeight, useRunner, type Shown } from './useRunner';
import { locateError } from './evaluate';
import type { Look } from './protocol';

/** Keeps Material UI's colour scheme on the one the page shows. */
function SchemeSync({ mode }: { mode: Look['mode'] }) {
  const { setMode } = useColorScheme();
  React.useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

/** Reports a run once its component has rendered without throwing (it commits only then). */
function Rendered({ id, onRendered }: { id: number; onRendered: (id: number) => void }) {
  React.useEffect(() => onRendered(id), [id, onRendered]);
  return null;
}

class RunBoundary extends React.Component<{ onError: (error: unknown) => void; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The demo of the latest run that rendered; a run that throws while rendering gives way to the last good one. */
function RunnerDemo({ shown }: { shown: Shown | null }) {
  const [good, setGood] = React.useState<Shown | null>(null);
  const [failed, setFailed] = React.useState<number | null>(null);
  const onRendered = React.useCallback(
    (id: number) => {
      if (shown?.id !== id) return;
      setGood(shown);
      postToPage({ type: 'demo-result', id, error: null });
    },
    [shown],
  );
  const current = shown && shown.id !== failed ? shown : good && good.id !== failed ? good : null;
  if (!current) return null;
  const onError = (error: unknown) => {
    setFailed(current.id);
    const located = { kind: 'runtime' as const, ...locateError(error, current.entry) };
    if (current === shown && current !== good) postToPage({ type: 'demo-result', id: current.id, error: located });
    else postToPage({ type: 'demo-error', error: located });
  };
  return (
    <RunBoundary key={current.id} onError={onError}>
      <Rendered id={current.id} onRendered={onRendered} />
      <current.Component />
    </RunBoundary>
  );
}

const ltrCache = typeof document === 'undefined' ? null : createDocsEmotionCache('ltr');

/** The emotion cache of the direction (the RTL one loads with its plugin). */
function useDirectionCache(direction: Look['direction']): EmotionCache | null {
  const [rtl, setRtl] = React.useState<EmotionCache | null>(null);
  React.useEffect(() => {
    document.documentElement.setAttribute('dir', direction);
    if (direction === 'rtl' && !rtl) loadRtlEmotionCache().then(setRtl, () => {});
  }, [direction, rtl]);
  return direction === 'rtl' ? (rtl ?? ltrCache) : ltrCache;
}

/**
 * The page of the frame that runs a demo the reader edited (pages/playground/demo-runner.tsx, a bare
 * page: no docs frame). Served with its own Content-Security-Policy, the only one that allows
 * evaluating code (data/hosting.ts `evalFrame`), and embedded sandboxed. It takes the page's colour
 * scheme and direction, renders the latest run and reports its height.
 */
export function DemoRunnerPage() {
  const { shown, look } = useRunner();
  const cache = useDirectionCache(look.direction);
  const root = React.useRef<HTMLDivElement>(null);
  useReportHeight(root);
  const body = (
    <ThemeProvider theme={docsTheme(look.direction)} storageManager={null} defaultMode={look.mode}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={{ 'html, body': { margin: 0, padding: 0, backgroundColor: 'transparent' }, body: { overflow: 'hidden' } }} />
      <SchemeSync mode={look.mode} />
      <div ref={root} style={{ display: 'flow-root' }} data-runner="">
        <RunnerDemo shown={shown} />
      </div>
    </ThemeProvider>
  );
  return (
    <React.Fragment>
      <Head>
        <title>Demo runner</title>
        <meta name="robots" content="noindex" />
      </Head>
      {cache ? <CacheProvider value={cache}>{body}</CacheProvider> : body}
    </React.Fragment>
  );
}

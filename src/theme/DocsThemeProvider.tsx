import * as React from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createSafeContext } from '../core/createSafeContext';
import { clientEmotionCache, createDocsEmotionCache, loadRtlEmotionCache } from './emotionCache';
import { docsTheme } from './theme';
import { DEFAULT_DIRECTION, DEFAULT_MODE, directionSlot, muiThemeSlots, type Direction } from './preferences';
import { slotsStorageManager } from '../lib/storage';
import { ThemeColorMeta } from './ThemeColor';

const [DirectionValueProvider, useDirection] = createSafeContext<Direction>('DocsThemeProvider');
const [SetDirectionProvider, useSetDirection] = createSafeContext<(direction: Direction) => void>('DocsThemeProvider');
export { useDirection, useSetDirection };

const storageManager = slotsStorageManager(muiThemeSlots);

/**
 * The theme's CSS variables are the same on every page and in both directions: the server writes
 * them (into the shared stylesheet of an exported page, inline under `next dev`) and they stay in
 * the document for the whole visit. The browser does not generate them again: serialising those
 * 25 KB of CSS was the longest slice of the hydration.
 */
const GENERATE_THEME_VARIABLES = typeof document === 'undefined';

/**
 * Where Material UI writes the colour scheme attribute: `<html>`, through a stand-in that skips a write
 * of the value already there. Every page load has one (the pre-paint script set the attribute), and
 * even an unchanged attribute on `<html>` makes the browser restyle the whole page (about 15 ms on a
 * large API page here), as for `dir` and `lang` above.
 */
function schemeNodeSkippingUnchanged(element: HTMLElement): HTMLElement {
  const setAttribute = (name: string, value: string) => {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  };
  return new Proxy(element, {
    get(target, property) {
      if (property === 'setAttribute') return setAttribute;
      const value: unknown = Reflect.get(target, property);
      // DOM methods need the element itself as `this`.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let schemeNode: HTMLElement | undefined;
const colorSchemeNode = () => (typeof document === 'undefined' ? undefined : (schemeNode ??= schemeNodeSkippingUnchanged(document.documentElement)));

const [CachesProvider, useCaches] = createSafeContext<{ active: EmotionCache; first: EmotionCache }>('DocsThemeProvider');

/**
 * Theme, colour schemes and direction for the docs. The first render is LTR like the static HTML
 * (whose styles use logical properties, so the pre-paint `dir` already mirrors them); a stored RTL
 * preference then switches to the RTL emotion cache. The LTR style tags stay in the document: a part
 * of the page that hydrates later keeps its LTR classes until it switches (see HydrationStyles), and
 * unused rules cost nothing.
 */
export function DocsThemeProvider({ serverCache, children }: { serverCache?: EmotionCache; children: React.ReactNode }) {
  const initialCache = serverCache ?? clientEmotionCache();
  const [{ direction, cache }, setState] = React.useState<{ direction: Direction; cache: EmotionCache }>({
    direction: 'ltr',
    cache: initialCache,
  });

  const caches = React.useMemo(() => ({ active: cache, first: initialCache }), [cache, initialCache]);

  const requested = React.useRef<Direction>('ltr');
  const applyDirection = React.useCallback((next: Direction) => {
    // Nothing to do for the direction already in use (every page load): even an unchanged `dir`
    // makes the browser recompute the whole page's style, and a new cache would move the style tags.
    if (requested.current === next && document.documentElement.getAttribute('dir') === next) return;
    document.documentElement.setAttribute('dir', next);
    requested.current = next;
    const switchTo = (cache: EmotionCache) => {
      // A later request wins if the RTL plugin arrives after the reader switched back.
      if (requested.current !== next) return;
      setState((current) => (current.direction === next ? current : { direction: next, cache }));
    };
    if (next === 'rtl') {
      loadRtlEmotionCache().then(switchTo, () => {
        // Plugin chunk unavailable (offline): logical properties keep the frame mirrored anyway.
      });
    } else {
      switchTo(createDocsEmotionCache('ltr'));
    }
  }, []);

  const setDirection = React.useCallback(
    (next: Direction) => {
      directionSlot.write(next);
      applyDirection(next);
    },
    [applyDirection],
  );

  React.useEffect(() => {
    applyDirection(directionSlot.read() ?? DEFAULT_DIRECTION);
    return directionSlot.subscribe((value) => applyDirection(value ?? DEFAULT_DIRECTION));
  }, [applyDirection]);


  return (
    <CacheProvider value={cache}>
      {/* noSsr: the colour scheme is read on the first render instead of after mount. Without it MUI
          flips an "is client" flag right after hydration, which re-renders the provider (and regenerates
          its CSS variables) in one blocking task. Safe here: no markup depends on the scheme (the CSS
          variables switch it), only effects (ThemeColorMeta) and the on-demand settings drawer read it. */}
      <ThemeProvider
        theme={docsTheme(direction)}
        defaultMode={DEFAULT_MODE}
        storageManager={storageManager}
        noSsr
        disableStyleSheetGeneration={!GENERATE_THEME_VARIABLES}
        colorSchemeNode={colorSchemeNode()}
      >
        {/* The baseline is a global style written by the server into the shared stylesheet (it is the
            same in both directions), where it stays for the whole visit: the browser bundle leaves it
            out (`typeof window` is a constant in each bundle, so its code is dropped). */}
        {typeof window === 'undefined' ? <CssBaseline enableColorScheme /> : null}
        <ThemeColorMeta />
        <DirectionValueProvider value={direction}>
          <SetDirectionProvider value={setDirection}>
            <CachesProvider value={caches}>{children}</CachesProvider>
          </SetDirectionProvider>
        </DirectionValueProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * Wraps a part of the page that hydrates on its own, after the frame (the drawer and the page sit in
 * Activity boundaries): it hydrates with the styles the static HTML was rendered with, then takes the
 * cache in use. A reader with right-to-left stored switches direction right after the frame hydrates,
 * often before these parts have: hydrated straight with the RTL cache, their elements would keep the
 * server's LTR class names for good (React does not patch attributes that differ while hydrating),
 * styled by LTR rules. Rendered again once hydrated, they get the RTL classes like the rest.
 */
export function HydrationStyles({ children }: { children: React.ReactNode }) {
  const { active, first } = useCaches();
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return <CacheProvider value={hydrated ? active : first}>{children}</CacheProvider>;
}

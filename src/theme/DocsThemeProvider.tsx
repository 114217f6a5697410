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
 * Removes the component style tags of a cache that is no longer used (the new one re-inserted what
 * is still rendered). Global tags are left to emotion's `Global`, which removes its own when the cache
 * changes; the one left is the theme variables', which no `Global` manages in the browser.
 */
function removeStyleTags(key: string) {
  const pattern = new RegExp(`^${key}( |$)`);
  document.querySelectorAll<HTMLStyleElement>('style[data-emotion]').forEach((node) => {
    if (pattern.test(node.getAttribute('data-emotion') ?? '')) node.remove();
  });
}

/**
 * Theme, colour schemes and direction for the docs. The first render is LTR like the static HTML
 * (whose styles use logical properties, so the pre-paint `dir` already mirrors them); a stored RTL
 * preference then switches to the RTL emotion cache and drops the LTR style tags.
 */
export function DocsThemeProvider({ serverCache, children }: { serverCache?: EmotionCache; children: React.ReactNode }) {
  const initialCache = serverCache ?? clientEmotionCache();
  const [{ direction, cache }, setState] = React.useState<{ direction: Direction; cache: EmotionCache }>({
    direction: 'ltr',
    cache: initialCache,
  });
  const previousKey = React.useRef(initialCache.key);

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

  React.useEffect(() => {
    if (previousKey.current !== cache.key) {
      removeStyleTags(previousKey.current);
      previousKey.current = cache.key;
    }
  }, [cache]);

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
      >
        <CssBaseline enableColorScheme />
        <ThemeColorMeta />
        <DirectionValueProvider value={direction}>
          <SetDirectionProvider value={setDirection}>{children}</SetDirectionProvider>
        </DirectionValueProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

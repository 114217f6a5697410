/**
 * The service worker's source, bundled into `out/x/sw.js` after `next build` by
 * src/sw/build/buildServiceWorker.ts (which fills in the precache list and the build id). It lets a reader
 * keep reading offline: the shell is precached, visited pages and their data are kept (network
 * first, so an online reader always gets the current page), hashed build files are served from the
 * cache, and a page never saved answers with the offline page. Search works offline for what a
 * reader searched online: the index's entry file is precached, Pagefind's library and the index
 * chunks and fragments a query fetched are kept. A demo's source, fetched once online, shows offline
 * too (its sources file is kept, cache first: its name is its content). Decisions live in routes.ts and
 * messages.ts (unit-tested); this file wires them to Workbox.
 */
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { CACHE_LIMITS, CACHE_NAMES, CACHE_PREFIX, NETWORK_TIMEOUT_SECONDS, OFFLINE_PATH, SEARCH_ENTRY_URL } from './config';
import { classifyRequest, looksLikePage, pageCacheKey, type RequestKind } from './routes';
import { parseWorkerMessage } from './messages';
import { readTitle, staleTitleUrls } from './savedPages';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Replaced at bundle time by the export's build id (so every build's worker differs). */
declare const __BUILD_ID__: string;
/** Replaced at bundle time by the precache list (the shell's files with their revisions). */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

interface WorkerMessageEvent {
  data: unknown;
  ports: readonly MessagePort[];
  waitUntil(promise: Promise<unknown>): void;
}

/** The parts of `ServiceWorkerGlobalScope` used here (the project compiles against the DOM library). */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

setCacheNameDetails({ prefix: CACHE_PREFIX, precache: 'precache', runtime: 'runtime', suffix: 'v1' });
// A new worker waits for the page's skip-waiting message (the page then reloads once, when focused);
// on first install it takes control at once so the first page read can be saved.
clientsClaim();
enableNavigationPreload();
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * Records a saved page's title in the title cache, reading the page only up to its `</title>`, and
 * drops the titles of pages no longer saved: the offline page lists saved pages from these titles
 * without reading their HTML (savedPages.ts).
 */
async function recordTitle(url: string, response: Response): Promise<void> {
  try {
    const reader = response.body?.getReader();
    const title = reader ? await readTitle(reader) : null;
    const titles = await caches.open(CACHE_NAMES.pageTitles);
    await titles.put(url, new Response(title ?? '', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }));
    const pages = await caches.open(CACHE_NAMES.page);
    const stale = staleTitleUrls((await titles.keys()).map((request) => request.url), (await pages.keys()).map((request) => request.url));
    await Promise.all(stale.map((staleUrl) => titles.delete(staleUrl)));
  } catch {
    // Without its title, the offline page lists the page by its address.
  }
}
const limits = (kind: RequestKind) => new ExpirationPlugin({ ...CACHE_LIMITS[kind], purgeOnQuotaError: true });

const strategies: Record<RequestKind, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHE_NAMES.page,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) },
      okOnly(),
      limits('page'),
      // The saved copy went into the cache; this response is the plugin's to read (its title only).
      { cacheDidUpdate: async ({ request, newResponse }) => recordTitle(request.url, newResponse) },
      // Offline and never saved: the offline page (in our words) instead of the browser's error.
      new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PATH }),
    ],
  }),
  data: new NetworkFirst({ cacheName: CACHE_NAMES.data, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly(), limits('data')] }),
  static: new CacheFirst({ cacheName: CACHE_NAMES.static, plugins: [okOnly(), limits('static')] }),
  asset: new StaleWhileRevalidate({ cacheName: CACHE_NAMES.asset, plugins: [okOnly(), limits('asset')] }),
  // Search: the entry file fresh when online (it names the current build's chunks), the precached
  // copy offline; the library network first (its names carry no hash); chunks and fragments by hash.
  searchEntry: new NetworkFirst({
    cacheName: CACHE_NAMES.searchEntry,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly(), limits('searchEntry'), new PrecacheFallbackPlugin({ fallbackURL: SEARCH_ENTRY_URL })],
  }),
  searchLibrary: new NetworkFirst({ cacheName: CACHE_NAMES.searchLibrary, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly(), limits('searchLibrary')] }),
  searchIndex: new CacheFirst({ cacheName: CACHE_NAMES.searchIndex, plugins: [okOnly(), limits('searchIndex')] }),
  demoSources: new CacheFirst({ cacheName: CACHE_NAMES.demoSources, plugins: [okOnly(), limits('demoSources')] }),
};

for (const kind of Object.keys(strategies) as RequestKind[]) {
  registerRoute(({ url, request }) => classifyRequest(url, origin, request.mode) === kind, strategies[kind]);
}

/** Saves what the page loaded before this worker controlled it, through the same strategies. */
async function cacheUrls(urls: readonly string[], event: WorkerMessageEvent): Promise<number> {
  let saved = 0;
  await Promise.all(
    urls.map(async (raw) => {
      let url: URL;
      try {
        url = new URL(raw, worker.location.href);
      } catch {
        return;
      }
      const kind = classifyRequest(url, origin, looksLikePage(url.pathname) ? 'navigate' : 'no-cors');
      if (!kind) return;
      try {
        // The browser just loaded these: its HTTP cache answers without a second download.
        const request = new Request(url.href, { credentials: 'same-origin', cache: 'force-cache' });
        const response = await strategies[kind].handle({ event: event as never, request });
        if (response?.ok) saved += 1;
      } catch {
        // A file that cannot be saved now is saved the next time it is requested.
      }
    }),
  );
  return saved;
}

worker.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data);
  if (!message) return;
  switch (message.kind) {
    case 'skipWaiting':
      event.waitUntil(worker.skipWaiting());
      break;
    case 'version':
      event.ports[0]?.postMessage({ buildId: __BUILD_ID__ });
      break;
    case 'cacheUrls':
      event.waitUntil(cacheUrls(message.urls, event).then((saved) => event.ports[0]?.postMessage({ saved })));
      break;
  }
});

/** What a page may ask of the service worker (messages are untrusted input: anything else is ignored). */
export type WorkerMessage =
  | { kind: 'skipWaiting' }
  | { kind: 'cacheUrls'; urls: string[] }
  | { kind: 'version' };

/** Most URLs one `CACHE_URLS` message may name (a page and its scripts are far fewer). */
export const MAX_URLS_PER_MESSAGE = 60;

/**
 * Reads a message posted to the worker: `'skipWaiting'` (the plain string older pages send) or
 * `{type: 'SKIP_WAITING'}` (workbox-window's `messageSkipWaiting`), `{type: 'CACHE_URLS', payload:
 * {urlsToCache}}` to save the page that was open before the worker took control, and
 * `{type: 'GET_VERSION'}`.
 */
export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (data === 'skipWaiting') {
    return { kind: 'skipWaiting' };
  }
  if (!data || typeof data !== 'object') {
    return null;
  }
  const { type, payload } = data as { type?: unknown; payload?: unknown };
  if (type === 'SKIP_WAITING') {
    return { kind: 'skipWaiting' };
  }
  if (type === 'GET_VERSION') {
    return { kind: 'version' };
  }
  if (type === 'CACHE_URLS') {
    const list = payload && typeof payload === 'object' ? (payload as { urlsToCache?: unknown }).urlsToCache : undefined;
    if (!Array.isArray(list)) {
      return null;
    }
    const urls = [...new Set(list.filter((url): url is string => typeof url === 'string' && url.length < 2048))];
    return { kind: 'cacheUrls', urls: urls.slice(0, MAX_URLS_PER_MESSAGE) };
  }
  return null;
}

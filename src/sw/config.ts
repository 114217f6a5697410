/**
 * Names shared by the service worker, its build step and the pages (pure constants). Cache names
 * carry no build id: pages saved under one build stay readable after the next deployment, and the
 * expiration limits keep each cache bounded.
 */
export const SW_URL = '/x/sw.js';
/** Only the documentation under /x/ is controlled (the worker's own folder, its widest scope). */
export const SW_SCOPE = '/x/';
/** The page served for a navigation that fails offline when the page was never saved. */
export const OFFLINE_PATH = '/x/offline/';

export const CACHE_PREFIX = 'mui-x-docs';
export const CACHE_NAMES = {
  /** HTML of the pages a reader opened (network first). */
  page: `${CACHE_PREFIX}-pages`,
  /** Next.js page data (`/_next/data/<build>/….json`) used by client-side navigation (network first). */
  data: `${CACHE_PREFIX}-data`,
  /** Hashed build files under `/_next/static/` (cache first: a name never changes content). */
  static: `${CACHE_PREFIX}-static`,
  /** Other same-origin files the shell uses (favicon, drawer sections), refreshed in the background. */
  asset: `${CACHE_PREFIX}-assets`,
} as const;

const DAY = 24 * 60 * 60;

/** How much each runtime cache keeps: the oldest entries go first. */
export const CACHE_LIMITS = {
  page: { maxEntries: 80, maxAgeSeconds: 30 * DAY },
  data: { maxEntries: 80, maxAgeSeconds: 30 * DAY },
  static: { maxEntries: 120, maxAgeSeconds: 60 * DAY },
  asset: { maxEntries: 40, maxAgeSeconds: 30 * DAY },
} as const;

/** A slow network falls back to the saved copy after this long (the fresh answer still updates it). */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * What a static host sends with the export, as data: the third parties the pages talk to (named,
 * with the Content-Security-Policy directives each needs), the policy's base, and the other
 * response headers. After the export, scripts/build/postbuild.ts turns this, with the hashes of the
 * inline scripts it finds in out/, into `out/_headers` (Netlify, Cloudflare Pages) and
 * `hosting/nginx/*.conf`; `npm run serve` sends the same headers. A feature that loads something
 * new adds its host or directive here, and nowhere else.
 */
import { site } from './site';

export type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'frame-src'
  | 'worker-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type CspDirectives = Partial<Record<CspDirective, readonly string[]>>;

/** What a third party gets from a reader's browser, for the privacy page (/x/privacy/). */
export interface ThirdPartyPrivacy {
  /** Who runs it. */
  party: string;
  /** What its hosts receive. */
  receives: string;
  /** When the browser contacts them. */
  when: string;
}

export interface CspSource {
  /** What it is, as the policy's comment in out/_headers names it. */
  name: string;
  directives: CspDirectives;
  /**
   * The privacy page lists every host of every source with these words (a unit test fails on a host
   * without its line), so a feature that adds a host says here what it sends there, and when.
   */
  privacy: ThirdPartyPrivacy;
}

/** `https://cdn.carbonads.com` from `https://cdn.carbonads.com/carbon.js`. */
const originOf = (url: string): string => new URL(url).origin;

/**
 * Every page's own needs. Styles: emotion (MUI) inserts `<style>` elements and React sets `style`
 * attributes at run time, which no hash can cover, hence `'unsafe-inline'` for styles only. Scripts:
 * `'self'` plus the hash of each inline script of the export, added at build time, and
 * `'wasm-unsafe-eval'`: search runs Pagefind's WebAssembly (compiling it is all this allows; `eval`
 * stays refused).
 */
export const cspBase: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: and blob: for images the demos draw (chart exports, grid icons).
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  // The grid's and the charts' print export render into a frame of the page.
  'frame-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** When the ad slot may reach the network (src/analytics/consent.ts `thirdPartyAds`). */
const AD_WHEN =
  'On docs pages, once the page has loaded; not with Do Not Track or Global Privacy Control on, nor after "Essential only".';

const adSources: CspSource[] = [
  {
    // The network's script, and the ad request it makes (as a script or with fetch).
    name: 'ad network',
    directives: {
      'script-src': [originOf(site.ads.network.scriptUrl), 'https://srv.carbonads.net'],
      'connect-src': ['https://srv.carbonads.net', 'https://srv.buysellads.com'],
    },
    privacy: {
      party: `${site.ads.network.name} (BuySellAds), the ad network`,
      receives:
        "A request for its script and for one ad: your IP address, your browser's name and version, and this site's address (the origin only, never the page). It picks the ad from the site, not from you.",
      when: `${AD_WHEN} A visit asks either the network or its JSON service, not both.`,
    },
  },
  {
    name: 'ad JSON service',
    directives: { 'connect-src': [originOf(site.ads.jsonServiceUrl)] },
    privacy: {
      party: `${site.ads.network.name}'s JSON ad service`,
      receives: "A request for one ad, without cookies: your IP address, your browser's name and version, and this site's origin.",
      when: AD_WHEN,
    },
  },
  {
    // Advertisers serve their images and impression pixels from hosts of their own, known only
    // when the ad arrives; the ad code keeps https ones only.
    name: 'ad images and impression pixels',
    directives: { 'img-src': ['https:'] },
    privacy: {
      party: 'The advertiser whose ad is shown (hosts named by the ad, https only)',
      receives: "Requests for the ad's image and its impression pixels, without a referrer: your IP address and your browser's name and version.",
      when: 'When a network ad is shown (the same conditions as the network).',
    },
  },
];

const analyticsSources: CspSource[] = [
  {
    // Google Analytics 4 (gtag.js) and where it sends its hits.
    name: 'analytics',
    directives: {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    },
    privacy: {
      party: 'Google Analytics 4 (Google)',
      receives:
        'Its script, then the address and title of each page you read, clicks on marked links and buttons (copy, page feedback, ads), your code and colour preferences and, for a small sample of visits, page-speed figures; with your IP address and browser. Its cookies tell your visits apart.',
      when: 'Only after you choose "Allow analytics", from that moment on: nothing before it, nothing after "Essential only", nothing with Do Not Track or Global Privacy Control on.',
    },
  },
];

const sandboxSources: CspSource[] = [
  {
    // The demos' "Open in…" buttons post a form to a new tab.
    name: 'sandboxes',
    directives: { 'form-action': [originOf(site.sandboxes.codesandboxDefineUrl), originOf(site.sandboxes.stackblitzRunUrl)] },
    privacy: {
      party: 'CodeSandbox and StackBlitz',
      receives: "The demo's source files, posted as a form, and what any site you open gets.",
      when: 'Only when you click "Open in CodeSandbox" or "Open in StackBlitz" on a demo (it opens a new tab).',
    },
  },
];

/** Every third party the site can be built with, whether this build has it or not (the privacy page's test reads it). */
export const allThirdPartySources: readonly CspSource[] = [...adSources, ...analyticsSources, ...sandboxSources];

/** The third parties of this build: ads and analytics only when the build has them. */
export const cspSources: readonly CspSource[] = [
  ...(site.ads.enabled ? adSources : []),
  ...(site.analytics.measurementId ? analyticsSources : []),
  ...sandboxSources,
];

/**
 * The one folder whose page may evaluate code: the frame that runs a demo the reader edited
 * (pages/playground/demo-runner.tsx, src/demos/runner/). Its policy is the base with
 * `'unsafe-eval'` added and no third party (code typed in the editor can reach no other host); every
 * other path keeps a policy without it, and the build stops if one would not.
 */
export const evalFrame = {
  folder: '/playground/demo-runner/',
  source: { name: 'edited demos (sucrase output, evaluated)', directives: { 'script-src': ["'unsafe-eval'"] } } satisfies Pick<CspSource, 'name' | 'directives'>,
} as const;

/** Sent with every response, besides the Content-Security-Policy. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const cacheControl = {
  /** Files whose name carries a hash of their content: never asked again. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else (pages, the worker, section files, images): revalidated on every use. */
  revalidate: 'no-cache',
  /**
   * Every error answer (404, 5xx), whatever its path: a chunk missing under a hashed folder must not be
   * kept for a year, since the next deployment may bring it. `npm run serve` and the nginx configuration
   * send it; Netlify and Cloudflare Pages need a setting of their own (docs/hosting.md).
   */
  error: 'no-store',
} as const;

/**
 * Folders of the export whose file names are content hashes (URL paths, trailing slash): Next's build
 * files, the demos' sources files (src/demos/build/demoSourcesFiles.ts) and the pages' hover-type tables
 * (src/export/hoverFiles.ts).
 */
export const immutableFolders: readonly string[] = ['/_next/static/', '/x/_demo-sources/', '/x/_hover-types/'];

/**
 * Site configuration. Values a deployment changes are overridable by environment variables at build
 * time (NEXT_PUBLIC_* so the browser bundle gets the same value as the server render). Each variable
 * is read as a literal `process.env.NEXT_PUBLIC_…`: Next.js inlines only those into the browser
 * bundle, a dynamic `process.env[name]` is empty there.
 */

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * A build-time value: pass `process.env.NEXT_PUBLIC_X` written out in full, because Next.js only
 * inlines that literal form into the browser bundle (`process.env[name]` is empty in the browser).
 */
function fromEnv(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** `mui.com` from `https://mui.com`; the input itself when it is not a URL. */
function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** `offline` (the default) ships the offline worker; `remove` ships the kill switch instead (docs/hosting.md). */
function serviceWorkerMode(value: string | undefined): 'offline' | 'remove' {
  if (value === undefined || value === 'offline' || value === 'remove') return value ?? 'offline';
  throw new Error(`NEXT_PUBLIC_SW_MODE must be "offline" or "remove", got ${JSON.stringify(value)}`);
}

const mainHost = stripTrailingSlash(fromEnv(process.env.NEXT_PUBLIC_SITE_HOST) ?? 'https://mui.com');

export const site = {
  brand: 'MUI X',
  /** Appended to every page title: `<title> - MUI X`. */
  titleSuffix: ' - MUI X',
  /** The main host: canonical links and the current version's link point here. */
  host: mainHost,
  githubUrl: 'https://github.com/mui/mui-x',
  editBaseUrl: 'https://github.com/mui/mui-x/edit/master/docs/data',
  /**
   * Where this repository's files are read on the web, up to the branch
   * (`https://github.com/<owner>/<repo>/blob/<branch>`): each demo links to its file under data/demos.
   * Set by NEXT_PUBLIC_SOURCE_BLOB_URL; unset, demos show no such link.
   */
  sourceBlobUrl: fromEnv(process.env.NEXT_PUBLIC_SOURCE_BLOB_URL)?.replace(/\/+$/, '') ?? null,
  /** The link-preview card of every page (og:image / twitter:image), served from public/. */
  socialImage: { path: '/static/social-preview.png', width: 1200, height: 630, alt: 'MUI X: Data Grid, Date and Time Pickers, Charts and Tree View' },
  twitterHandle: '@MUI_hq',
  /** Languages readers can pick; Chinese titles exist but are not listed. */
  languages: ['en'] as const,
  /** Languages recognised as a path prefix. */
  prefixLanguages: ['en', 'zh'] as const,
  defaultLanguage: 'en',
  /** BCP 47 tags for `lang` attributes (Chinese titles are in simplified characters). */
  languageTags: { en: 'en', zh: 'zh-Hans' } as Readonly<Record<string, string>>,
  /**
   * Host names on which the offline service worker registers: the main host's name, or the
   * comma-separated list in NEXT_PUBLIC_SW_HOST (e.g. `docs.example.com,staging.example.com`).
   */
  serviceWorkerHosts: (fromEnv(process.env.NEXT_PUBLIC_SW_HOST)?.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean) ?? [
    hostnameOf(mainHost),
  ]) as readonly string[],
  /**
   * `offline`: the offline worker registers on the hosts above. `remove` (NEXT_PUBLIC_SW_MODE=remove):
   * the kill switch. Pages register nothing and remove a worker they find, and `/x/sw.js` becomes a
   * worker that deletes its caches, unregisters itself and reloads the tabs it controlled.
   */
  serviceWorkerMode: serviceWorkerMode(fromEnv(process.env.NEXT_PUBLIC_SW_MODE)),
  /** The page `/` and `/x/` lead to. */
  homePathname: '/x/introduction/',
  /** What the site stores and sends, and to whom (generated from this file, data/ads.ts and data/hosting.ts). */
  privacyPathname: '/x/privacy/',
  // Advertising and analytics: the defaults are ours, never another site's account ids.
  ads: {
    /**
     * `on` or `off`. Unset: on in production builds, off under `next dev` (set `on` to see ads there).
     */
    enabled: fromEnv(process.env.NEXT_PUBLIC_ADS) === undefined ? process.env.NODE_ENV === 'production' : fromEnv(process.env.NEXT_PUBLIC_ADS) === 'on',
    network: {
      /** Shown in the ad's "ad by …" line. */
      name: 'Carbon',
      /** The network's script, loaded with the serve and placement parameters below. */
      scriptUrl: fromEnv(process.env.NEXT_PUBLIC_AD_SCRIPT_URL) ?? 'https://cdn.carbonads.com/carbon.js',
      serve: fromEnv(process.env.NEXT_PUBLIC_AD_SERVE) ?? 'MUIXDOCS',
      placement: fromEnv(process.env.NEXT_PUBLIC_AD_PLACEMENT) ?? 'muixdocs',
      /** The id the network's script expects on its own <script> tag. */
      scriptId: '_carbonads_js',
      /** The element the network's script inserts once it has an ad. */
      elementSelector: '#carbonads',
      /** Link of the network's fallback ("house") ad: such an ad is replaced by one of ours. */
      fallbackTarget: fromEnv(process.env.NEXT_PUBLIC_AD_FALLBACK_TARGET) ?? 'https://mui.com/x/introduction/support/',
    },
    /** JSON ad service of the inline shape (GET, a list of ads). */
    jsonServiceUrl: fromEnv(process.env.NEXT_PUBLIC_AD_JSON_URL) ?? 'https://srv.buysellads.com/ads/MUIXDOCS.json',
  },
  /** Where the demos' "Open in…" buttons post their project (a form submitted to a new tab). */
  sandboxes: {
    codesandboxDefineUrl: 'https://codesandbox.io/api/v1/sandboxes/define',
    stackblitzRunUrl: 'https://stackblitz.com/run',
  },
  analytics: {
    /**
     * Google Analytics 4 measurement id (`G-…`, NEXT_PUBLIC_GA_MEASUREMENT_ID). Unset or empty:
     * analytics is off (nothing is loaded or sent, nobody is asked, the policy names no analytics host).
     * The browser tests build with an id of their own (package.json, `test:e2e`).
     */
    measurementId: fromEnv(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID) ?? '',
  },
  /**
   * MUI X licence key for the Pro and Premium demos; empty by default (MUI X then logs its
   * missing-key message and watermarks those demos). Read with a literal `process.env.NEXT_PUBLIC_…`
   * so the build inlines it into the browser bundle too.
   */
  muiXLicenseKey: fromEnv(process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY) ?? '',
} as const;

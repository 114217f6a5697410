/**
 * Site configuration. Values a deployment changes are overridable by environment variables at build
 * time (NEXT_PUBLIC_* so the browser bundle gets the same value as the server render).
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

const mainHost = stripTrailingSlash(fromEnv(process.env.NEXT_PUBLIC_SITE_HOST) ?? 'https://mui.com');

export const site = {
  brand: 'MUI X',
  /** Appended to every page title: `<title> - MUI X`. */
  titleSuffix: ' - MUI X',
  /** The main host: canonical links and the current version's link point here. */
  host: mainHost,
  githubUrl: 'https://github.com/mui/mui-x',
  editBaseUrl: 'https://github.com/mui/mui-x/edit/master/docs/data',
  socialImage: '/static/social-preview.png',
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
  /** The page `/` and `/x/` lead to. */
  homePathname: '/x/introduction/',
} as const;

export const productNames: Record<string, string> = {
  x: 'MUI X',
  'x-data-grid': 'Data Grid',
  'x-date-pickers': 'Date and Time Pickers',
  'x-charts': 'Charts',
  'x-tree-view': 'Tree View',
};

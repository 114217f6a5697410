/**
 * Site configuration. Values a deployment changes are overridable by environment variables at build
 * time (NEXT_PUBLIC_* so the browser bundle gets the same value as the server render).
 */
function env(name: string): string | undefined {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const site = {
  brand: 'MUI X',
  /** Appended to every page title: `<title> - MUI X`. */
  titleSuffix: ' - MUI X',
  /** The main host: canonical links and the current version's link point here. */
  host: stripTrailingSlash(env('NEXT_PUBLIC_SITE_HOST') ?? 'https://mui.com'),
  githubUrl: 'https://github.com/mui/mui-x',
  editBaseUrl: 'https://github.com/mui/mui-x/edit/master/docs/data',
  socialImage: '/static/social-preview.png',
  twitterHandle: '@MUI_hq',
  /** Languages readers can pick; Chinese titles exist but are not listed. */
  languages: ['en'] as const,
  /** Languages recognised as a path prefix. */
  prefixLanguages: ['en', 'zh'] as const,
  defaultLanguage: 'en',
  /** The page `/` and `/x/` lead to. */
  homePathname: '/x/introduction/',
  /**
   * MUI X licence key for the Pro and Premium demos; empty by default (MUI X then logs its
   * missing-key message and watermarks those demos). Read with a literal `process.env.NEXT_PUBLIC_…`
   * so the build inlines it into the browser bundle too.
   */
  muiXLicenseKey: (process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY ?? '').trim(),
} as const;

export const productNames: Record<string, string> = {
  x: 'MUI X',
  'x-data-grid': 'Data Grid',
  'x-date-pickers': 'Date and Time Pickers',
  'x-charts': 'Charts',
  'x-tree-view': 'Tree View',
};

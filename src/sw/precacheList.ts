/**
 * Build time (pure): which files of the export the service worker precaches. The shell is what
 * the offline page and a guide page load, plus the drawer's section files, the favicon, the
 * search index's entry file and the chunks of the page's own parts that load late (back to top,
 * feedback: webpack chunks named `page-aid-*`); the rest (demo chunks, pages, search chunks) is cached when a reader
 * uses it, so installing the worker stays cheap.
 */

/**
 * Same-origin `/_next/static/` files an HTML page loads (`<script src>`, `<link href>`), as written.
 * `noModule` scripts are left out: only browsers without module support (none that run service
 * workers) load them.
 */
export function staticAssetsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b([^>]*?)\s(?:src|href)="(\/_next\/static\/[^"?#]+)"([^>]*)>/g)) {
    if (!/\snomodule\b/i.test(` ${match[1]} ${match[3]}`)) {
      found.add(match[2]);
    }
  }
  return [...found].sort();
}

/** The file of the export a URL path names (`/_next/static/chunks/pages/x/%5B...slug%5D-1.js` -> decoded, no leading slash). */
export function outFileOf(urlPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = urlPath;
  }
  const file = decoded.replace(/^\/+/, '');
  const segments = file.replace(/\/$/, '').split('/');
  if (file !== '' && segments.some((segment) => segment === '..' || segment === '.' || segment === '')) {
    throw new Error(`Refusing to precache ${urlPath}: not a plain path inside the export`);
  }
  return file.endsWith('/') || file === '' ? `${file}index.html` : file;
}

/** The URL a file of the export is served at (`x/offline/index.html` -> `/x/offline/`), segments encoded like Next.js does. */
export function urlOfOutFile(file: string): string {
  const clean = file.replace(/\\/g, '/').replace(/^\/+/, '');
  const path = clean === 'index.html' ? '' : clean.endsWith('/index.html') ? clean.slice(0, -'index.html'.length) : clean;
  return `/${path.split('/').map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/** Files under `/_next/static/` carry their content hash (or the build id) in their name: no revision needed. */
export function isVersionedByName(url: string): boolean {
  return url.startsWith('/_next/static/');
}

/**
 * A chunk file (`page-aid-back-to-top.<hash>.js`) of a part every page shows late, named with
 * `webpackChunkName: "page-aid-…"`: precached, so a page read offline shows it too.
 */
export function isPageAidChunk(fileName: string): boolean {
  return /^page-aid-[a-z0-9-]+\.[0-9a-f]+\.js$/.test(fileName);
}

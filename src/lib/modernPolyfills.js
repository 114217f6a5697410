// Stands in for Next's `polyfill-module` in the browser build (next.config.ts). Next adds that module
// to every page for browsers older than the ones this site supports (package.json `browserslist`):
// all of them have String#trimStart/trimEnd, Symbol#description, Array#flat/flatMap/at,
// Promise#finally, Object.fromEntries and Object.hasOwn. Only URL.canParse, which Next's client calls,
// came later than Chrome 111 and Safari 16.4 (Chrome 120, Safari 17), so it alone is kept.
if (typeof URL !== 'undefined' && !('canParse' in URL)) {
  URL.canParse = function canParse(url, base) {
    try {
      return Boolean(new URL(url, base));
    } catch {
      return false;
    }
  };
}

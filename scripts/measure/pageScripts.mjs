import path from 'node:path';

/**
 * The script files of `out/` a page's HTML names, in order: the JS a module browser downloads and
 * runs before the page is interactive (the `noModule` polyfills are skipped; what loads after first
 * paint, such as ads, analytics or the consent prompt, is not named). Used by `npm run bench` and
 * `npm run chunk-cost`.
 */
export function scriptFilesInHtml(html, outDir) {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/\bnoModule\b/i.test(tag))
    .map(([, src]) => path.join(outDir, decodeURIComponent(src.split('?')[0])));
}

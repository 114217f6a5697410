/**
 * Exported pages carry their article twice: as HTML in the document and again, as strings, in the
 * page's props (`__NEXT_DATA__`) that React hydrates from. Build-time fragments rendered with
 * `useStaticHtml` (src/core/staticHtml.ts) are marked `data-html="key"`; after the export, this module
 * replaces each props string that the document already holds verbatim inside such an element, and the
 * browser reads the fragment back from the document while it hydrates. The page-data JSON a client-side
 * navigation fetches keeps every string: the next page's content still arrives once.
 */

import { FRAGMENT_IN_DOCUMENT } from '../contracts/content';

export const NEXT_DATA = /(<script id="__NEXT_DATA__" type="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/;
/** Shorter strings are left alone: the saving would not pay for the lookup. */
const MIN_LENGTH = 64;

/** Next's escaping of the JSON it writes into the document (`htmlEscapeJsonString`). */
const ESCAPES: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
export const escapeJson = (json: string) => json.replace(/[&><\u2028\u2029]/g, (character) => ESCAPES[character]);

/** True when `value` sits in `body` as the whole content of an element marked `data-html`. */
function isMarkedFragment(body: string, value: string): boolean {
  for (let index = body.indexOf(value); index !== -1; index = body.indexOf(value, index + 1)) {
    const tagStart = body.lastIndexOf('<', index - 1);
    const tag = body.slice(tagStart, index);
    if (/^<[a-z][a-z0-9]*\s[^<>]*\bdata-html="[^"]+"[^<>]*>$/.test(tag) && body.startsWith('</', index + value.length)) return true;
  }
  return false;
}

function strip(value: unknown, body: string, saved: { bytes: number }): unknown {
  if (typeof value === 'string') {
    if (value.length >= MIN_LENGTH && isMarkedFragment(body, value)) {
      saved.bytes += Buffer.byteLength(value);
      return FRAGMENT_IN_DOCUMENT;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => strip(item, body, saved));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item, body, saved)]));
  }
  return value;
}

/**
 * The exported page `html` with the fragments its document already shows emptied from its
 * `__NEXT_DATA__`, and the bytes saved. A page without page data is returned unchanged.
 */
export function stripDocumentHtml(html: string): { html: string; savedBytes: number } {
  const match = NEXT_DATA.exec(html);
  if (!match) return { html, savedBytes: 0 };
  const body = html.slice(0, match.index);
  const data = JSON.parse(match[2]) as { props?: { pageProps?: unknown } };
  if (!data.props?.pageProps) return { html, savedBytes: 0 };
  const saved = { bytes: 0 };
  data.props.pageProps = strip(data.props.pageProps, body, saved);
  if (saved.bytes === 0) return { html, savedBytes: 0 };
  const json = escapeJson(JSON.stringify(data));
  return { html: html.slice(0, match.index) + match[1] + json + match[3] + html.slice(match.index + match[0].length), savedBytes: saved.bytes };
}

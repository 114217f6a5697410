/**
 * Ad text may carry inline emphasis (`<b>`, `<strong>`, `<em>`, `<i>`); nothing else survives: no
 * links, no attributes at all (not even `data-*`, which would forge analytics click events, or
 * `aria-*`, which would mislead screen readers), no media, no script.
 *
 * The text is never handed to an HTML parser. A parser working for the page (DOMPurify's DOMParser
 * document, a template) makes Chromium check the page's Content-Security-Policy against every
 * `on…=` attribute it meets, so hostile ad text would log (and report) a policy violation on each
 * page view even though nothing runs. With four attribute-free tags allowed, a tokenizer is enough,
 * and the output is safe by construction: its only `<` characters are those four bare tags; every
 * other `<` and `>` is escaped, so no element, attribute or script can come out of it.
 */

const INLINE_TAGS = new Set(['b', 'strong', 'em', 'i']);

/** Elements whose content is not reader text: dropped whole, content included (unclosed: to the end). */
const DROPPED_WITH_CONTENT = /<(script|style|template|textarea|title|noscript|noembed|noframes|iframe|object|xmp|svg|math)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** A comment, a declaration or processing instruction, or a tag (its attributes up to the first `>`). */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:[\s/][^>]*)?>/g;

const escapeAngles = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Safe HTML for `dangerouslySetInnerHTML`: inline emphasis only, as bare tags. */
export function sanitizeInline(html: string): string {
  if (typeof html !== 'string') return '';
  const source = html.replace(DROPPED_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const match of source.matchAll(MARKUP)) {
    out += escapeAngles(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (name && INLINE_TAGS.has(name)) out += match[0].startsWith('</') ? `</${name}>` : `<${name}>`;
  }
  return out + escapeAngles(source.slice(last));
}

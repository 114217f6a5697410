/**
 * Hover types in highlighted code (pure): the build marks each name that has quick info with
 * `<span data-t="N">` around its text, N being the index of its entry in the page's hover table
 * (src/checks/hoverPages.ts). The markup holds no text of its own, so the code's text, which the copy
 * button copies, is unchanged.
 */
import crypto from 'node:crypto';

/** Key of a fence in the hover manifest: its language and shown code (the same fence on two pages is one). */
export function fenceBlockKey(language: string, shown: string): string {
  return `f:${crypto.createHash('sha1').update(`${language}\0${shown}`).digest('hex').slice(0, 16)}`;
}

/** Key of the code a demo shows first (`d:data-grid/SortingGrid.tsx`). */
export function demoBlockKey(folder: string, file: string): string {
  return `d:${folder}/${file}`;
}

/** A name in a block's shown code: its offset, its text and the index of its entry in the page's table. */
export type HoverSpan = [start: number, name: string, entry: number];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** Each text character of highlighted HTML with where it starts and ends in the HTML (entities are one character). */
function textOf(html: string): { chars: string[]; from: number[]; to: number[] } {
  const chars: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  while (index < html.length) {
    if (html[index] === '<') {
      const close = html.indexOf('>', index);
      index = close === -1 ? html.length : close + 1;
      continue;
    }
    let end = index + 1;
    let char = html[index];
    if (char === '&') {
      const semicolon = html.indexOf(';', index);
      const entity = semicolon === -1 ? '' : html.slice(index, semicolon + 1);
      if (ENTITIES[entity]) {
        char = ENTITIES[entity];
        end = semicolon + 1;
      }
    }
    chars.push(char);
    from.push(index);
    to.push(end);
    index = end;
  }
  return { chars, from, to };
}

/** The plain text of highlighted HTML (the code it shows). */
export function plainText(html: string): string {
  return textOf(html).chars.join('');
}

/**
 * Wraps each name of `spans` in `<span data-t="N">`. A span whose text is not the name at its offset
 * (the code changed since the table was computed), or that a highlighter tag cuts in two, is left out:
 * the code still shows, without that hover.
 */
export function wrapHoverSpans(html: string, spans: readonly HoverSpan[]): string {
  if (spans.length === 0) return html;
  const { chars, from, to } = textOf(html);
  const cuts: Array<{ at: number; open: string | null }> = [];
  let previousEnd = -1;
  for (const [start, name, entry] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = start + name.length - 1;
    if (name === '' || start <= previousEnd || last >= chars.length || !Number.isInteger(entry)) continue;
    if (chars.slice(start, last + 1).join('') !== name) continue;
    if (html.slice(from[start], to[last]).includes('<')) continue;
    cuts.push({ at: from[start], open: `<span data-t="${entry}">` }, { at: to[last], open: null });
    previousEnd = last;
  }
  let out = '';
  let position = 0;
  for (const { at, open } of cuts) {
    out += html.slice(position, at) + (open ?? '</span>');
    position = at;
  }
  return out + html.slice(position);
}

/**
 * Hover types (pure): the page's table, fetched once on the first hover or focus of a name
 * (src/export/hoverFiles.ts writes it), the marks around names in highlighted code (`<span data-t="N">`,
 * N the index of the name's entry in the table; added by the page loader to the code shown first,
 * by the browser to code shown later), where the popup goes, and how the arrow keys move between the
 * names of a block. The marks hold no text of their own: the code's text, which the copy button
 * copies, is unchanged.
 */
import type { HoverEntry, HoverSpan, HoverTable } from '../contracts/content';

function isEntry(value: unknown): value is HoverEntry {
  if (!value || typeof value !== 'object') return false;
  const { t, d, h } = value as Record<string, unknown>;
  return typeof t === 'string' && (d === undefined || typeof d === 'string') && (h === undefined || (typeof h === 'string' && h.startsWith('/')));
}

function isSpan(value: unknown): value is HoverSpan {
  return Array.isArray(value) && value.length === 3 && Number.isInteger(value[0]) && typeof value[1] === 'string' && Number.isInteger(value[2]);
}

/** The table if `value` is one (a link must be a site path), else null; malformed `blocks` are dropped. */
export function parseHoverTable(value: unknown): HoverTable | null {
  const { entries, blocks } = (value ?? {}) as { entries?: unknown; blocks?: unknown };
  if (!Array.isArray(entries) || !entries.every(isEntry)) return null;
  if (!blocks || typeof blocks !== 'object' || Array.isArray(blocks)) return { entries };
  const valid = Object.entries(blocks).filter((pair): pair is [string, HoverSpan[]] => Array.isArray(pair[1]) && pair[1].every(isSpan));
  return { entries, blocks: Object.fromEntries(valid) };
}

/**
 * The page's second table (`<hash>.later.json` beside `<hash>.json`): the names of the code its
 * demos show after their first, with `blocks`, fetched only when such code is reached.
 */
export function laterTableUrl(url: string): string {
  return url.replace(/\.json$/, '.later.json');
}

/**
 * Key of code a demo shows after its first in the page's table (`blocks`): its file, the styling and
 * which code (`full`, `preview`, or `file:data/employees.ts` for another file of the demo).
 */
export function demoCodeKey(file: string, styling: string, part: 'full' | 'preview' | `file:${string}`): string {
  return `${file}|${styling}|${part}`;
}

const tables = new Map<string, Promise<HoverTable>>();

/** The table at `url`, fetched once per page view; a failed fetch is tried again on the next hover. */
export function loadHoverTable(url: string, fetcher: typeof fetch = fetch): Promise<HoverTable> {
  let pending = tables.get(url);
  if (!pending) {
    pending = fetcher(url)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${url}: HTTP ${response.status}`))))
      .then((value: unknown) => parseHoverTable(value) ?? Promise.reject(new Error(`${url}: not a hover table`)));
    pending.catch(() => tables.delete(url));
    tables.set(url, pending);
  }
  return pending;
}

/** Forgets fetched tables (tests only). */
export function resetHoverTablesForTests() {
  tables.clear();
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where the popup goes, in viewport px: under the name, or above it when there is no room below,
 * its start under the name's start, and always inside the viewport (a margin from each edge).
 */
export function placePopup(anchor: Box, popup: { width: number; height: number }, viewport: { width: number; height: number }, margin = 8) {
  const gap = 4;
  const below = anchor.bottom + gap;
  const above = anchor.top - gap - popup.height;
  const top = below + popup.height <= viewport.height - margin || above < margin ? below : above;
  const maxLeft = Math.max(margin, viewport.width - margin - popup.width);
  return {
    left: Math.round(Math.min(Math.max(anchor.left, margin), maxLeft)),
    top: Math.round(Math.min(Math.max(top, margin), Math.max(margin, viewport.height - margin - popup.height))),
  };
}

/**
 * The name the key moves to from `current` among a block's names (their boxes, in source order):
 * left and right to the previous and next name, up and down to the nearest name of the line above or
 * below, Home and End to the first and last. Null: the key does not move.
 */
export function moveIndex(boxes: readonly Pick<Box, 'left' | 'top'>[], current: number, key: string): number | null {
  if (boxes.length === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return boxes.length - 1;
  if (key === 'ArrowRight') return Math.min(current + 1, boxes.length - 1);
  if (key === 'ArrowLeft') return Math.max(current - 1, 0);
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return null;
  const here = boxes[current];
  const down = key === 'ArrowDown';
  // The nearest line in that direction (names of a line share their top, within a pixel or two).
  const lines = boxes.map((box) => box.top).filter((top) => (down ? top > here.top + 2 : top < here.top - 2));
  if (lines.length === 0) return current;
  const line = down ? Math.min(...lines) : Math.max(...lines);
  let best = current;
  let distance = Infinity;
  boxes.forEach((box, index) => {
    if (Math.abs(box.top - line) <= 2 && Math.abs(box.left - here.left) < distance) {
      best = index;
      distance = Math.abs(box.left - here.left);
    }
  });
  return best;
}

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

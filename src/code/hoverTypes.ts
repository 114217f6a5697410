/**
 * Hover types in the browser (pure): the page's table, fetched once on the first hover or focus of a
 * name (src/export/hoverFiles.ts writes it), where the popup goes, and how the arrow keys move between
 * the names of a block.
 */
import type { HoverEntry, HoverTable } from '../contracts/content';

function isEntry(value: unknown): value is HoverEntry {
  if (!value || typeof value !== 'object') return false;
  const { t, d, h } = value as Record<string, unknown>;
  return typeof t === 'string' && (d === undefined || typeof d === 'string') && (h === undefined || (typeof h === 'string' && h.startsWith('/')));
}

/** The table if `value` is one (a link must be a site path), else null. */
export function parseHoverTable(value: unknown): HoverTable | null {
  const entries = (value as { entries?: unknown } | null)?.entries;
  return Array.isArray(entries) && entries.every(isEntry) ? { entries } : null;
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

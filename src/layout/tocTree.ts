import type { TocEntry } from '../contracts';

/** An entry of the contents with the `h3` entries of its section nested under it. */
export interface TocNode extends TocEntry {
  children: TocEntry[];
}

/**
 * The page's headings as the contents show them (pure): each `h2` with the `h3`s that follow it
 * nested under it. An `h3` before the first `h2` stays at the top level, so nothing is lost.
 */
export function tocTree(entries: readonly TocEntry[]): TocNode[] {
  const tree: TocNode[] = [];
  let section: TocNode | null = null;
  for (const entry of entries) {
    if (entry.level === 3 && section) {
      section.children.push(entry);
    } else {
      const node: TocNode = { ...entry, children: [] };
      tree.push(node);
      section = entry.level === 2 ? node : null;
    }
  }
  return tree;
}

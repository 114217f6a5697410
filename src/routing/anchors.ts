/**
 * Anchor ids shared by the build (link check, search index, contents) and the pages that render
 * them (pure).
 */
import type { ApiSectionId } from '../contracts';

/** Id of an API member's entry, unique on the page: `props-columns`, `classes-cell--editing`. */
export function memberAnchor(section: ApiSectionId, name: string): string {
  return `${section}-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

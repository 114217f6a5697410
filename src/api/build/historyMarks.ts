/**
 * What the API history adds to a page's entries (pure): `since 8.5` on what a later v8 release added,
 * the release that deprecated an entry, and the replacement its deprecation names. The history comes
 * from data/apiHistory.json (scripts/build/apiHistory.ts); the replacement is read from the documented
 * release's own deprecation text, so it always names an entry the page lists.
 */
import type { ApiMember, ApiSectionId } from '../../contracts';
import { declarationsOf, findReplacement, releaseLabel, type PageDeclarations, type PageHistory } from './apiHistory';
import type { RawSymbol } from './types';

/** The entries of one section with their history marks; `declarations` is what the page's symbol declares. */
export function markHistory(section: ApiSectionId, items: readonly ApiMember[], declarations: PageDeclarations, history: PageHistory | undefined): ApiMember[] {
  const recorded = history?.sections[section] ?? {};
  return items.map((item) => {
    const entry = Object.prototype.hasOwnProperty.call(recorded, item.name) ? recorded[item.name] : undefined;
    const marked: ApiMember = { ...item };
    if (entry?.since) marked.since = releaseLabel(entry.since);
    if (item.deprecated !== undefined) {
      if (entry?.deprecated) marked.deprecatedSince = releaseLabel(entry.deprecated);
      const text = declarations[section]?.[item.name]?.deprecated;
      const replacement = text ? findReplacement(text, declarations, { section, name: item.name }) : undefined;
      if (replacement) marked.replacement = replacement;
    }
    return marked;
  });
}

/** A page's sections with their history marks. */
export function markSections<Section extends { id: ApiSectionId; items: ApiMember[] }>(sections: Section[], raw: RawSymbol, history: PageHistory | undefined): Section[] {
  const declarations = declarationsOf(raw);
  return sections.map((section) => ({ ...section, items: markHistory(section.id, section.items, declarations, history) }));
}

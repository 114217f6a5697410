/**
 * The search vocabulary of the MCP server (pure): the one the site's dialog reads (src/search/vocabulary.ts),
 * built in memory from the export's pages with the build's own code (vocabularyBuild.ts). Page titles,
 * API names, their entries and the headings are its keys, so the server answers a query as the dialog
 * does: entries named as typed first, a misspelt name taken for the closest (`pagnation`), and the
 * closest titles when nothing matches.
 */
import { products } from '../../data/products';
import type { ApiSectionId } from '../contracts';
import { buildVocabulary, type SourcePage, type VocabularyFiles } from '../search/build/vocabularyBuild';
import { OTHER_GROUP } from '../search/results';
import { normalizeKey, shardOf, type EntryKind } from '../search/vocabulary';
import { lookup, type Lookup } from '../search/vocabularyLookup';
import type { DocsPage } from './docsPage';

const ENTRY_KINDS: Record<ApiSectionId, EntryKind> = { props: 'prop', slots: 'slot', classes: 'cssClass', members: 'member' };

/** The product a page belongs to, by its guide or API path. */
function productOf(pathname: string) {
  const index = products.findIndex(
    (item) => pathname === `/x/${item.guideSegment}` || pathname.startsWith(`/x/${item.guideSegment}/`) || pathname.startsWith(`/x/api/${item.apiSegment}`),
  );
  return index === -1 ? undefined : { product: products[index], order: index };
}

/** 0 Community, 1 Pro, 2 Premium, from an API page's title (`DataGridPremium API`). */
const editionOf = (name: string) => (/Premium$/.test(name) ? 2 : /Pro$/.test(name) ? 1 : 0);

/** A page of the export as the vocabulary's source: its title, product, headings and API entries. */
export function sourcePage(page: DocsPage): SourcePage {
  const found = productOf(page.pathname);
  const base: SourcePage = {
    url: `${page.pathname}/`,
    title: page.title,
    context: found ? [found.product.name] : [],
    group: found ? `/x/${found.product.guideSegment}-group` : OTHER_GROUP,
    groupOrder: found ? found.order : products.length,
  };
  if (page.kind === 'api' && page.entries.length > 0) {
    const name = page.title.replace(/\s+API$/, '');
    const entries = page.entries.map((entry) => ({ anchor: entry.id, kind: ENTRY_KINDS[entry.section], name: entry.name }));
    return { ...base, api: { name, edition: editionOf(name), entries } };
  }
  return { ...base, headings: page.sections.filter((section) => section.id !== '').map((section) => ({ id: section.id, text: section.title })) };
}

/** The vocabulary of the export's pages, listed in the navigation's product order (the order results group by). */
export function buildDocsVocabulary(pages: readonly DocsPage[]): VocabularyFiles {
  const sources = pages.map(sourcePage).map((source, index) => ({ source, index }));
  return buildVocabulary(sources.sort((a, b) => a.source.groupOrder - b.source.groupOrder || a.index - b.index).map(({ source }) => source));
}

/** What the vocabulary says about a query: the same lookup as the dialog's, over the files in memory. */
export function lookupQuery(vocabulary: VocabularyFiles, query: string): Lookup {
  const key = normalizeKey(query);
  const letters = [...new Set(query.toLowerCase().split(/\s+/).filter((word) => /^[a-z]{5,}$/.test(word)).map((word) => word[0]))];
  return lookup(query, {
    pages: vocabulary.pages,
    shard: key.length >= 2 ? vocabulary.shards[shardOf(key)] : undefined,
    words: Object.fromEntries(letters.map((letter) => [letter, vocabulary.words[letter] ?? []])),
  });
}

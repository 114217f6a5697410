import { apiProducts } from '../../data/apiReference';
import { getPageData } from '../nav/pageData';
import type { ApiPageContent, ApiPageProps, TocEntry } from '../contracts';
import { docsSlug, withTrailingSlash } from '../routing/paths';
import { englishText } from '../i18n/shellPageStrings';
import { siteTree } from '../nav/build/siteTree';
import { apiEntries } from '../api/build/apiEntries';
import { readApiPage } from '../api/build/apiStore';
import { toApiEntry } from '../api/build/entryHtml';
import type { ApiContent } from '../api/build/types';

/** Build time: the API pages of the tree, for `getStaticPaths` of `pages/x/api/[...slug].tsx`. */
export function apiSlugs(): string[][] {
  return apiEntries(siteTree(), apiProducts.map((product) => product.id)).map((entry) =>
    // Under pages/x/api/: the slug after `api`.
    docsSlug(entry.pathname).slice(1),
  );
}

/** The table of contents of an API page: its sections (import, props, slots…) or its groups. */
export function apiToc(content: ApiContent): TocEntry[] {
  if (content.kind === 'index') {
    return [{ id: 'packages', text: englishText('api.packages'), level: 2 }, ...content.groups.map((group) => ({ id: group.id, text: group.title, level: 2 as const }))];
  }
  if (content.kind === 'planned') return [];
  const toc: TocEntry[] = [{ id: 'import', text: englishText('api.import'), level: 2 }];
  if (content.definition) toc.push({ id: 'definition', text: englishText('api.definition'), level: 2 });
  return [...toc, ...content.sections.map((section) => ({ id: section.id, text: section.title, level: 2 as const }))];
}

/** The reference as the page receives it: each entry's HTML composed once, here. */
function toPageContent(content: ApiContent): ApiPageContent {
  if (content.kind === 'index' || content.kind === 'planned') return content;
  return { ...content, sections: content.sections.map((section) => ({ ...section, items: section.items.map((item) => toApiEntry(section.id, item)) })) };
}

/** Page props of one API page, read from the generated store; the frame data comes from the tree. */
export function loadApiPage(slug: readonly string[]): ApiPageProps {
  const pathname = `/x/api/${slug.join('/')}`;
  const file = readApiPage(pathname);
  const page = getPageData(siteTree(), withTrailingSlash(pathname), { title: file.title, description: file.description });
  return {
    // The reference's labels come with its page chunk (src/api/apiStrings.ts), not in each page's data.
    page,
    api: toPageContent(file.content),
    toc: apiToc(file.content),
  };
}

/**
 * Gathers what the build's link check (src/checks/linkCheck.ts) reads: the pages the export will
 * serve with their anchor ids, and every internal link of the guides, the generated API pages and the
 * navigation tree, each with where it was written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavPage } from '../contracts';
import type { ApiPageFile } from '../api/build/types';
import { guidePages } from '../nav/tree';
import { contentFileFor } from '../markdown/contentFile';
import { isSyntheticPage, SYNTHETIC_TEMPLATE } from '../nav/build/extraPages';
import { localizedGuidePaths } from '../nav/build/siteTree';
import { markdownOutline } from '../markdown/outline';
import { checkLinks, type FoundLink, type LinkProblem } from './linkCheck';
import { memberAnchor } from '../routing/anchors';
import { isExternal, withoutTrailingSlash } from '../routing/paths';

/** Pages outside the tree that the export always has. */
const SHELL_PAGES = ['/', '/x', '/404', '/x/offline'];

/** Every file under `dir`, as a site path (`public/x/llms.txt` -> `/x/llms.txt`). */
function publicFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}

/** The ids of a generated API page: its sections and one per member, as the page renders them. */
export function apiPageIds(page: ApiPageFile): string[] {
  const content = page.content;
  if (content.kind === 'index') return ['packages', ...content.groups.map((group) => group.id)];
  if (content.kind === 'planned') return [];
  return [
    'import',
    ...(content.definition ? ['definition'] : []),
    ...content.sections.flatMap((section) => [section.id, ...section.items.map((item) => memberAnchor(section.id, item.name))]),
  ];
}

/** The links of an API page's HTML fragments (descriptions, notices), named by page and member. */
export function apiPageLinks(page: ApiPageFile): FoundLink[] {
  const content = page.content;
  const fragments: Array<[string, string | undefined]> = [];
  if (content.kind === 'component' || content.kind === 'interface') {
    fragments.push(['notice', content.notice], ['deprecation', content.deprecated], ['description', content.intro]);
    for (const section of content.sections) {
      fragments.push([`${section.id} note`, section.note]);
      for (const item of section.items) {
        const tags = (item.tags ?? []).flatMap((tag) => tag.items.map((tagItem) => tagItem.html)).join('');
        fragments.push([item.name, `${item.description ?? ''}${tags}${item.deprecated ?? ''}${item.default ?? ''}${item.type ?? ''}`]);
      }
    }
  } else if (content.kind === 'planned') {
    fragments.push(['notice', content.notice]);
  }
  return fragments.flatMap(([label, html]) =>
    [...(html ?? '').matchAll(/href="([^"]*)"/g)].map((match) => ({
      href: match[1].replace(/&amp;/g, '&'),
      page: page.pathname,
      where: `${page.pathname} (generated API page, ${label})`,
    })),
  );
}

/** The tree's internal entries as links, each named by its line in data/pages.ts. */
export function treeLinks(tree: readonly NavPage[], source: string, file = 'data/pages.ts'): FoundLink[] {
  const lines = source.split('\n');
  const lineOf = (pathname: string) => lines.findIndex((line) => line.includes(`'${pathname}'`) || line.includes(`"${pathname}"`)) + 1;
  const links: FoundLink[] = [];
  const visit = (page: NavPage) => {
    // Group and subheader entries are headings of the drawer, not pages.
    const isHeading = page.subheader !== undefined || Boolean(page.children?.length);
    if (!isHeading && !isExternal(page.pathname)) {
      links.push({ href: page.pathname, page: '/', where: `${file}:${lineOf(page.pathname) || '?'}` });
    }
    page.children?.forEach(visit);
  };
  tree.forEach(visit);
  return links;
}

export interface SiteLinks {
  site: Map<string, Set<string>>;
  links: FoundLink[];
}

/** Reads the guides, the generated API pages (`apiPages`) and the tree: the site index and its links. */
export function collectSiteLinks(tree: readonly NavPage[], apiPages: readonly ApiPageFile[], root = process.cwd()): SiteLinks {
  const site = new Map<string, Set<string>>();
  const links: FoundLink[] = [];
  for (const pathname of SHELL_PAGES) site.set(pathname, new Set());
  for (const file of publicFiles(path.join(root, 'public'))) site.set(file, new Set());
  const guideIds = new Map<string, Set<string>>();
  for (const page of guidePages(tree)) {
    if (isSyntheticPage(page.pathname)) continue;
    const file = contentFileFor(page.pathname);
    if (!fs.existsSync(file)) continue;
    const source = path.relative(root, file);
    const outline = markdownOutline(fs.readFileSync(file, 'utf8'), file);
    const ids = new Set(outline.ids);
    guideIds.set(page.pathname, ids);
    site.set(page.pathname, ids);
    for (const link of outline.links) links.push({ href: link.href, page: page.pathname, where: `${source}:${link.line}` });
  }
  // Synthetic pages (the bench's scale mode) show the template's article: its anchors are theirs, and
  // its links are checked once, through the template.
  for (const page of guidePages(tree)) {
    if (isSyntheticPage(page.pathname)) site.set(page.pathname, guideIds.get(SYNTHETIC_TEMPLATE) ?? new Set());
  }
  for (const { lang, slug } of localizedGuidePaths(tree)) {
    const english = `/x/${slug.join('/')}`;
    site.set(`/${lang}${english}`, guideIds.get(english) ?? new Set());
  }
  for (const page of apiPages) {
    site.set(withoutTrailingSlash(page.pathname), new Set(apiPageIds(page)));
    links.push(...apiPageLinks(page));
  }
  links.push(...treeLinks(tree, fs.readFileSync(path.join(root, 'data', 'pages.ts'), 'utf8')));
  return { site, links };
}

/** The problems of the whole site, for the prebuild step. */
export function siteLinkProblems(tree: readonly NavPage[], apiPages: readonly ApiPageFile[], root = process.cwd()): LinkProblem[] {
  const { site, links } = collectSiteLinks(tree, apiPages, root);
  return checkLinks(links, site);
}

/**
 * Reads what the search vocabulary is made of (build time): every page of the tree with its title
 * in context, its headings and live demos (from its markdown), or its API entries (from the
 * generated reference), the aliases of data/searchAliases.ts, and the Chinese copies' titles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavPage } from '../../contracts';
import { searchAliases } from '../../../data/searchAliases';
import { apiProducts } from '../../../data/apiReference';
import { apiEntries } from '../../api/build/apiEntries';
import { readApiPage } from '../../api/build/apiStore';
import { contentFileFor } from '../../markdown/contentFile';
import { renderMarkdown } from '../../markdown/markdown';
import { findDemoDirectives } from '../../markdown/outline';
import { readFrontMatter } from '../../markdown/frontMatter';
import { isContentPage } from '../../nav/tree';
import { pageTitle, qualifiedTitle } from '../../nav/titles';
import { toHref, withLanguage } from '../../routing/paths';
import { dictionaryFor, exportLanguages } from '../../i18n/pageTranslations';
import { hasLocalizedPage } from '../../i18n/languages';
import { isSyntheticPage } from '../../nav/build/extraPages';
import type { EntryKind } from '../vocabulary';
import { demoFolderFor, DEMOS_DIR } from '../../demos/build/demoBuild';
import { demoTitle, type SourceGroup, type SourcePage } from './vocabularyBuild';

/** The names a demo imports from the MUI X packages (`DataGrid`, `GridColDef`): what it shows in use. */
export function muiXImports(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mui\/x-[^']+'/g)) {
    match[1]
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0])
      .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name))
      .forEach((name) => names.add(name.replace(/^Unstable_/, '')));
  }
  return [...names];
}

const API_KINDS: Record<string, EntryKind> = { props: 'prop', slots: 'slot', classes: 'cssClass', members: 'member' };
const EDITION: Record<string, number> = { pro: 1, premium: 2 };

/** A guide's headings and its demos, each demo under the heading it follows. */
function guideParts(pathname: string) {
  const file = contentFileFor(pathname);
  const raw = fs.readFileSync(file, 'utf8');
  const rendered = renderMarkdown(raw, file);
  const { content } = readFrontMatter(raw, file);
  const lines = content.split('\n');
  const demos = findDemoDirectives(content, file).map((directive) => {
    const name = directive.file.replace(/\.tsx$/, '');
    const heading = lines.slice(0, directive.line).reverse().find((line) => /^#{2,3}\s/.test(line));
    const section = heading?.replace(/^#{2,3}\s+/, '').trim();
    const demoFile = path.join(DEMOS_DIR, demoFolderFor(pathname), directive.file);
    const components = fs.existsSync(demoFile) ? muiXImports(fs.readFileSync(demoFile, 'utf8')) : [];
    return { id: name, title: section ? `${demoTitle(name)} (${section})` : demoTitle(name), components };
  });
  return { title: rendered.title, headings: rendered.toc.map((entry) => ({ id: entry.id, text: entry.text })), demos };
}

/** The API entries of an API page, with their anchors (`props-checkboxSelection`). */
function apiParts(pathname: string): SourcePage['api'] | undefined {
  const file = readApiPage(pathname);
  if (file.content.kind !== 'component' && file.content.kind !== 'interface') return undefined;
  const entries = file.content.sections.flatMap((section) =>
    section.items.map((item) => ({ anchor: `${section.id}-${item.name}`, kind: API_KINDS[section.id], name: item.name, ...(item.className ? { className: item.className } : {}) })),
  );
  return { name: file.content.name, edition: 0, entries };
}

/** The page a group's link opens: its first content page. */
function firstPage(page: NavPage): NavPage | undefined {
  if (isContentPage(page)) return page;
  for (const child of page.children ?? []) {
    const found = firstPage(child);
    if (found) return found;
  }
  return undefined;
}

/** Every content page of the tree as a vocabulary source, in drawer order, with its top-level group. */
export function vocabularySources(tree: readonly NavPage[]): { pages: SourcePage[]; groups: SourceGroup[] } {
  const pages: SourcePage[] = [];
  const groups: SourceGroup[] = [];
  const apiPaths = new Set(apiEntries(tree, apiProducts.map((product) => product.id)).filter((entry) => entry.kind === 'symbol').map((entry) => entry.pathname));
  const visit = (page: NavPage, parents: NavPage[], groupOrder: number) => {
    const group = parents[parents.length - 1] ?? page;
    if (page.children?.length) {
      const first = firstPage(page);
      if (page.title && parents.length > 0 && first) groups.push({ title: page.title, url: toHref(first.pathname) });
      page.children.forEach((child) => visit(child, [page, ...parents], groupOrder));
      return;
    }
    if (!isContentPage(page) || isSyntheticPage(page.pathname)) return;
    const context = parents.map(pageTitle);
    const base = { url: toHref(page.pathname), context, group: group.pathname, groupOrder, ...(page.plan ? { plan: page.plan } : {}) };
    if (page.pathname.startsWith('/x/api/')) {
      const api = apiPaths.has(page.pathname) ? apiParts(page.pathname) : undefined;
      if (api) api.edition = EDITION[page.plan ?? ''] ?? 0;
      pages.push({ ...base, title: api?.name ?? pageTitle(page), ...(api ? { api } : {}) });
      return;
    }
    const parts = guideParts(page.pathname);
    const title = qualifiedTitle(parts.title, context[0]);
    pages.push({ ...base, title, navTitle: pageTitle(page), aliases: [...(searchAliases[page.pathname] ?? [])], headings: parts.headings, demos: parts.demos });
  };
  tree.forEach((page, index) => visit(page, [], index));
  const uses = new Map<string, number>();
  pages.flatMap((page) => page.demos ?? []).forEach((demo) => demo.components?.forEach((name) => uses.set(name, (uses.get(name) ?? 0) + 1)));
  pages.forEach((page) => page.api && (page.api.uses = uses.get(page.api.name) ?? 0));
  return { pages: [...pages, ...localizedSources(tree, pages)], groups };
}

/** The Chinese copies of the pages that have one, titled in Chinese, under the Chinese title of their group. */
function localizedSources(tree: readonly NavPage[], english: readonly SourcePage[]): SourcePage[] {
  return exportLanguages().flatMap((language) => {
    const dictionary = dictionaryFor(language);
    const titles = (dictionary.pages ?? {}) as Record<string, string>;
    return english
      .filter((page) => !page.api && hasLocalizedPage(page.url.replace(/\/$/, ''), dictionary))
      .map((page) => {
        const pathname = page.url.replace(/\/$/, '');
        const parent = tree.find((top) => top.children?.some((child) => child.pathname === pathname));
        const groupTitle = parent ? titles[parent.pathname] : undefined;
        return {
          ...page,
          url: withLanguage(page.url, language),
          title: titles[pathname] ?? page.title,
          aliases: groupTitle ? [groupTitle] : [],
          context: groupTitle ? [groupTitle, ...page.context] : page.context,
          headings: [],
          demos: [],
        };
      });
  });
}

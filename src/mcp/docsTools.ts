/**
 * What the MCP server's tools answer (pure): a page's markdown by path, one component's or
 * interface's API by name, the versions the docs describe. Each answer is text for an assistant;
 * a miss says what exists instead.
 */
import type { ApiSectionId } from '../contracts';
import type { PackageVersion } from '../export/llmsScopes';
import type { DocsApiEntry, DocsPage } from './docsPage';

export type { PackageVersion };

export class DocsToolError extends Error {}

/** `https://h/x/a/b/#c`, `x/a/b.md`, `/x/a/b/` -> `/x/a/b`. */
export function normalizePath(input: string): string {
  const withoutOrigin = input.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const clean = withoutOrigin.replace(/[?#].*$/, '').replace(/\.md$/, '').replace(/\/+$/, '');
  return clean.startsWith('/') ? clean : `/${clean}`;
}

/**
 * The known paths closest to one asked for: a word of it found whole counts 2, as the start of a
 * word 1.5 (`sort` in `sorting`); a path of the same kind (guide or API) 1 more; then the shortest.
 */
export function closestPaths(wanted: string, known: readonly string[], count = 5): string[] {
  const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== '' && word !== 'x' && word !== 'react');
  const asked = new Set(words(wanted));
  const isApi = (path: string) => path.startsWith('/x/api/');
  const score = (path: string) => {
    const own = words(path);
    const matched = [...asked].reduce((sum, word) => sum + (own.includes(word) ? 2 : word.length >= 3 && own.some((item) => item.startsWith(word)) ? 1.5 : 0), 0);
    return matched === 0 ? 0 : matched + (isApi(path) === isApi(wanted) ? 1 : 0);
  };
  return known
    .map((path) => ({ path, score: score(path) }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.path.length - b.path.length || a.path.localeCompare(b.path))
    .slice(0, count)
    .map((item) => item.path);
}

/** A page's markdown, whole or one section of it (by heading id or title). */
export function getPage(pages: readonly DocsPage[], path: string, section?: string): string {
  const pathname = normalizePath(path);
  const page = pages.find((item) => item.pathname === pathname);
  if (!page) {
    const near = closestPaths(pathname, pages.map((item) => `${item.pathname}/`));
    throw new DocsToolError(`No page at ${pathname}/.${near.length ? ` Closest: ${near.join(', ')}` : ''}`);
  }
  if (section === undefined || section.trim() === '') return page.markdown;
  const wanted = section.trim().replace(/^#/, '').toLowerCase();
  const found = page.sections.find((item) => item.id !== '' && (item.id.toLowerCase() === wanted || item.title.toLowerCase() === wanted));
  if (!found) {
    throw new DocsToolError(`${page.title} has no section "${section}". Its sections: ${page.sections.filter((item) => item.id).map((item) => `${item.id} (${item.title})`).join(', ')}`);
  }
  return `# ${page.title}\n\nFrom ${page.url}#${found.id}\n\n${found.markdown}\n`;
}

/** The API page of a component or interface (`DataGrid`, `datagrid`, `DataGrid API`, `/x/api/data-grid/data-grid`). */
export function findApiPage(pages: readonly DocsPage[], name: string): DocsPage {
  const wanted = name.trim().replace(/\s+API$/i, '');
  const key = wanted.toLowerCase().replace(/[^a-z0-9]/g, '');
  const apiPages = pages.filter((page) => page.kind === 'api' && page.entries.length + page.sections.length > 0);
  const page =
    apiPages.find((item) => item.title.replace(/\s+API$/, '') === wanted) ??
    apiPages.find((item) => item.title.replace(/\s+API$/, '').toLowerCase().replace(/[^a-z0-9]/g, '') === key) ??
    apiPages.find((item) => item.pathname === normalizePath(wanted));
  if (page) return page;
  // Names starting like the one asked for, the longest shared start first.
  const shared = (item: string) => {
    const lower = item.toLowerCase();
    let length = 0;
    while (length < lower.length && lower[length] === key[length]) length += 1;
    return length;
  };
  const near = apiPages
    .map((item) => item.title.replace(/\s+API$/, ''))
    .map((item) => ({ item, shared: shared(item) }))
    .filter((entry) => entry.shared >= Math.min(4, key.length))
    .sort((a, b) => b.shared - a.shared || a.item.length - b.item.length)
    .slice(0, 8)
    .map((entry) => entry.item);
  throw new DocsToolError(`No API page for ${name}.${near.length ? ` Similar names: ${near.join(', ')}` : ''}`);
}

const ROW_ORDER: readonly ApiSectionId[] = ['props', 'members', 'slots', 'classes'];

/** One entry as a line: its name and each filled cell (`type: boolean; default: false; …`). */
function entryLine(entry: DocsApiEntry): string {
  const cells = Object.entries(entry.cells)
    .slice(1)
    .filter(([, value]) => value !== '')
    .map(([column, value]) => `${column}: ${value}`);
  return `- ${entry.section} \`${entry.name}\` (#${entry.id})${cells.length ? `: ${cells.join('; ')}` : ''}`;
}

/**
 * A component's or interface's API: the whole page (import, props, slots, CSS classes with types and
 * defaults), one section of it (`props`), or the entries named `member` in every section.
 */
export function getApi(pages: readonly DocsPage[], name: string, options: { section?: ApiSectionId; member?: string } = {}): string {
  const page = findApiPage(pages, name);
  const head = `# ${page.title}\n\nFrom ${page.url}\n\n`;
  if (options.member) {
    const wanted = options.member.trim().toLowerCase();
    const entries = page.entries.filter((entry) => entry.name.toLowerCase() === wanted);
    if (entries.length === 0) throw new DocsToolError(`${page.title} has no entry ${options.member}.`);
    return `${head}${entries.sort((a, b) => ROW_ORDER.indexOf(a.section) - ROW_ORDER.indexOf(b.section)).map(entryLine).join('\n')}\n`;
  }
  if (options.section) {
    const section = page.sections.find((item) => item.id === options.section);
    if (!section) throw new DocsToolError(`${page.title} has no ${options.section} section (it has: ${page.sections.filter((item) => item.id).map((item) => item.id).join(', ')}).`);
    return `${head}${section.markdown}\n`;
  }
  return page.markdown;
}

/** The package versions an llms.txt names in its version sentence (`` `@mui/x-data-grid` 8.5.0 ``). */
export function versionsInLlmsTxt(text: string): PackageVersion[] {
  const sentence = /^These docs describe (.+)$/m.exec(text)?.[1] ?? '';
  return [...sentence.matchAll(/`(@[\w.-]+\/[\w.-]+)` (\d[\w.+-]*)/g)].map((match) => ({ name: match[1], version: match[2].replace(/\.$/, '') }));
}

/**
 * The title each page has in an llms.txt, by pathname (`/x/react-data-grid/row-grouping` -> `Row
 * grouping: Overview`): there, a title several pages share is named by its group.
 */
export function titlesInLlmsTxt(text: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const [, title, href] of text.matchAll(/^- \[((?:[^\]\\]|\\.)+)\]\(([^)\s]+)\.md\)/gm)) {
    titles.set(normalizePath(href), title.replace(/\\(.)/g, '$1'));
  }
  return titles;
}

/** `8.5.0` when the packages share one version, else `8.5.0 (@mui/x-tree-view 8.6.0, …)`. */
export function versionLabel(versions: readonly PackageVersion[]): string {
  const counts = new Map<string, number>();
  versions.forEach(({ version }) => counts.set(version, (counts.get(version) ?? 0) + 1));
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'unknown';
  const others = versions.filter((item) => item.version !== main);
  return others.length ? `${main} (${others.map((item) => `${item.name} ${item.version}`).join(', ')})` : main;
}

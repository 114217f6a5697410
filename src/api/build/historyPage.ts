/**
 * The "API changes in v8" guide (pure): from the API history (data/apiHistory.json), per release
 * after 8.0.0 and per product, what each documented component or type gained and what its types
 * began to mark deprecated. The maintainer script (scripts/build/apiHistory.ts) writes it next to the
 * history, as a guide of data/docs, so the build treats it as any other page; a unit test keeps the
 * committed page equal to what this function makes of the committed history.
 */
import { memberAnchor } from '../../routing/anchors';
import { compareVersions, SECTION_ORDER, type ApiHistoryFile, type EntryHistory } from './apiHistory';
import type { ApiSectionId } from '../../contracts';

/** Where the guide lives (data/docs/<pathname>.md). */
export const CHANGES_PAGE = '/x/migration/api-changes-v8';

export interface ChangesPageOptions {
  /** The title of an API page (its symbol's name), by pathname. */
  titleOf: (pathname: string) => string;
  /** A product's name (`Data Grid`), by its id (`data-grid`). */
  productName: (product: string) => string;
}

const NOUNS: Record<ApiSectionId, [string, string]> = {
  props: ['prop', 'props'],
  members: ['member', 'members'],
  slots: ['slot', 'slots'],
  classes: ['CSS class', 'CSS classes'],
};

interface Change {
  pathname: string;
  section: ApiSectionId;
  name: string;
}

interface ReleaseChanges {
  newPages: string[];
  added: Change[];
  deprecated: Change[];
}

const productOf = (pathname: string) => pathname.split('/')[3] ?? '';

function collect(file: ApiHistoryFile): Map<string, Map<string, ReleaseChanges>> {
  const byRelease = new Map<string, Map<string, ReleaseChanges>>();
  const at = (version: string, product: string) => {
    const products = byRelease.get(version) ?? new Map<string, ReleaseChanges>();
    byRelease.set(version, products);
    const changes = products.get(product) ?? { newPages: [], added: [], deprecated: [] };
    products.set(product, changes);
    return changes;
  };
  for (const [pathname, page] of Object.entries(file.pages)) {
    // A page no longer documented is not listed: its entries cannot be linked.
    if (page.removed) continue;
    const product = productOf(pathname);
    if (page.since) at(page.since, product).newPages.push(pathname);
    for (const section of SECTION_ORDER) {
      for (const [name, entry] of Object.entries(page.sections[section] ?? {}) as Array<[string, EntryHistory]>) {
        if (entry.removed) continue;
        if (entry.since) at(entry.since, product).added.push({ pathname, section, name });
        if (entry.deprecated) at(entry.deprecated, product).deprecated.push({ pathname, section, name });
      }
    }
  }
  return byRelease;
}

const link = (change: Change) => `[\`${change.name}\`](${change.pathname}/#${memberAnchor(change.section, change.name)})`;

/** `added props a, b; slot c`: one page's changes of one kind, section by section. */
function listBySection(changes: readonly Change[]): string {
  return SECTION_ORDER.map((section) => {
    const names = changes.filter((change) => change.section === section).sort((a, b) => a.name.localeCompare(b.name, 'en'));
    if (names.length === 0) return '';
    return `${NOUNS[section][names.length === 1 ? 0 : 1]} ${names.map(link).join(', ')}`;
  })
    .filter(Boolean)
    .join('; ');
}

function productLines(changes: ReleaseChanges, options: ChangesPageOptions): string[] {
  const pages = [...new Set([...changes.added, ...changes.deprecated].map((change) => change.pathname))].filter((pathname) => !changes.newPages.includes(pathname));
  const lines = changes.newPages.map((pathname) => `- New: [${options.titleOf(pathname)}](${pathname}/).`);
  const byTitle = pages.sort((a, b) => options.titleOf(a).localeCompare(options.titleOf(b), 'en'));
  for (const pathname of byTitle) {
    const added = listBySection(changes.added.filter((change) => change.pathname === pathname));
    const deprecated = listBySection(changes.deprecated.filter((change) => change.pathname === pathname));
    const parts = [added ? `added ${added}` : '', deprecated ? `deprecated ${deprecated}` : ''].filter(Boolean);
    lines.push(`- [${options.titleOf(pathname)}](${pathname}/): ${parts.join('. ')}.`);
  }
  return lines;
}

const listText = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? 'any product'));

/** `Charts, Data Grid and Date and Time Pickers at 8.5.0, Tree View at 8.6.0`: the release each product documents. */
function documentedReleases(file: ApiHistoryFile, options: ChangesPageOptions): string {
  const byVersion = new Map<string, string[]>();
  for (const [product, versions] of Object.entries(file.releases)) {
    const last = versions[versions.length - 1];
    if (last) byVersion.set(last, [...(byVersion.get(last) ?? []), options.productName(product)]);
  }
  return [...byVersion].sort(([a], [b]) => compareVersions(a, b)).map(([version, names]) => `${listText(names.sort())} at ${version}`).join(', ');
}

/** The guide's markdown, front matter included. */
export function changesPageMarkdown(file: ApiHistoryFile, options: ChangesPageOptions): string {
  const byRelease = collect(file);
  const versions = [...new Set(Object.values(file.releases).flat())].sort(compareVersions);
  const first = versions[0] ?? '8.0.0';
  const last = versions[versions.length - 1] ?? first;
  const out = [
    '---',
    'title: API changes in v8',
    `description: What each MUI X release from ${first} to ${last} added to the API reference and marked deprecated, per component, read from each release's type declarations.`,
    '---',
    '',
    `<!-- Generated by \`npm run api-history\` (scripts/build/apiHistory.ts) from data/apiHistory.json: do not edit. -->`,
    '',
    `Each release after ${first} below lists, per product and per component or type, the props, slots, CSS classes and members it added, and those its types began to mark \`@deprecated\`. The API pages show the same on each entry: a badge with the release that added it, and a deprecation notice. What ${first} already declared is left out, except its deprecations still declared today, listed last. The site documents ${documentedReleases(file, options)}.`,
  ];
  for (const version of versions.filter((item) => item !== first).reverse()) {
    out.push('', `## ${version}`, '');
    const products = byRelease.get(version);
    if (!products) {
      const read = Object.keys(file.releases).filter((product) => file.releases[product].includes(version));
      out.push(`Nothing was added to or deprecated in the API of ${listText(read.map(options.productName).sort())}.`);
      continue;
    }
    const ids = [...products.keys()].sort((a, b) => options.productName(a).localeCompare(options.productName(b), 'en'));
    ids.forEach((product, index) => {
      if (index > 0) out.push('');
      out.push(`### ${options.productName(product)}`, '', ...productLines(products.get(product)!, options));
    });
  }
  out.push(...firstReleaseDeprecations(file, first, options));
  return `${out.join('\n')}\n`;
}

/** The section of what the first release already marked deprecated and the documented one still has. */
function firstReleaseDeprecations(file: ApiHistoryFile, first: string, options: ChangesPageOptions): string[] {
  const pages = Object.entries(file.deprecatedAtFirst ?? {});
  if (pages.length === 0) return [];
  const out = ['', `## Deprecated in ${first} or earlier`, '', `Marked deprecated by ${first} already, and still declared by the documented release:`];
  const products = [...new Set(pages.map(([pathname]) => productOf(pathname)))].sort((a, b) => options.productName(a).localeCompare(options.productName(b), 'en'));
  for (const product of products) {
    out.push('', `### ${options.productName(product)}`, '');
    const ofProduct = pages.filter(([pathname]) => productOf(pathname) === product).sort(([a], [b]) => options.titleOf(a).localeCompare(options.titleOf(b), 'en'));
    for (const [pathname, sections] of ofProduct) {
      const changes = SECTION_ORDER.flatMap((section) => (sections[section] ?? []).map((name) => ({ pathname, section, name })));
      out.push(`- [${options.titleOf(pathname)}](${pathname}/): ${listBySection(changes)}.`);
    }
  }
  return out;
}

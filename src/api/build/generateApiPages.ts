import type { Symbol as MorphSymbol } from 'ts-morph';
import type { ApiProductConfig } from '../../../data/apiReference';
import type { ApiEntry, LinkResolver } from './apiEntries';
import type { ApiHistoryFile } from './apiHistory';
import { buildPlannedPage, buildSymbolPage, type SymbolSources } from './buildApiPage';
import { buildIndexPage } from './buildIndexPage';
import { firstSentence, type DocLinkContext } from './docText';
import { extractSymbol, isStubExport } from './extractSymbol';
import type { EditionProgram } from './program';
import { EDITIONS, UNSTABLE_PREFIX, type ApiPageFile, type Edition, type RawSymbol } from './types';

/** What generation needs from the outside world; the script passes the real ones, tests a fixture. */
export interface GenerateOptions {
  entries: readonly ApiEntry[];
  products: readonly ApiProductConfig[];
  productName: (product: string) => string;
  resolveName: LinkResolver;
  resolveUrl: DocLinkContext['resolveUrl'];
  /** One program per edition over the given packages. */
  loadProgram: (packageNames: readonly string[]) => EditionProgram;
  packageInfo: (packageName: string) => { version: string; subpaths: ReadonlySet<string> };
  /** Runtime CSS class names of `objectName` (`gridClasses`) exported by a package, if any. */
  classNames: (packageName: string, objectName: string) => Record<string, string> | undefined;
  /** The API's history across the v8 releases (data/apiHistory.json), when there is one. */
  history?: ApiHistoryFile;
}

/** Names the same component has in another edition: `DataGridPremium` is `DataGridPro` in Pro, `DataGrid` in MIT. */
export function counterpartNames(name: string, edition: Edition): string[] {
  const base = name.replace(/(Pro|Premium)$/, '');
  const suffix = { community: '', pro: 'Pro', premium: 'Premium' }[edition];
  return [...new Set([name, `${base}${suffix}`])];
}

export interface Found {
  edition: Edition;
  packageName: string;
  symbol: MorphSymbol;
  program: EditionProgram;
}

/**
 * Finds an entry's symbol in one edition's package: each edition's program is loaded once, on first
 * use; a component that version 8 exports with the `Unstable_` prefix is found under its name.
 */
export function symbolFinder(options: Pick<GenerateOptions, 'products' | 'loadProgram'>) {
  const programs = new Map<Edition, EditionProgram>();
  const programFor = (edition: Edition) => {
    let program = programs.get(edition);
    if (!program) {
      const packageNames = options.products.flatMap((product) =>
        product.packages.filter((item) => item.edition === edition).map((item) => item.name),
      );
      program = options.loadProgram(packageNames);
      programs.set(edition, program);
    }
    return program;
  };
  return (product: ApiProductConfig, edition: Edition, name: string): Found | undefined => {
    const packageName = product.packages.find((item) => item.edition === edition)?.name;
    if (!packageName) return undefined;
    const program = programFor(edition);
    const exported = program.exports.get(packageName);
    // Version 8 exports a component whose API may still change with an `Unstable_` prefix.
    for (const exportName of [name, `${UNSTABLE_PREFIX}${name}`]) {
      const symbol = exported?.get(exportName);
      if (symbol && !isStubExport(symbol, program.checker)) return { edition, packageName, symbol, program };
    }
    return undefined;
  };
}

export type SymbolFinder = ReturnType<typeof symbolFinder>;

/** The editions exporting an entry's exact name, lowest first: the page documents the last (the superset of members). */
export function exportingEditions(find: SymbolFinder, product: ApiProductConfig, name: string): Found[] {
  const editions = EDITIONS.filter((edition) => product.packages.some((item) => item.edition === edition));
  return editions.map((edition) => find(product, edition, name)).filter((found): found is Found => Boolean(found));
}

/** The symbol an entry's page documents, if any edition exports it. */
export function documentedSymbol(find: SymbolFinder, product: ApiProductConfig, name: string): Found | undefined {
  const exact = exportingEditions(find, product, name);
  return exact[exact.length - 1];
}

/** Generates every API page of the entries; missing symbols of entries not marked planned fail together. */
export function generateApiPages(options: GenerateOptions): ApiPageFile[] {
  const find = symbolFinder(options);

  const pages: ApiPageFile[] = [];
  const summaries = new Map<string, { name: string; kind: RawSymbol['kind'] | 'planned'; summary?: string }>();
  const missing: string[] = [];
  for (const entry of options.entries) {
    if (entry.kind !== 'symbol') continue;
    const product = options.products.find((item) => item.id === entry.product);
    if (!product) throw new Error(`API entry ${entry.pathname}: no package configured for ${entry.product}`);
    const editions = EDITIONS.filter((edition) => product.packages.some((item) => item.edition === edition));
    const exact = exportingEditions(find, product, entry.title);
    if (exact.length === 0) {
      const packages = product.packages.map((item) => item.name);
      if (entry.planned) {
        pages.push(buildPlannedPage(entry, packages.map((name) => `${name} ${options.packageInfo(name).version}`)));
        summaries.set(entry.pathname, { name: entry.title, kind: 'planned' });
      } else {
        missing.push(`${entry.pathname} (${entry.title}) is exported by none of ${packages.join(', ')}`);
      }
      continue;
    }
    const content = exact[exact.length - 1];
    const raw = extractSymbol(content.symbol, content.program.checker);
    const lowerEditions = editions.slice(0, editions.indexOf(content.edition)).flatMap((edition) => {
      const counterpart = counterpartNames(entry.title, edition)
        .map((name) => find(product, edition, name))
        .find(Boolean);
      if (!counterpart) return [];
      const lower = extractSymbol(counterpart.symbol, counterpart.program.checker, { namesOnly: true });
      return [{ edition, members: lower.members.map((item) => item.name), slots: lower.slots.map((item) => item.name) }];
    });
    const sources: SymbolSources = {
      raw,
      edition: content.edition,
      packageName: content.packageName,
      version: options.packageInfo(content.packageName).version,
      importFrom: exact.map((found) => ({
        edition: found.edition,
        packageName: found.packageName,
        subpath: options.packageInfo(found.packageName).subpaths.has(`./${entry.title}`),
      })),
      lowerEditions,
    };
    if (raw.classes) {
      const objectName = raw.classes.interfaceName.charAt(0).toLowerCase() + raw.classes.interfaceName.slice(1);
      const classNames = options.classNames(content.packageName, objectName);
      if (classNames) sources.classNames = classNames;
    }
    const links: DocLinkContext = { resolveName: (name) => options.resolveName(name, entry.product), resolveUrl: options.resolveUrl };
    pages.push(buildSymbolPage(entry, sources, links, options.productName(entry.product), options.history?.pages[entry.pathname]));
    summaries.set(entry.pathname, { name: raw.name, kind: raw.kind, summary: firstSentence(raw.doc.text) });
  }
  if (missing.length) {
    throw new Error(
      `API reference: ${missing.length} entr${missing.length === 1 ? 'y has' : 'ies have'} no exported symbol (mark an unreleased one \`planned\` in data/pages.ts, or map a renamed one in data/apiReference.ts):\n  ${missing.join('\n  ')}`,
    );
  }
  for (const entry of options.entries) {
    if (entry.kind !== 'index') continue;
    const product = options.products.find((item) => item.id === entry.product)!;
    const packages = product.packages.map((item) => ({ ...item, version: options.packageInfo(item.name).version }));
    pages.push(buildIndexPage(entry, options.productName(entry.product), packages, options.entries, summaries));
  }
  return pages;
}

/**
 * The API's history across the v8 releases (pure): from what each release declares for a page (its
 * props, slots, CSS classes or members, and which are deprecated), when each entry first appeared and
 * when it became deprecated. The maintainer script (scripts/build/apiHistory.ts) reads the releases
 * and writes the result to data/apiHistory.json; the build reads that file (never the releases).
 *
 * Nothing is recorded for what the first release (8.0.0) already had, deprecated or not: a page shows
 * `since 8.3` only on what came later.
 */
import type { ApiSectionId } from '../../contracts';
import type { RawMember, RawSymbol } from './types';

/** One entry as a release declares it: `deprecated` holds the `@deprecated` tag's text ('' without one). */
export interface DeclaredEntry {
  deprecated?: string;
}

/** What one release declares for one page, by section: `{ props: { autoHeight: { deprecated: 'Use…' } } }`. */
export type PageDeclarations = Partial<Record<ApiSectionId, Record<string, DeclaredEntry>>>;

/** One release of a page: `declarations` is undefined when the release does not export its symbol. */
export interface PageRelease {
  version: string;
  declarations: PageDeclarations | undefined;
}

/** Where a deprecation points: an entry of the same page that its text names. */
export interface EntryRef {
  section: ApiSectionId;
  name: string;
}

/** What changed for one entry after the first release (only what happened is recorded). */
export interface EntryHistory {
  /** The release that first declared it (absent: the first release had it, or it came with its page). */
  since?: string;
  /** The release whose types first marked it `@deprecated`. */
  deprecated?: string;
  /** That release's deprecation text (markdown, as written), when it gives one. */
  deprecation?: string;
  /** The entry of the same page that the deprecation text names, when there is one. */
  replacement?: EntryRef;
  /** The release that no longer declared it (it is then absent from the documented page). */
  removed?: string;
}

export interface PageHistory {
  /** The release that first exported the page's symbol, when the first release did not. */
  since?: string;
  /** The release that no longer exported it. */
  removed?: string;
  sections: Partial<Record<ApiSectionId, Record<string, EntryHistory>>>;
}

/** The data file: the releases read per product (oldest first), and each page's history that has something to say. */
export interface ApiHistoryFile {
  /** Where the releases were read from, for the reader of the file. */
  source: string;
  releases: Record<string, string[]>;
  pages: Record<string, PageHistory>;
  /**
   * Entries the first release (8.0.0) already marked deprecated and the documented release still
   * declares deprecated, by page and section: the guide lists them apart (they have no release of their own).
   */
  deprecatedAtFirst?: Record<string, Partial<Record<ApiSectionId, string[]>>>;
}

export const SECTION_ORDER: readonly ApiSectionId[] = ['props', 'members', 'slots', 'classes'];

/** `8.3.0` -> `8.3` (a minor release), `8.3.1` -> `8.3.1`: how a page names a release. */
export function releaseLabel(version: string): string {
  return version.replace(/^(\d+\.\d+)\.0$/, '$1');
}

/** Semantic order of plain `major.minor.patch` versions. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    if ((pa[index] ?? 0) !== (pb[index] ?? 0)) return (pa[index] ?? 0) - (pb[index] ?? 0);
  }
  return 0;
}

/**
 * The entry of the page that a deprecation text names as its replacement: the first code span that
 * is an entry's name (`slots.toolbar` and `props.x` name that section's entry), other than the
 * deprecated entry itself.
 */
export function findReplacement(text: string, declarations: PageDeclarations, self: EntryRef): EntryRef | undefined {
  for (const match of text.matchAll(/`([A-Za-z_$][\w$.-]*)(?:\(\))?`/g)) {
    const [prefix, rest] = match[1].includes('.') ? match[1].split(/\.(.*)/s) : ['', match[1]];
    const sections = prefix && SECTION_ORDER.includes(prefix as ApiSectionId) ? [prefix as ApiSectionId] : SECTION_ORDER;
    for (const section of sections) {
      const isSelf = section === self.section && rest === self.name;
      if (!isSelf && declarations[section]?.[rest]) return { section, name: rest };
    }
  }
  return undefined;
}

type Tracked = { history: EntryHistory; present: boolean; wasDeprecated: boolean };

/** Walks one section of a page's releases (from the page's first one) and keeps what changed. */
function sectionHistory(releases: ReadonlyArray<{ version: string; declarations: PageDeclarations }>, section: ApiSectionId) {
  const tracked = new Map<string, Tracked>();
  releases.forEach(({ version, declarations }, index) => {
    const entries = declarations[section] ?? {};
    for (const [name, entry] of Object.entries(entries)) {
      const known = tracked.get(name);
      const deprecated = entry.deprecated !== undefined;
      if (!known || !known.present) {
        const history: EntryHistory = known ? { ...known.history } : {};
        delete history.removed;
        if (index > 0) history.since = version;
        if (!deprecated) clearDeprecation(history);
        tracked.set(name, { history, present: true, wasDeprecated: deprecated });
        // An entry that arrives deprecated was deprecated then (recorded when it arrives after the first release).
        if (deprecated && index > 0) markDeprecated(history, version, entry, declarations, { section, name });
        continue;
      }
      if (deprecated && !known.wasDeprecated) markDeprecated(known.history, version, entry, declarations, { section, name });
      if (!deprecated && known.wasDeprecated) clearDeprecation(known.history);
      known.wasDeprecated = deprecated;
    }
    for (const [name, known] of tracked) {
      if (known.present && !(name in entries)) {
        known.present = false;
        known.history.removed = version;
      }
    }
  });
  const result: Record<string, EntryHistory> = {};
  for (const [name, { history }] of [...tracked].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
    if (Object.keys(history).length > 0) result[name] = history;
  }
  return result;
}

function markDeprecated(history: EntryHistory, version: string, entry: DeclaredEntry, declarations: PageDeclarations, self: EntryRef) {
  history.deprecated = version;
  const text = (entry.deprecated ?? '').trim();
  if (text) history.deprecation = text;
  const replacement = text ? findReplacement(text, declarations, self) : undefined;
  if (replacement) history.replacement = replacement;
}

/** A deprecation withdrawn in a later release: the entry is current again. */
function clearDeprecation(history: EntryHistory) {
  delete history.deprecated;
  delete history.deprecation;
  delete history.replacement;
}

/**
 * A page's history from its releases, oldest first. The first release is the baseline: what it
 * declares has no history. A page whose symbol a later release first exports is `since` that release,
 * and its entries of that release came with it.
 */
export function diffReleases(releases: readonly PageRelease[]): PageHistory {
  const history: PageHistory = { sections: {} };
  const firstIndex = releases.findIndex((release) => release.declarations !== undefined);
  if (firstIndex < 0) return history;
  if (firstIndex > 0) history.since = releases[firstIndex].version;
  const present: Array<{ version: string; declarations: PageDeclarations }> = [];
  for (const release of releases.slice(firstIndex)) {
    if (release.declarations === undefined) {
      history.removed ??= release.version;
      continue;
    }
    delete history.removed;
    present.push({ version: release.version, declarations: release.declarations });
  }
  for (const section of SECTION_ORDER) {
    const entries = sectionHistory(present, section);
    if (Object.keys(entries).length > 0) history.sections[section] = entries;
  }
  return history;
}

/** Whether a page's history says anything (pages with nothing to say are left out of the file). */
export function hasHistory(history: PageHistory): boolean {
  return Boolean(history.since || history.removed || Object.keys(history.sections).length > 0);
}

/** The history of one entry of a page, if the file records one. */
export function entryHistory(file: ApiHistoryFile | undefined, pathname: string, section: ApiSectionId, name: string): EntryHistory | undefined {
  return file?.pages[pathname]?.sections[section]?.[name];
}

function declared(members: readonly RawMember[]): Record<string, DeclaredEntry> {
  return Object.fromEntries(
    members.map((member) => {
      const tag = member.doc.tags.find((item) => item.tag === 'deprecated');
      return [member.name, tag ? { deprecated: tag.text } : {}];
    }),
  );
}

/** What a release declares for a page, from its symbol as the extractor reads it (the page's own sections). */
export function declarationsOf(raw: RawSymbol): PageDeclarations {
  if (raw.kind === 'interface') return { members: declared(raw.members) };
  const declarations: PageDeclarations = { props: declared(raw.members) };
  if (raw.slots.length) declarations.slots = declared(raw.slots);
  if (raw.classes?.keys.length) declarations.classes = declared(raw.classes.keys);
  return declarations;
}

/** The final releases among `tags` (`v8.3.1`; no pre-release) from `first` to `last`, oldest first, as versions. */
export function releasesBetween(tags: readonly string[], first: string, last: string): string[] {
  return tags
    .map((tag) => /^v(\d+\.\d+\.\d+)$/.exec(tag.trim())?.[1])
    .filter((version): version is string => version !== undefined && compareVersions(version, first) >= 0 && compareVersions(version, last) <= 0)
    .sort(compareVersions);
}

/** Entries whose names differ between two declaration sets of a page (`props: +a -b`), for the script's check. */
export function declarationDrift(expected: PageDeclarations | undefined, actual: PageDeclarations | undefined): string[] {
  const drift: string[] = [];
  for (const section of SECTION_ORDER) {
    const want = Object.keys(expected?.[section] ?? {});
    const got = new Set(Object.keys(actual?.[section] ?? {}));
    const missing = want.filter((name) => !got.has(name));
    const extra = [...got].filter((name) => !want.includes(name));
    if (missing.length || extra.length) drift.push(`${section}: ${[...missing.map((name) => `-${name}`), ...extra.map((name) => `+${name}`)].join(' ')}`);
  }
  return drift;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The data file as the build reads it: `undefined` with the reason when it is not one (the pages are
 * then generated without history marks rather than failing the build).
 */
export function parseApiHistory(text: string): { file?: ApiHistoryFile; error?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!isRecord(value) || !isRecord(value.pages) || !isRecord(value.releases)) return { error: 'expected an object with `releases` and `pages`' };
  const bad = Object.entries(value.pages).find(([, page]) => !isRecord(page) || !isRecord(page.sections));
  if (bad) return { error: `page ${bad[0]} has no \`sections\` object` };
  return { file: value as unknown as ApiHistoryFile };
}

/** The entries deprecated in both the first release and the documented one (names sorted), by section. */
export function stillDeprecated(first: PageDeclarations | undefined, last: PageDeclarations | undefined): Partial<Record<ApiSectionId, string[]>> {
  const result: Partial<Record<ApiSectionId, string[]>> = {};
  for (const section of SECTION_ORDER) {
    const names = Object.keys(first?.[section] ?? {})
      .filter((name) => first?.[section]?.[name]?.deprecated !== undefined && last?.[section]?.[name]?.deprecated !== undefined)
      .sort((a, b) => a.localeCompare(b, 'en'));
    if (names.length) result[section] = names;
  }
  return result;
}

import type { Plan } from '../../contracts';
import { toHref } from '../../routing/paths';
import { renderMarkdownFragment } from '../../markdown/renderer';
import type { ApiEntry } from './apiEntries';
import { dropSelfLinks, prepareDocMarkdown, type DocLinkContext } from './docText';
import { compareMembers, deprecation, renderMember, type RenderContext } from './renderMember';
import {
  EDITIONS,
  UNSTABLE_PREFIX,
  editionPlan,
  type ApiImport,
  type ApiMember,
  type ApiPageFile,
  type ApiSection,
  type ApiSymbolContent,
  type Edition,
  type RawSymbol,
} from './types';
import { escapeHtml } from '../../lib/html';
import type { PageHistory } from './apiHistory';
import { markSections } from './historyMarks';
import { englishText } from '../../i18n/shellPageStrings';

/** Everything the generator found about one entry's symbol, across the product's editions. */
export interface SymbolSources {
  /** The symbol as documented: from the highest edition exporting it (the superset of members). */
  raw: RawSymbol;
  edition: Edition;
  packageName: string;
  version: string;
  /** Packages exporting this exact name, lowest edition first; `subpath` when `<pkg>/<Name>` exists. */
  importFrom: ReadonlyArray<{ edition: Edition; packageName: string; subpath: boolean }>;
  /** Member and slot names of the symbol's counterpart in each lower edition that has one. */
  lowerEditions: ReadonlyArray<{ edition: Edition; members: readonly string[]; slots: readonly string[] }>;
  /** Runtime values of the CSS classes object (`{ root: 'MuiDataGrid-root' }`), when found. */
  classNames?: Readonly<Record<string, string>>;
}

function importLines(sources: SymbolSources): ApiImport[] {
  const { name, kind } = sources.raw;
  const keyword = kind === 'interface' ? 'import type' : 'import';
  const lines: ApiImport[] = [];
  const lowest = sources.importFrom[0];
  const line = (from: string, edition: Edition) => {
    const item: ApiImport = { code: `${keyword} { ${name} } from '${from}';` };
    const plan = editionPlan(edition);
    if (plan) item.plan = plan;
    return item;
  };
  if (lowest?.subpath) lines.push(line(`${lowest.packageName}/${name}`, lowest.edition));
  for (const source of sources.importFrom) lines.push(line(source.packageName, source.edition));
  return lines;
}

/**
 * Plan of a member: none when the lowest edition that has the symbol has the member too, else the
 * plan of the lowest edition that adds it. Nothing at all when no lower edition has a counterpart
 * (the whole page is then one plan, shown by the title).
 */
function memberPlans(sources: SymbolSources, pick: 'members' | 'slots') {
  const lower = [...sources.lowerEditions].sort((a, b) => EDITIONS.indexOf(a.edition) - EDITIONS.indexOf(b.edition));
  return (name: string): Plan | undefined => {
    if (lower.length === 0 || lower[0][pick].includes(name)) return undefined;
    const first = lower.slice(1).find((edition) => edition[pick].includes(name));
    return editionPlan(first ? first.edition : sources.edition);
  };
}

function withPlans(items: ApiMember[], planOf: (name: string) => Plan | undefined): ApiMember[] {
  return items.map((item) => {
    const plan = planOf(item.name);
    return plan ? { ...item, plan } : item;
  });
}

const NATIVE_ATTRIBUTES = { html: 'the native HTML attributes', svg: 'the native SVG attributes' } as const;

function propsNote(raw: RawSymbol): string | undefined {
  const native = raw.nativeAttributes ? NATIVE_ATTRIBUTES[raw.nativeAttributes] : undefined;
  const ref = raw.acceptsRef ? '<code>ref</code>' : '';
  if (!native) return ref ? `<p>The component also accepts ${ref}.</p>` : undefined;
  return `<p>The component also accepts ${ref ? `${ref} and ` : ''}${native} (<code>id</code>, <code>aria-*</code>, event handlers…), which are not listed here.</p>`;
}

function sectionsOf(sources: SymbolSources, context: RenderContext): ApiSection[] {
  const { raw } = sources;
  const propsOptions = { withType: true, withRequired: true };
  const members = withPlans(raw.members.map((member) => renderMember(member, context, propsOptions)), memberPlans(sources, 'members'));
  members.sort(compareMembers);
  if (raw.kind === 'interface') {
    return [{ id: 'members', title: englishText('api.sections.members'), items: members }];
  }
  const props: ApiSection = { id: 'props', title: englishText('api.sections.props'), items: members };
  const note = propsNote(raw);
  if (note) props.note = note;
  const sections = [props];
  if (raw.slots.length) {
    const slots = raw.slots.map((slot) => renderMember(slot, context, { withType: false, withRequired: false }));
    sections.push({ id: 'slots', title: englishText('api.sections.slots'), items: withPlans(slots, memberPlans(sources, 'slots')).sort(compareMembers) });
  }
  if (raw.classes?.keys.length) {
    const classes = raw.classes.keys.map((key) => {
      const item = renderMember(key, context, { withType: false, withRequired: false });
      const className = sources.classNames?.[key.name];
      return className ? { ...item, className } : item;
    });
    sections.push({ id: 'classes', title: englishText('api.sections.classes'), items: classes.sort(compareMembers) });
  }
  return sections;
}

function metaDescription(raw: RawSymbol, packageName: string, version: string, productName: string): string {
  const from = `(${packageName} ${version})`;
  if (raw.kind === 'interface') {
    return `${raw.name} API reference: the members of this MUI X ${productName} type, with their types and descriptions ${from}.`;
  }
  const parts = ['props', raw.slots.length ? 'slots' : '', raw.classes?.keys.length ? 'CSS classes' : ''].filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `${raw.name} API reference: ${list} of this MUI X ${productName} component, with types, defaults and descriptions ${from}.`;
}

/** The page of one API entry whose symbol was found. */
export function buildSymbolPage(entry: ApiEntry, sources: SymbolSources, links: DocLinkContext, productName: string, history?: PageHistory): ApiPageFile {
  const { raw } = sources;
  const selfHref = toHref(entry.pathname);
  const context: RenderContext = { ...links, selfName: raw.name };
  // Credited to the lowest edition exporting it: where a reader on that plan gets it from.
  const lowest = sources.importFrom[0]?.packageName ?? sources.packageName;
  const source = `${sources.importFrom.map((item) => item.packageName).join(', ') || sources.packageName} ${sources.version}`;
  const content: ApiSymbolContent = {
    kind: raw.kind,
    name: raw.name,
    imports: importLines(sources),
    sections: markSections(sectionsOf(sources, context), raw, history),
    source,
  };
  if (raw.name.startsWith(UNSTABLE_PREFIX)) {
    content.notice = `<p>Exported as <code>${escapeHtml(raw.name)}</code> by ${escapeHtml(lowest)} ${escapeHtml(sources.version)}: an unstable API, which may change in a minor release.</p>`;
  }
  const deprecated = deprecation(raw.doc, context);
  if (deprecated !== undefined) content.deprecated = deprecated;
  const intro = dropSelfLinks(prepareDocMarkdown(raw.doc.text, context), selfHref);
  if (intro) content.intro = renderMarkdownFragment(intro);
  if (raw.definition) {
    // Reuses the member renderer for the links, with the alias' own name excluded.
    content.definition = renderMember({ name: raw.name, type: raw.definition, optional: true, doc: { text: '', tags: [] } }, context, {
      withType: true,
      withRequired: false,
    }).type;
  }
  return { pathname: entry.pathname, title: `${raw.name} API`, description: metaDescription(raw, lowest, sources.version, productName), content };
}

/** The page of a planned entry no installed package exports yet. */
export function buildPlannedPage(entry: ApiEntry, packages: readonly string[]): ApiPageFile {
  return {
    pathname: entry.pathname,
    title: `${entry.title} API`,
    description: `${entry.title} is a planned MUI X API: no installed package exports it yet, so its reference is not available.`,
    content: {
      kind: 'planned',
      notice: `<p><code>${escapeHtml(entry.title)}</code> is planned. None of the installed packages (${packages.map(escapeHtml).join(', ')}) exports it yet; its reference will be generated here once a release does.</p>`,
    },
  };
}

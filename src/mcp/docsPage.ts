/**
 * One exported page (`/x/<path>.md`) read back for the MCP server (pure): its header (title,
 * description, address), its sections with the ids the site gives their headings (parsed by the
 * site's own renderer, so `#custom-order` is the page's anchor), and for an API page one entry per
 * row of its props, slots, CSS classes or members tables.
 */
import type { ApiSectionId } from '../contracts';
import { renderer, slugify } from '../markdown/renderer';
import { englishText } from '../i18n/shellPageStrings';
import { memberAnchor } from '../routing/anchors';

export interface DocsSection {
  /** Heading id on the page (`custom-order`); empty for the text before the first heading. */
  id: string;
  title: string;
  /** The section's markdown, heading included. */
  markdown: string;
}

export interface DocsApiEntry {
  section: ApiSectionId;
  /** `checkboxSelection`, `toolbar`, the key of a CSS class (`cell--editing`). */
  name: string;
  /** Id of the entry on the page (`props-checkboxSelection`). */
  id: string;
  /** The table row's cells after the name, as written (type, default, description…), by column title. */
  cells: Record<string, string>;
}

export interface DocsPage {
  /** `/x/react-data-grid/sorting`. */
  pathname: string;
  /** The page's address, as the file names it (`https://…/x/react-data-grid/sorting/`). */
  url: string;
  title: string;
  description: string;
  kind: 'guide' | 'api';
  markdown: string;
  sections: DocsSection[];
  entries: DocsApiEntry[];
}

const SECTION_IDS: ReadonlyArray<ApiSectionId> = ['props', 'members', 'slots', 'classes'];

/** `Props` -> `props`, as the generator titles its sections. */
const sectionIdOf = (title: string) => SECTION_IDS.find((id) => englishText(`api.sections.${id}`) === title);

/** The cells of a table row (`| a | b \| c |`), pipes escaped inside a cell kept as `|`. */
export function tableCells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The text of a first cell: `` `columns` (required) `` -> `columns`, `` `.MuiDataGrid-root` `` -> `.MuiDataGrid-root`. */
const codeText = (cell: string) => /^`+ ?(.*?) ?`+/.exec(cell)?.[1] ?? cell;

/** The entries of one API section's table. */
function tableEntries(section: ApiSectionId, markdown: string): DocsApiEntry[] {
  const rows = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  if (rows.length < 3) return [];
  const columns = tableCells(rows[0]);
  return rows.slice(2).map((row) => {
    const cells = tableCells(row);
    // A CSS class row is `| .Mui… | key | … |`: its entry is named by the key, as on the page.
    const name = section === 'classes' ? codeText(cells[1] ?? '') : codeText(cells[0] ?? '');
    return { section, name, id: memberAnchor(section, name), cells: Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ''])) };
  });
}

/** `# Title`, `> description`, `From <url>`: the header every exported page starts with. */
function readHeader(markdown: string) {
  return {
    title: /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? '',
    description: /^> (.+)$/m.exec(markdown)?.[1]?.trim() ?? '',
    url: /^From (\S+)$/m.exec(markdown)?.[1] ?? '',
  };
}

/** Where each section starts: its first line, id and title. */
type SectionStart = { line: number; id: string; title: string };

/** A guide's headings, read by the site's renderer: the ids are the page's own (`custom-order`, `usage-1`). */
function guideHeadings(markdown: string): SectionStart[] {
  const tokens = renderer.parse(markdown, {});
  return tokens.flatMap((token, index) => {
    const id = token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3') ? token.attrGet('id') : null;
    return id && token.map ? [{ line: token.map[0], id, title: tokens[index + 1]?.content ?? '' }] : [];
  });
}

/** An API page's `##` headings, outside its fences (the generator writes no other): a quick read of a long page. */
function apiHeadings(lines: readonly string[]): SectionStart[] {
  let fence: string | null = null;
  return lines.flatMap((line, index) => {
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || line.trim() === fence)) fence = fence === null ? marker : null;
    const title = fence === null ? /^## (.+)$/.exec(line)?.[1]?.trim() : undefined;
    return title ? [{ line: index, id: sectionIdOf(title) ?? slugify(title), title }] : [];
  });
}

/** The page's sections, split at its `##` and `###` headings (fences and demos never split). */
function splitSections(markdown: string, kind: DocsPage['kind']): DocsSection[] {
  const lines = markdown.split('\n');
  const starts = [{ line: 0, id: '', title: '' }, ...(kind === 'api' ? apiHeadings(lines) : guideHeadings(markdown))];
  return starts.map((start, index) => ({
    id: start.id,
    title: start.title,
    markdown: lines.slice(start.line, starts[index + 1]?.line ?? lines.length).join('\n').trim(),
  }));
}

/** Reads one exported page; `pathname` is its site path without `.md`. */
export function parseDocsPage(pathname: string, markdown: string): DocsPage {
  const header = readHeader(markdown);
  const kind = pathname.startsWith('/x/api/') ? 'api' : 'guide';
  const sections = splitSections(markdown, kind);
  // The API page's own ids name its tables' sections: `classes`, not the heading's slug (`css-classes`).
  const entries = kind === 'api' ? sections.flatMap((section) => (SECTION_IDS.includes(section.id as ApiSectionId) ? tableEntries(section.id as ApiSectionId, section.markdown) : [])) : [];
  return { pathname, ...header, kind, markdown, sections, entries };
}

/**
 * Front matter of a markdown page (build time): the one reader every build path uses. Only YAML
 * between two `---` lines is accepted, parsed by the `yaml` package with its core schema (plain data:
 * no tags that build functions or classes). An opening line that names another language (`---js`,
 * `---json`, `---coffee`) is refused before anything is parsed: such front matter would be code.
 */
import { parseDocument } from 'yaml';

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The markdown after the front matter. */
  content: string;
}

/** The opening line of a front matter block: `---`, or `---yaml` / `---yml` written out. */
const OPENING = /^---[ \t]*(yaml|yml)?[ \t]*\r?$/i;
/** The closing line: `---` alone (trailing spaces allowed). */
const CLOSING = /^---[ \t]*\r?$/;

/** Where the block ends: the index of its closing line among `lines`, or -1. */
function closingLine(lines: readonly string[]): number {
  for (let index = 1; index < lines.length; index += 1) {
    if (CLOSING.test(lines[index])) return index;
  }
  return -1;
}

/** The block's YAML as plain data; any error or warning of the parser (an unknown tag) stops the build. */
function parseYaml(yamlText: string, source: string): unknown {
  const document = parseDocument(yamlText, { schema: 'core', uniqueKeys: true, merge: false, prettyErrors: false });
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem) {
    throw new Error(`${source}: front matter is not valid YAML (${problem.message.split('\n')[0]})`);
  }
  return document.toJS({ maxAliasCount: 100 }) ?? {};
}

/** Reads the YAML front matter of `raw`; any other kind stops with an error naming `source`. */
export function readFrontMatter(raw: string, source: string): FrontMatter {
  // A byte-order mark would hide the opening delimiter.
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const lines = text.split('\n');
  if (!lines[0].startsWith('---')) return { data: {}, content: text };
  if (!OPENING.test(lines[0])) {
    throw new Error(`${source}: front matter must be YAML between two "---" lines, got the opening line ${JSON.stringify(lines[0].trim())}`);
  }
  const end = closingLine(lines);
  if (end === -1) throw new Error(`${source}: front matter opened on line 1 is never closed by a "---" line`);
  const data = parseYaml(lines.slice(1, end).map((line) => line.replace(/\r$/, '')).join('\n'), source);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${source}: front matter must be a YAML mapping of keys to values`);
  }
  return { data: data as Record<string, unknown>, content: lines.slice(end + 1).join('\n') };
}

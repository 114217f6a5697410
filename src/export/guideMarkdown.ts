/**
 * A guide page as markdown (build time, pure): its own text, with each demo directive replaced by the
 * demo's TypeScript source (and the data modules it imports, once per page), the code fences showing
 * what readers see (the twoslash notation of the docs check removed), and every link absolute.
 */
import { readFrontMatter } from '../markdown/frontMatter';
import { parseDemoDirective, parseGeneratedDirective, renderer, type Token } from '../markdown/renderer';
import { FenceNotationError, shownCode } from '../markdown/codeFence';
import { absoluteLinks, codeBlock, pageHeader } from './markdownText';

/** What the export shows of a demo: its TypeScript source and the local files it imports. */
export interface DemoExport {
  /** The source as the page shows it in full (formatted, preview markers removed). */
  code: string;
  /** Files it imports relatively, by path from its folder (`data/employees.ts`, `Tree.module.css`). */
  files: Readonly<Record<string, string>>;
}

export interface GuideExport {
  /** The page's markdown file, front matter included. */
  raw: string;
  /** Where the file is, for errors. */
  source: string;
  /** The page's pathname, for its address in the export. */
  pathname: string;
  /** Each demo the page names, by file name (`BasicGrid.tsx`). */
  demos: Readonly<Record<string, DemoExport>>;
  /** Markdown of each generated section the page names (`privacy-storage`), when it has any. */
  sections?: Readonly<Record<string, string>>;
  host: string;
}

const FILE_LANGUAGES: Record<string, string> = { ts: 'ts', tsx: 'tsx', css: 'css', js: 'js', json: 'json' };

/** The info string of a file's fence: its language from the extension, and its name. */
function fileInfo(file: string): string {
  const extension = /\.([a-z]+)$/.exec(file)?.[1] ?? '';
  return `${FILE_LANGUAGES[extension] ?? ''} title="${file}"`;
}

/** What a block's first line starts with inside a list item or a quote (spaces, `>`). */
const blockPrefix = (line: string) => /^[ \t>]*/.exec(line)![0];

/** A block's lines, each with its first line's prefix (a fence inside a list item or a quote). */
function indented(text: string, indent: string): string {
  return indent === '' ? text : text.split('\n').map((line) => (line === '' ? indent.trimEnd() : `${indent}${line}`)).join('\n');
}

interface Replacement {
  /** First and last-plus-one line of the block in the page body. */
  start: number;
  end: number;
  text: string;
}

/** A demo's fences: its source, then each file it imports that the page has not shown yet. */
function demoBlock(file: string, demo: DemoExport, shown: Set<string>): string {
  const blocks = [codeBlock(demo.code, `tsx title="${file}"`)];
  for (const [name, code] of Object.entries(demo.files)) {
    if (shown.has(name)) continue;
    shown.add(name);
    blocks.push(codeBlock(code, fileInfo(name)));
  }
  return blocks.join('\n\n');
}

/** A code fence as readers see it, or null when the page's text already is. */
function shownFence(token: Token, lines: readonly string[], where: string): string | null {
  const language = token.info.trim().split(/\s+/)[0] ?? '';
  let code: string;
  try {
    code = shownCode(token.content, language);
  } catch (error) {
    if (error instanceof FenceNotationError) throw new Error(`${where}: ${error.message}`);
    throw error;
  }
  if (code === token.content) return null;
  const indent = blockPrefix(lines[token.map![0]]);
  return indented(codeBlock(code, token.info.trim() === '' ? '' : token.info.trim()), indent);
}

/** The blocks of the body the export rewrites: demo directives and fences with hidden lines. */
function replacements(body: string, lines: readonly string[], { demos, sections = {} }: Pick<GuideExport, 'demos' | 'sections'>, where: (line: number) => string): Replacement[] {
  const result: Replacement[] = [];
  const shownFiles = new Set<string>();
  for (const token of renderer.parse(body, {})) {
    if (!token.map) continue;
    const [start, end] = token.map;
    if (token.type === 'demo') {
      const { file } = parseDemoDirective(token, where(start));
      const demo = demos[file];
      if (demo === undefined) throw new Error(`${where(start)}: no source for demo ${file}`);
      result.push({ start, end, text: indented(demoBlock(file, demo, shownFiles), blockPrefix(lines[start])) });
    } else if (token.type === 'generated') {
      const { name } = parseGeneratedDirective(token, where(start));
      const section = sections[name];
      if (section === undefined) throw new Error(`${where(start)}: no text for generated section ${name}`);
      result.push({ start, end, text: section });
    } else if (token.type === 'fence') {
      const text = shownFence(token, lines, where(start));
      // An unclosed fence runs to the end of the page: its replacement does too.
      if (text !== null) result.push({ start, end, text });
    }
  }
  return result;
}

/** A guide page as markdown: title, description, address, then its body with the demos' source. */
export function guideMarkdown({ raw, source, pathname, demos, sections, host }: GuideExport): string {
  const { data, content } = readFrontMatter(raw, source);
  const lines = content.split('\n');
  // Errors name lines of the file, front matter included.
  const offset = raw.slice(0, raw.length - content.length).split('\n').length - 1;
  const where = (line: number) => `${source}:${line + 1 + offset}`;
  for (const { start, end, text } of replacements(content, lines, { demos, sections }, where).reverse()) {
    lines.splice(start, end - start, text);
  }
  const body = absoluteLinks(lines.join('\n'), host, pathname).trim();
  return `${pageHeader(String(data.title ?? ''), String(data.description ?? ''), pathname, host)}${body}\n`;
}

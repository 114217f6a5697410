import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import hljs from 'highlight.js/lib/common';
import type { ContainerTag, TocEntry } from '../contracts';
import type { MarkdownSegment } from './segments';
import { escapeHtml } from '../lib/html';
import { FenceNotationError, shownCode } from './codeFence';
import { readFrontMatter } from './frontMatter';
import { englishText } from '../i18n/shellPageStrings';

/**
 * Build-time markdown pipeline: front matter, GFM tables, heading anchors, highlighted code, demo
 * directives. The body comes out as segments (HTML, code block, demo) so the page renders code blocks
 * and demos as components.
 */

export interface RenderedPage {
  title: string;
  description: string;
  segments: MarkdownSegment[];
  toc: TocEntry[];
}

/** Height reserved for a demo whose directive gives none, in px. */
export const DEFAULT_DEMO_HEIGHT = 300;
const DEMO_FILE = /^[A-Z][A-Za-z0-9]*\.tsx$/;
const DIRECTIVE = /^\{\{\s*"demo"\s*:/;

/** GitHub-style heading ids: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

const LANGUAGE_ALIASES: Record<string, string> = { jsx: 'javascript', tsx: 'typescript', sh: 'bash' };

export function highlightCode(code: string, language: string): string {
  const grammar = LANGUAGE_ALIASES[language] ?? language;
  if (grammar && hljs.getLanguage(grammar)) {
    return hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value;
  }
  return escapeHtml(code);
}

function createRenderer(): MarkdownIt {
  // `html: false`: raw HTML in markdown is shown as text, never injected.
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.use(anchor, { level: [2, 3], slugify, permalink: headingLink });
  md.block.ruler.before('paragraph', 'demo', demoDirectiveRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  // Pages turn their fences into code-block segments (with a copy button); this rule only renders the
  // fences of fragments (API descriptions), highlighted at build time like the rest.
  md.renderer.rules.fence = (tokens, index) => {
    const token = tokens[index];
    const language = token.info.trim().split(/\s+/)[0] ?? '';
    const label = language ? ` data-language="${escapeHtml(language)}"` : '';
    const code = shownCode(token.content, language);
    // Focusable so keyboard users can scroll long lines (the block is its own scroll region).
    return `<pre class="code-block" dir="ltr" tabindex="0"${label}><code class="hljs${language ? ` language-${escapeHtml(language)}` : ''}">${highlightCode(code, language)}</code></pre>\n`;
  };
  // Wide tables scroll inside their own box instead of widening the page on a phone.
  md.renderer.rules.table_open = () => '<div class="table-scroll" tabindex="0" role="region" aria-label="Scrollable table"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  const defaultLink = md.renderer.rules.link_open ?? ((t, i, o, _e, self) => self.renderToken(t, i, o));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const href = tokens[index].attrGet('href') ?? '';
    if (/^https?:\/\//.test(href)) {
      tokens[index].attrSet('target', '_blank');
      tokens[index].attrSet('rel', 'noopener noreferrer');
    }
    return defaultLink(tokens, index, options, env, self);
  };
  return md;
}

/** Class of the link each `h2`/`h3` carries to itself (the page copies its URL on click, see src/layout/headingLinks.ts). */
const HEADING_LINK_CLASS = 'heading-link';

/**
 * markdown-it-anchor permalink: after each h2/h3, in a wrapper (`div.heading-wrapper`), a link to the
 * heading named after it. Outside the heading, so the heading's accessible name stays its text; its
 * icon is drawn by CSS, so hundreds of headings add little markup. It is in the HTML from the build:
 * it works without the page's React, and one delegated listener copies its URL.
 */
const headingLink = anchor.permalink.linkAfterHeader({
  style: 'aria-label',
  assistiveText: (title) => englishText('page.headingLink', { title }),
  class: HEADING_LINK_CLASS,
  symbol: '',
  wrapper: ['<div class="heading-wrapper">', '</div>'],
});

/** `{{"demo": "Name.tsx"}}` alone on a line becomes a `demo` token (its JSON is checked later). */
function demoDirectiveRule(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  // Four spaces of indentation make an indented code block, not a directive.
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const line = state.src.slice(state.bMarks[startLine] + state.tShift[startLine], state.eMarks[startLine]).trim();
  if (!DIRECTIVE.test(line) || !line.endsWith('}}')) return false;
  if (silent) return true;
  const token = state.push('demo', '', 0);
  token.content = line;
  token.map = [startLine, startLine + 1];
  token.block = true;
  state.line = startLine + 1;
  return true;
}

type StateBlock = Parameters<Parameters<MarkdownIt['block']['ruler']['before']>[2]>[0];
type Token = ReturnType<MarkdownIt['parse']>[number];

const renderer = createRenderer();

/** Reads a demo directive's JSON; a malformed one fails the build naming the file and line. */
function parseDemoDirective(token: Token, where: string): { file: string; height: number } {
  let value: unknown;
  try {
    value = JSON.parse(token.content.slice(1, -1));
  } catch {
    throw new Error(`${where}: the demo directive ${token.content} is not valid JSON`);
  }
  const { demo, height = DEFAULT_DEMO_HEIGHT, ...rest } = value as { demo?: unknown; height?: unknown };
  if (typeof demo !== 'string' || !DEMO_FILE.test(demo)) {
    throw new Error(`${where}: a demo directive names a PascalCase .tsx file, got ${JSON.stringify(demo)}`);
  }
  if (typeof height !== 'number' || !Number.isInteger(height) || height < 40 || height > 2000) {
    throw new Error(`${where}: the height of demo ${demo} must be a whole number of px between 40 and 2000`);
  }
  const unknown = Object.keys(rest);
  if (unknown.length > 0) {
    throw new Error(`${where}: demo ${demo} has unknown option(s) ${unknown.join(', ')}`);
  }
  return { file: demo, height };
}

/** A fence's code as readers see and copy it (hidden context removed); bad notation names its line. */
function readerCode(token: Token, language: string, source: string, lineOffset: number): string {
  try {
    return shownCode(token.content, language);
  } catch (error) {
    if (!(error instanceof FenceNotationError)) throw error;
    // map[0] is the opening fence line (zero-based): the code starts on the next one.
    throw new Error(`${source}:${(token.map?.[0] ?? 0) + 2 + lineOffset + error.line}: ${error.message}`);
  }
}

const CONTAINERS: Record<string, ContainerTag> = {
  blockquote_open: 'blockquote',
  bullet_list_open: 'ul',
  ordered_list_open: 'ol',
  list_item_open: 'li',
};

/** Index of the token closing the one opened at `open`. */
function closingIndex(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    depth += tokens[index].nesting;
    if (depth === 0) return index;
  }
  return tokens.length - 1;
}

/**
 * Splits block tokens into segments: runs of ordinary blocks become HTML, each fence a code segment,
 * each directive a demo. A list or quote holding a fence becomes a container so its code block is a
 * component too; the rest stays plain HTML.
 */
function toSegments(tokens: Token[], start: number, end: number, source: string, env: object, lineOffset: number): MarkdownSegment[] {
  const segments: MarkdownSegment[] = [];
  let htmlStart = start;
  const flush = (until: number) => {
    if (until > htmlStart) {
      const html = renderer.renderer.render(tokens.slice(htmlStart, until), renderer.options, env);
      if (html.trim() !== '') segments.push({ kind: 'html', html });
    }
  };
  let index = start;
  while (index < end) {
    const token = tokens[index];
    if (token.type === 'fence') {
      flush(index);
      const language = token.info.trim().split(/\s+/)[0] ?? '';
      const code = readerCode(token, language, source, lineOffset);
      segments.push({ kind: 'code', language, code, html: highlightCode(code, language) });
      htmlStart = index += 1;
    } else if (token.type === 'demo') {
      const where = `${source}:${(token.map?.[0] ?? 0) + 1 + lineOffset}`;
      if (token.level > 0) throw new Error(`${where}: a demo directive must stand at the top level, not in a list or quote`);
      flush(index);
      segments.push({ kind: 'demo', ...parseDemoDirective(token, where), line: (token.map?.[0] ?? 0) + 1 + lineOffset });
      htmlStart = index += 1;
    } else if (token.nesting === 1 && token.block) {
      const close = closingIndex(tokens, index);
      const tag = CONTAINERS[token.type];
      const holdsBlock = tokens.slice(index + 1, close).some((inner) => inner.type === 'fence' || inner.type === 'demo');
      if (tag && holdsBlock) {
        flush(index);
        const startAttr = Number.parseInt(token.attrGet('start') ?? '', 10);
        segments.push({
          kind: 'container',
          tag,
          ...(tag === 'ol' && Number.isFinite(startAttr) ? { start: startAttr } : {}),
          children: toSegments(tokens, index + 1, close, source, env, lineOffset),
        });
        htmlStart = close + 1;
      }
      index = close + 1;
    } else {
      index += 1;
    }
  }
  flush(end);
  return segments;
}

function collectToc(tokens: ReturnType<MarkdownIt['parse']>): TocEntry[] {
  const toc: TocEntry[] = [];
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
      const id = token.attrGet('id');
      const text = (tokens[index + 1]?.children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('')
        .trim();
      if (id && text) {
        toc.push({ id, text, level: token.tag === 'h2' ? 2 : 3 });
      }
    }
  });
  return toc;
}

/** Renders one markdown source (with front matter) to page data; `source` names it in errors. */
export function renderMarkdown(raw: string, source: string): RenderedPage {
  const { data, content } = readFrontMatter(raw, source);
  const title = data.title;
  const description = data.description;
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error(`${source}:1: front matter needs a "title"`);
  }
  if (typeof description !== 'string' || description.trim() === '') {
    throw new Error(`${source}:1: front matter needs a "description"`);
  }
  const env = {};
  const tokens = renderer.parse(content, env);
  return {
    title: title.trim(),
    description: description.trim(),
    // Errors name lines of the file, front matter included.
    segments: toSegments(tokens, 0, tokens.length, source, env, raw.slice(0, raw.length - content.length).split('\n').length - 1),
    toc: collectToc(tokens),
  };
}

/** A demo directive of a page body and the line it stands on (0-based, in the body without front matter). */
export interface DemoDirective {
  line: number;
  file: string;
  height: number;
}

/** Every demo directive of a page body (markdown without front matter), read like the page reads them. */
export function findDemoDirectives(body: string, source: string): DemoDirective[] {
  return renderer
    .parse(body, {})
    .filter((token) => token.type === 'demo')
    .map((token) => {
      const line = token.map?.[0] ?? 0;
      return { line, ...parseDemoDirective(token, `${source}:${line + 1}`) };
    });
}

/**
 * Renders a markdown fragment without front matter (an API description), through the same pipeline
 * as the pages: raw HTML is shown as text, external links open in a new tab.
 */
export function renderMarkdownFragment(markdown: string): string {
  return renderer.render(markdown, {}).trim();
}

/** Renders one line of markdown without the wrapping paragraph (a default value, a parameter). */
export function renderMarkdownInline(markdown: string): string {
  return renderer.renderInline(markdown, {}).trim();
}

/** One link of a page's markdown with the line it is on (1-based, front matter included). */
export interface MarkdownLink {
  href: string;
  line: number;
}

/**
 * The heading ids a page's markdown produces and the links it holds, with their lines: what the
 * build's link check needs, through the same parser (and the same ids) as the page.
 */
export function markdownOutline(raw: string, source = 'a markdown file'): { ids: string[]; links: MarkdownLink[] } {
  const { content } = readFrontMatter(raw, source);
  const offset = raw.slice(0, raw.length - content.length).split('\n').length - 1;
  const ids: string[] = [];
  const links: MarkdownLink[] = [];
  for (const token of renderer.parse(content, {})) {
    const id = token.type === 'heading_open' ? token.attrGet('id') : null;
    if (id) ids.push(id);
    for (const child of token.children ?? []) {
      // Headings' own permalinks (`anchor-link`) point at themselves: not links a writer wrote.
      const href = child.type === 'link_open' && child.attrGet('class') !== 'anchor-link' ? child.attrGet('href') : null;
      if (href !== null) {
        // Inline tokens carry no line of their own: the enclosing block's first line, plus the line
        // breaks before the link inside it.
        const before = (token.children ?? []).slice(0, token.children!.indexOf(child));
        const breaks = before.filter((inner) => inner.type === 'softbreak' || inner.type === 'hardbreak').length;
        links.push({ href, line: (token.map?.[0] ?? 0) + 1 + offset + breaks });
      }
    }
  }
  return { ids, links };
}

/** A fence of a page, as the docs check reads it. */
export interface FenceSource {
  /** Line of the fence's first code line in the file (1-based, front matter counted). */
  line: number;
  language: string;
  code: string;
}

/** Inline code of a page's prose (paragraphs, headings, lists, tables), with the line it is on. */
export interface InlineCodeSource {
  line: number;
  code: string;
}

/**
 * The code of one markdown page as the site renders it (same parser, so the check and the page agree
 * on what is a fence): its fences, and the inline code of its prose.
 */
export function codeOfMarkdown(raw: string, source = 'a markdown file'): { fences: FenceSource[]; inlineCode: InlineCodeSource[] } {
  const { content } = readFrontMatter(raw, source);
  const offset = raw.slice(0, raw.length - content.length).split('\n').length - 1;
  const sourceLines = content.split('\n');
  const fences: FenceSource[] = [];
  const inlineCode: InlineCodeSource[] = [];
  // Table cells carry no line of their own: they take their row's.
  let blockMap: [number, number] | null = null;
  for (const token of renderer.parse(content, {})) {
    if (token.map && token.type !== 'inline') blockMap = token.map;
    if (token.type === 'fence' && token.map) {
      fences.push({ line: token.map[0] + 2 + offset, language: token.info.trim().split(/\s+/)[0] ?? '', code: token.content });
    } else if (token.type === 'inline' && (token.map ?? blockMap)) {
      const [first, last] = (token.map ?? blockMap)!;
      let searchFrom = first;
      for (const child of token.children ?? []) {
        if (child.type !== 'code_inline') continue;
        // Inline tokens carry no line: the first line of the block at or after the previous hit that holds it.
        let found = first;
        for (let line = searchFrom; line < last; line += 1) {
          if (sourceLines[line].includes(child.content)) {
            found = line;
            break;
          }
        }
        searchFrom = found;
        inlineCode.push({ line: found + 1 + offset, code: child.content });
      }
    }
  }
  return { fences, inlineCode };
}

import type { ContainerTag, TocEntry } from '../contracts';
import type { MarkdownSegment } from './segments';
import { FenceNotationError, shownCode } from './codeFence';
import { readFrontMatter } from './frontMatter';
import { highlightCode, parseDemoDirective, parseGeneratedDirective, renderer, type Token } from './renderer';

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
    } else if (token.type === 'generated') {
      const line = (token.map?.[0] ?? 0) + 1 + lineOffset;
      if (token.level > 0) throw new Error(`${source}:${line}: a generated directive must stand at the top level, not in a list or quote`);
      flush(index);
      segments.push({ kind: 'generated', ...parseGeneratedDirective(token, `${source}:${line}`), line });
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

function collectToc(tokens: Token[]): TocEntry[] {
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


/**
 * What the build's checks read of a page's markdown, through the page's own parser (so a check and
 * the page agree on what is a heading, a link, a fence or a demo): demo directives, heading ids and
 * links, fences and inline code, each with its line.
 */
import { readFrontMatter } from './frontMatter';
import { parseDemoDirective, parseGeneratedDirective, renderer } from './renderer';

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

/** Every generated-section directive of a page body (`{{"generated": "name"}}`) and its line (0-based, in the body). */
export function findGeneratedDirectives(body: string, source: string): Array<{ line: number; name: string }> {
  return renderer
    .parse(body, {})
    .filter((token) => token.type === 'generated')
    .map((token) => {
      const line = token.map?.[0] ?? 0;
      return { line, ...parseGeneratedDirective(token, `${source}:${line + 1}`) };
    });
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

/**
 * The one markdown-it renderer of the build (pages, API descriptions, the docs check): GFM tables,
 * heading ids and their self-links, highlighted code, and directives as tokens: demos
 * (`{{"demo": "Name.tsx"}}`) and sections the build generates from configuration (`{{"generated": "name"}}`).
 */
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import hljs from 'highlight.js/lib/common';
import { escapeHtml } from '../lib/html';
import { shownCode } from './codeFence';
import { englishText } from '../i18n/shellPageStrings';

/** Height reserved for a demo whose directive gives none, in px. */
export const DEFAULT_DEMO_HEIGHT = 300;
const DEMO_FILE = /^[A-Z][A-Za-z0-9]*\.tsx$/;
/** A directive line: its key names the token (`demo`, `generated`). */
const DIRECTIVE = /^\{\{\s*"(demo|generated)"\s*:/;
const GENERATED_NAME = /^[a-z][a-z0-9-]*$/;

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

/**
 * `{{"demo": "Name.tsx"}}` alone on a line becomes a `demo` token, `{{"generated": "name"}}` a
 * `generated` token (their JSON is checked later).
 */
function demoDirectiveRule(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  // Four spaces of indentation make an indented code block, not a directive.
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const line = state.src.slice(state.bMarks[startLine] + state.tShift[startLine], state.eMarks[startLine]).trim();
  const kind = DIRECTIVE.exec(line)?.[1];
  if (!kind || !line.endsWith('}}')) return false;
  if (silent) return true;
  const token = state.push(kind, '', 0);
  token.content = line;
  token.map = [startLine, startLine + 1];
  token.block = true;
  state.line = startLine + 1;
  return true;
}

type StateBlock = Parameters<Parameters<MarkdownIt['block']['ruler']['before']>[2]>[0];
export type Token = ReturnType<MarkdownIt['parse']>[number];

export const renderer = createRenderer();

/** Reads a demo directive's JSON; a malformed one fails the build naming the file and line. */
export function parseDemoDirective(token: Token, where: string): { file: string; height: number } {
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

/** Reads a generated-section directive (`{{"generated": "privacy-storage"}}`): the section's name. */
export function parseGeneratedDirective(token: Token, where: string): { name: string } {
  let value: unknown;
  try {
    value = JSON.parse(token.content.slice(1, -1));
  } catch {
    throw new Error(`${where}: the directive ${token.content} is not valid JSON`);
  }
  const { generated, ...rest } = value as { generated?: unknown };
  if (typeof generated !== 'string' || !GENERATED_NAME.test(generated) || Object.keys(rest).length > 0) {
    throw new Error(`${where}: a generated directive is {"generated": "<kebab-case name>"} alone, got ${token.content}`);
  }
  return { name: generated };
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

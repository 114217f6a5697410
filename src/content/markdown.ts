import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import hljs from 'highlight.js/lib/common';

/** Build-time markdown pipeline: front matter, GFM tables, heading anchors, highlighted code. */

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedPage {
  title: string;
  description: string;
  html: string;
  toc: TocEntry[];
}

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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

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
  md.use(anchor, {
    level: [2, 3],
    slugify,
    // The heading text itself links to its section: accessible, and nothing hidden to focus.
    permalink: anchor.permalink.headerLink({ class: 'anchor-link' }),
  });
  md.renderer.rules.fence = (tokens, index) => {
    const token = tokens[index];
    const language = token.info.trim().split(/\s+/)[0] ?? '';
    const label = language ? ` data-language="${escapeHtml(language)}"` : '';
    // Focusable so keyboard users can scroll long lines (the block is its own scroll region).
    return `<pre class="code-block" tabindex="0"${label}><code class="hljs${language ? ` language-${escapeHtml(language)}` : ''}">${highlightCode(token.content, language)}</code></pre>\n`;
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

const renderer = createRenderer();

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
  const { data, content } = matter(raw);
  const title = data.title;
  const description = data.description;
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error(`${source}: front matter needs a "title"`);
  }
  if (typeof description !== 'string' || description.trim() === '') {
    throw new Error(`${source}: front matter needs a "description"`);
  }
  const env = {};
  const tokens = renderer.parse(content, env);
  return {
    title: title.trim(),
    description: description.trim(),
    html: renderer.renderer.render(tokens, renderer.options, env),
    toc: collectToc(tokens),
  };
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

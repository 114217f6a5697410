/**
 * Pieces of markdown the export writes (build time, pure): code fences and spans that nothing inside
 * them can close, the header every exported page starts with, and links made absolute so that a file
 * read on its own (pasted into an assistant, saved, fetched by a tool) still leads to this site.
 */
import { absoluteUrl } from '../routing/paths';

/** A code fence that no run of backticks inside `code` can close. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** A fenced code block. */
export function codeBlock(code: string, info: string): string {
  const fence = fenceFor(code);
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

/** An inline code span for any text (backticks inside get a longer delimiter). */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/**
 * Where a link of a page leads, absolute: a site path (`/x/…`) on `host`, an anchor of the page
 * (`#…`) on the page's own address; any other target (another site, `mailto:`) as written.
 */
export function absoluteHref(href: string, host: string, pathname: string): string {
  if (href.startsWith('#')) return `${absoluteUrl(pathname, host)}${href}`;
  if (href.startsWith('/') && !href.startsWith('//')) return `${host.replace(/\/+$/, '')}${href}`;
  return href;
}

/**
 * Every link target of the markdown (`](/x/…)`, `](#…)`) made absolute with `absoluteHref`, outside
 * code: fenced blocks and inline code spans are left as written.
 */
export function absoluteLinks(markdown: string, host: string, pathname: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence === null ? marker : null;
        return line;
      }
      if (fence !== null) return line;
      // Inline code spans (runs of backticks and what they enclose) stay as they are.
      return line
        .split(/(`+[^`]*?`+)/)
        .map((part, index) =>
          index % 2 === 1 ? part : part.replace(/\]\(([/#][^)\s]*)\)/g, (_whole, href: string) => `](${absoluteHref(href, host, pathname)})`),
        )
        .join('');
    })
    .join('\n');
}

/** The start of every exported page: title, description as a quote, and the page's address. */
export function pageHeader(title: string, description: string, pathname: string, host: string): string {
  return `# ${title}\n\n> ${description.replace(/\s*\n\s*/g, ' ')}\n\nFrom ${absoluteUrl(pathname, host)}\n\n`;
}

/** Build-time notation that must never reach a reader: the docs check's fence markers, the demos' preview markers. */
const MARKERS = [
  /^[\s>]*\/\/\s*---cut(?:-before|-after|-start|-end)?---/,
  /^[\s>]*\/\/\s*@errors:/,
  /^[\s>]*(?:\{\/\*|\/\/)\s*preview-(?:start|end)\b/,
];

/** The lines of an exported text that still carry such notation (`12: // ---cut---`); none is expected. */
export function markerLeaks(text: string): string[] {
  return text.split('\n').flatMap((line, index) => (MARKERS.some((marker) => marker.test(line)) ? [`${index + 1}: ${line.trim()}`] : []));
}

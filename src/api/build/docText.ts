/**
 * Turns JSDoc text of the packages into markdown this site can render: inline `{@link}` tags and the
 * `[[Name]]` shorthand become links to API pages (or code when the name has no page), and links to
 * the public docs host point at this site's own page when it serves that path.
 */

export interface DocLinkContext {
  /** API page of a type name, if it has one. */
  resolveName: (name: string) => string | undefined;
  /** The documented symbol, never linked to itself. */
  selfName?: string;
  /** Local href for an absolute or root-relative docs URL this site serves, else `undefined`. */
  resolveUrl: (url: string) => string | undefined;
}

const URL_LIKE = /^(https?:\/\/|\/)/;

function nameLink(name: string, context: DocLinkContext): string {
  const href = context.resolveName(name.replace(/\(\)$/, ''));
  return href ? `[\`${name}\`](${href})` : `\`${name}\``;
}

/** `{@link target text}`, `{@link target|text}`, `{@linkcode X}`, `{@linkplain X}`. */
function replaceInlineLinks(text: string, context: DocLinkContext): string {
  return text.replace(/\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g, (_all, target: string, label: string) => {
    const words = label.trim();
    if (URL_LIKE.test(target)) {
      return `[${words || target}](${target})`;
    }
    return words ? `${words} (${nameLink(target, context)})` : nameLink(target, context);
  });
}

/**
 * Rewrites the docs URLs the site serves itself (`https://mui.com/x/react-charts/bars/`) to its own
 * paths: link targets, a link whose text is its URL (`{@link https://…}`, its text becomes the path),
 * and bare URLs of the prose, which become links. Code (fenced or inline) is left as written.
 */
function rewriteUrls(text: string, context: DocLinkContext): string {
  const links = (part: string) =>
    part.replace(/\[([^\]]*)\]\(([^)\s]+)\)/g, (all, label: string, url: string) => {
      const local = context.resolveUrl(url);
      return local ? `[${label === url ? local : label}](${local})` : all;
    });
  // A bare URL: neither a link's target (after `](`) nor its text (before `](`).
  const bare = (part: string) =>
    part.replace(/(?<![\w/]|\]\()https?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"](?!\]\()/g, (url) => {
      const local = context.resolveUrl(url);
      return local?.startsWith('/') ? `[${local}](${local})` : url;
    });
  return text
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, index) => (index % 2 === 1 ? part : links(part).split(/(`[^`\n]*`)/).map((piece, inner) => (inner % 2 === 1 ? piece : bare(piece))).join('')))
    .join('');
}

/**
 * `` `GridRowParams` `` alone in a code span becomes a link to its page, outside fenced code and
 * outside existing links; the documented symbol itself stays plain.
 */
function linkCodeSpans(text: string, context: DocLinkContext): string {
  return text
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/(\[)?`([A-Za-z_$][\w$]*)`/g, (all, bracket: string | undefined, name: string) => {
            const href = bracket || name === context.selfName ? undefined : context.resolveName(name);
            return href ? `[\`${name}\`](${href})` : all;
          }),
    )
    .join('');
}

/** Prepares one JSDoc text (description or tag comment) for the markdown renderer. */
export function prepareDocMarkdown(text: string, context: DocLinkContext): string {
  const withCodeLinks = linkCodeSpans(text, context);
  const withLinks = replaceInlineLinks(withCodeLinks, context).replace(/\[\[([A-Za-z_$][\w$.]*(?:\(\))?)\]\]/g, (_all, name: string) =>
    nameLink(name, context),
  );
  return rewriteUrls(withLinks, context);
}

/**
 * Drops list items that only link to the page itself (a component's "API: - [DataGrid API](…)"), and
 * a `Label:` line left without items.
 */
export function dropSelfLinks(markdown: string, selfHref: string): string {
  const lines = markdown.split('\n');
  const kept = lines.filter((line) => {
    const match = /^\s*[-*]\s+\[[^\]]*\]\(([^)\s]+)\)\s*$/.exec(line);
    return !match || match[1] !== selfHref;
  });
  const result: string[] = [];
  for (let index = 0; index < kept.length; index += 1) {
    const line = kept[index];
    if (/^\s*[A-Z][\w ]*:\s*$/.test(line)) {
      let next = index + 1;
      while (next < kept.length && kept[next].trim() === '') next += 1;
      if (next >= kept.length || !/^\s*[-*]\s/.test(kept[next])) continue;
    }
    result.push(line);
  }
  return result.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** Whether the first segment of `path` is one the site serves pages under (`/x`). */
function servedTopLevel(path: string, servedPathnames: ReadonlySet<string>): boolean {
  const top = path.split('/')[1];
  for (const served of servedPathnames) if (served.split('/')[1] === top) return true;
  return false;
}

/** An API page's name without its product and dashes: `/x/api/charts/charts-tooltip` -> `chartstooltip`. */
const apiKey = (pathname: string) => (pathname.split('/').pop() ?? '').replace(/-/g, '');

/** The served API pages by key, leaving out a key two pages share. */
function apiPagesByKey(servedPathnames: ReadonlySet<string>): Map<string, string> {
  const pages = new Map<string, string>();
  const shared = new Set<string>();
  for (const pathname of servedPathnames) {
    if (!/^\/x\/api\/[^/]+\/[^/]+$/.test(pathname)) continue;
    const key = apiKey(pathname);
    if (pages.has(key)) shared.add(key);
    pages.set(key, pathname);
  }
  shared.forEach((key) => pages.delete(key));
  return pages;
}

/**
 * Maps a docs URL to the path this site serves: `https://mui.com/x/react-charts/bars/#stacking` ->
 * `/x/react-charts/bars/` when `/x/react-charts/bars` is served (anchors of the public site are not
 * ours, so the fragment is dropped); a root-relative path of another product's docs points at the
 * public docs (`/material-ui/api/input/` -> `https://mui.com/material-ui/api/input/`); an API page's
 * older address leads to the API page of that name; other URLs are left alone (`undefined`).
 */
export function createUrlResolver(
  servedPathnames: ReadonlySet<string>,
  docsHost = 'https://mui.com',
) {
  const apiPages = apiPagesByKey(servedPathnames);
  return (url: string): string | undefined => {
    const path = url.startsWith(docsHost) ? url.slice(docsHost.length) : url.startsWith('/') ? url : null;
    if (path === null || !path.startsWith('/')) return undefined;
    const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
    if (servedPathnames.has(clean)) return `${clean}/`;
    // The packages' own links to API pages by an older address (`/x/api/charts/charts-tool-tip/`,
    // `/x/api/multi-input-date-range-field/`): the one API page of that name, when there is one.
    const renamed = clean.startsWith('/x/api/') ? apiPages.get(apiKey(clean)) : undefined;
    if (renamed) return `${renamed}/`;
    // A path of another product's docs (`/material-ui/api/input/`): this site serves only `/x/`.
    return url.startsWith('/') && !url.startsWith('/x/') && /^\/[a-z][\w-]*\//.test(url) && !servedTopLevel(clean, servedPathnames) ? `${docsHost}${path}` : undefined;
  };
}

/** First sentence of a description, as plain text, when it reads as prose (not a "Demos:" list). */
export function firstSentence(markdown: string): string | undefined {
  const lines = markdown.trim().split(/\n\s*\n/)[0]?.split('\n') ?? [];
  // A label introducing a list ("Demos:", "Features:") is no summary, nor is a list.
  if (lines.length === 0 || /:\s*$/.test(lines[0]) || /^\s*[-*]\s/.test(lines[0])) return undefined;
  const paragraph = lines.join(' ').replace(/\s+/g, ' ').trim();
  if (paragraph === '') return undefined;
  const plain = paragraph
    .replace(/\{@link\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g, (_all, target: string, label: string) => label.trim() || target)
    .replace(/\[\[([^\]]+)\]\]/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1');
  const sentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return sentence.length > 200 ? `${sentence.slice(0, 197).trimEnd()}…` : sentence;
}

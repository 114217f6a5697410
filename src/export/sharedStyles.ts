/**
 * Build time (pure): the emotion styles most pages share move from each page's `<style>` tags to one
 * stylesheet the browser caches.
 *
 * The server writes every style a page renders into its `<head>`: `<style data-emotion="css id1 id2
 * …">` holds one top-level block per id (the cache wraps each in `@layer mui{…}`), and each global
 * style has a tag of its own (`data-emotion="css-global id"`). Most of it is the same on every page:
 * the theme's CSS variables, the baseline, the app bar, the drawer, the article. After the export,
 * the styles found on more than one page are written once to a content-hashed file under
 * `/_next/static/css/` (cached for good, precached by the service worker) and each page keeps only
 * its own, with a `<link>` to the file before its first emotion tag. The ids stay listed on the tags,
 * which is how the browser's emotion cache knows a style is already in the document (an emptied
 * global tag still lets emotion's `Global` adopt it), so nothing is inserted twice while a page
 * hydrates. `next dev` skips this step: its pages keep every style inline.
 *
 * A reader who switches to right-to-left gets styles from another cache (key `rtl`, flipped): the
 * components' `css-…` classes then match nothing, but global rules in the file still apply, so a
 * global style is shared only when flipping leaves it unchanged (`directionNeutral`).
 */
import { compile, middleware, serialize, stringify } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { flipInsideLayers } from '../theme/emotionCache';

/**
 * A style is shared when at least this many pages have it. A count, not a share of the pages: the
 * styles come from the site's components, not from its content, so the file stays the same size as
 * pages are added, and a page's inline CSS does not grow when its styles become rarer among more pages.
 */
const MIN_PAGES = 2;

/** One emotion style of a page: the cache key of its tag (`css`, `css-global`), its id and its CSS. */
export interface EmotionStyle {
  key: string;
  id: string;
  css: string;
}

interface StyleTag {
  /** The tag's attributes after `data-emotion` (a nonce), kept as written. */
  rest: string;
  key: string;
  ids: string[];
  css: string;
  /** Offsets of the whole tag in the page. */
  start: number;
  end: number;
}

const STYLE_TAG = /<style data-emotion="([^"]*)"((?: nonce="[^"]*")?)>([\s\S]*?)<\/style>/g;

function styleTags(html: string): StyleTag[] {
  return [...html.matchAll(STYLE_TAG)].map((match) => {
    const [key = '', ...ids] = match[1].split(' ');
    return { key, ids, rest: match[2], css: match[3], start: match.index, end: match.index + match[0].length };
  });
}

/**
 * The top-level blocks of a stylesheet (`@layer mui{…}@layer mui{…}` -> two), or null when its braces
 * do not balance. Braces inside strings and comments do not count.
 */
export function topLevelBlocks(css: string): string[] | null {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const character = css[index];
    if (character === '"' || character === "'") {
      const close = css.indexOf(character, index + 1);
      if (close === -1) return null;
      index = close;
    } else if (character === '/' && css[index + 1] === '*') {
      const close = css.indexOf('*/', index + 2);
      if (close === -1) return null;
      index = close + 1;
    } else if (character === '{') {
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
      if (depth < 0) return null;
      if (depth === 0) {
        blocks.push(css.slice(start, index + 1));
        start = index + 1;
      }
    }
  }
  return depth === 0 && css.slice(start).trim() === '' ? blocks : null;
}

/**
 * Every emotion style of a page, in document order, or null when a tag's CSS cannot be told apart
 * id by id (its blocks do not match its ids one for one): such a page is left as it is.
 */
export function emotionStyles(html: string): EmotionStyle[] | null {
  const styles: EmotionStyle[] = [];
  for (const tag of styleTags(html)) {
    const blocks = topLevelBlocks(tag.css);
    if (!blocks || blocks.length !== tag.ids.length) return null;
    for (const [index, id] of tag.ids.entries()) {
      // A component's block names its id (`.css-abc{…}`, `@keyframes animation-abc`); a global's need not.
      if (!tag.key.endsWith('-global') && !blocks[index].includes(id)) return null;
      styles.push({ key: tag.key, id, css: blocks[index] });
    }
  }
  return styles;
}

const flipped = flipInsideLayers(rtlPlugin as unknown as Parameters<typeof flipInsideLayers>[0]);

/** True when the browser's right-to-left cache would write `css` exactly as it is. */
export function directionNeutral(css: string): boolean {
  return serialize(compile(css), middleware([flipped, stringify])) === serialize(compile(css), stringify);
}

/** Whether a style can live in the shared file: components always, globals when direction-neutral. */
export const shareableInBothDirections = (style: EmotionStyle) => !style.key.endsWith('-global') || directionNeutral(style.css);

const styleKey = (style: EmotionStyle) => `${style.key} ${style.id}`;

/**
 * The styles to share, in the order they first appear across `pages` (global styles, which every
 * page writes before the components' tag, first): those on at least `minPages` pages, with
 * the same CSS everywhere, and which `canShare` accepts.
 */
export function chooseSharedStyles(
  pages: ReadonlyArray<readonly EmotionStyle[]>,
  canShare: (style: EmotionStyle) => boolean = () => true,
  minPages = MIN_PAGES,
): EmotionStyle[] {
  const seen = new Map<string, { style: EmotionStyle; pages: number; consistent: boolean }>();
  for (const page of pages) {
    for (const style of new Map(page.map((item) => [styleKey(item), item])).values()) {
      const entry = seen.get(styleKey(style));
      if (!entry) seen.set(styleKey(style), { style, pages: 1, consistent: true });
      else {
        entry.pages += 1;
        entry.consistent &&= entry.style.css === style.css;
      }
    }
  }
  const shared = [...seen.values()]
    .filter((entry) => entry.consistent && entry.pages >= minPages && canShare(entry.style))
    .map((entry) => entry.style);
  const isGlobal = (style: EmotionStyle) => style.key.endsWith('-global');
  return [...shared.filter(isGlobal), ...shared.filter((style) => !isGlobal(style))];
}

/** The shared stylesheet's text: the styles' blocks in order. */
export function sharedStylesheet(styles: readonly EmotionStyle[]): string {
  return styles.map((style) => style.css).join('');
}

/**
 * The page with the shared styles' CSS taken out of its emotion tags (their ids stay listed) and a
 * `<link>` to `href` before its first emotion tag; unchanged when it holds none of them. `bytes` is
 * what the page lost.
 */
export function withSharedStylesheet(html: string, shared: readonly EmotionStyle[], href: string): { html: string; bytes: number } {
  const sharedCss = new Map(shared.map((style) => [styleKey(style), style.css]));
  const tags = styleTags(html);
  let changed = false;
  const rewritten = tags.map((tag) => {
    const blocks = topLevelBlocks(tag.css);
    if (!blocks || blocks.length !== tag.ids.length) return null;
    const kept = blocks.filter((block, index) => sharedCss.get(`${tag.key} ${tag.ids[index]}`) !== block);
    if (kept.length !== blocks.length) changed = true;
    return `<style data-emotion="${[tag.key, ...tag.ids].join(' ')}"${tag.rest}>${kept.join('')}</style>`;
  });
  if (!changed || rewritten.includes(null)) return { html, bytes: 0 };
  let result = '';
  let cursor = 0;
  tags.forEach((tag, index) => {
    result += html.slice(cursor, tag.start);
    if (index === 0) result += `<link rel="stylesheet" href="${href}" data-shared-styles=""/>`;
    result += rewritten[index];
    cursor = tag.end;
  });
  result += html.slice(cursor);
  return { html: result, bytes: html.length - result.length };
}

/**
 * The document's own style tags (pages/_document.tsx: the heading links and print), the same text on
 * every page; each page that links the shared stylesheet finds them there instead (under their media),
 * so they are downloaded once and cached. Unlayered, they keep winning over the layered components'
 * styles wherever they sit. A page that does not link the sheet keeps them inline.
 */
const DOCUMENT_STYLE = /<style id="(heading-links|print)"((?: media="[^"]*")?)>([^<]*)<\/style>/g;

export interface DocumentStyle {
  id: string;
  /** The tag's media query, or '' for all media. */
  media: string;
  css: string;
}

/** The document's style tags of a page, in order. */
export function documentStyleTags(html: string): DocumentStyle[] {
  return [...html.matchAll(DOCUMENT_STYLE)].map(([, id, media, css]) => ({ id, media: /"([^"]*)"/.exec(media)?.[1] ?? '', css }));
}

/** The document styles every page that has them has alike (the others stay inline). */
export function commonDocumentStyles(pages: readonly DocumentStyle[][]): DocumentStyle[] {
  const first = new Map<string, DocumentStyle>();
  const differs = new Set<string>();
  for (const styles of pages) {
    for (const style of styles) {
      const seen = first.get(style.id);
      if (!seen) first.set(style.id, style);
      else if (seen.css !== style.css || seen.media !== style.media) differs.add(style.id);
    }
  }
  return [...first.values()].filter((style) => !differs.has(style.id));
}

/** The document styles as stylesheet text, each under its media. */
export function documentStylesCss(styles: readonly DocumentStyle[]): string {
  return styles.map((style) => (style.media ? `@media ${style.media}{${style.css}}` : style.css)).join('\n');
}

/** The page without the tags of `styles` (those with the same text). */
export function withoutDocumentStyles(html: string, styles: readonly DocumentStyle[]): string {
  return html.replace(DOCUMENT_STYLE, (tag, id: string, _media: string, css: string) =>
    styles.some((style) => style.id === id && style.css === css) ? '' : tag,
  );
}

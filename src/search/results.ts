/**
 * From Pagefind's page results to what the dialog lists (pure): one entry per matching section (a
 * guide's heading, an API page's prop, slot or CSS class), a few per page, ranked, then grouped by
 * product in the order of each group's best entry.
 */
import { parseExcerpt, type ExcerptPart } from './excerpt';
import { looksLikeIdentifier } from './candidates';
import type { Plan } from '../contracts';

/** The part of a Pagefind sub-result used here. */
export interface SubResultLike {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string };
  weighted_locations?: readonly { balanced_score: number }[];
}

/** The part of a Pagefind result's data (`await result.data()`) used here. */
export interface FragmentLike {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, readonly string[] | undefined>;
  sub_results: readonly SubResultLike[];
}

/**
 * `section`: a guide heading (or an API page's section heading); `page`: text before the first
 * heading; the others: one entry of an API page.
 */
export type HitKind = 'page' | 'section' | 'demo' | 'prop' | 'slot' | 'cssClass' | 'member';

export interface SearchHit {
  /** Path (and hash) on this site. */
  url: string;
  /** What the entry names: the section heading, the prop, or the page title for `page`. */
  title: string;
  pageTitle: string;
  kind: HitKind;
  excerpt: ExcerptPart[];
  plan?: Plan;
  /** Top-level group of the navigation (`/x/react-data-grid-group`); the dialog names it. */
  group: string;
  /** An API entry added after 8.0.0: the release (`8.5`), shown as a badge as on its page. */
  since?: string;
  /** An API entry marked deprecated. */
  deprecated?: true;
}

export interface HitGroup {
  /** The group's pathname (`other` for pages without one). */
  key: string;
  hits: SearchHit[];
}

/** Entries shown per page: the best sections of one page, so one long page cannot fill the list. */
const HITS_PER_PAGE = 3;
/** Entries shown in all. */
const MAX_HITS = 24;

const API_KINDS: Record<string, HitKind> = { props: 'prop', slots: 'slot', classes: 'cssClass', members: 'member' };
const PLAN_ORDER: Record<string, number> = { pro: 1, premium: 2 };
/** Group key of a page the index knows no group of. */
export const OTHER_GROUP = 'other';

const API_KIND_VALUES = new Set<HitKind>(Object.values(API_KINDS));

/**
 * The `marks` filter of an API page (src/search/indexAttributes.ts): `<entry id>=<since>[!]` items
 * separated by spaces, `!` for deprecated (`props-multipleColumnsSortingMode=8.5 props-autoHeight=!`).
 */
export function parseSearchMarks(value: string | undefined): Map<string, Pick<SearchHit, 'since' | 'deprecated'>> {
  const marks = new Map<string, Pick<SearchHit, 'since' | 'deprecated'>>();
  for (const item of (value ?? '').split(/\s+/)) {
    const match = /^([A-Za-z0-9_-]+)=(\d+\.\d+(?:\.\d+)?)?(!)?$/.exec(item);
    if (!match || (!match[2] && !match[3])) continue;
    marks.set(match[1], { ...(match[2] ? { since: match[2] } : {}), ...(match[3] ? { deprecated: true as const } : {}) });
  }
  return marks;
}

/** An API page's entry ids are `<section>-<name>` (`props-checkboxSelection`, `classes-cell--editing`). */
export function hitKind(sub: Pick<SubResultLike, 'anchor'>): HitKind {
  if (!sub.anchor) return 'page';
  const prefix = /^([a-z]+)-./.exec(sub.anchor.id)?.[1];
  return prefix && !/^h\d$/i.test(sub.anchor.element) && API_KINDS[prefix] ? API_KINDS[prefix] : 'section';
}

/** Letters and digits only, lower case: `checkboxSelection`, `checkbox selection` and `checkbox-selection` agree. */
export function normalizeName(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

const subScore = (sub: SubResultLike) => (sub.weighted_locations ?? []).reduce((sum, location) => sum + (location.balanced_score || 0), 0);

const first = (values: readonly string[] | undefined) => (Array.isArray(values) && typeof values[0] === 'string' ? values[0] : undefined);

const asPlan = (value: string | undefined): Plan | undefined => (value === 'pro' || value === 'premium' ? value : undefined);

/** The entries of one page: its best-scoring sections, at most `limit`, in score order. */
export function hitsOfPage(fragment: FragmentLike, limit: number = HITS_PER_PAGE): SearchHit[] {
  const pageTitle = (fragment.meta?.title ?? '').trim() || fragment.url;
  const group = first(fragment.filters?.group) ?? OTHER_GROUP;
  const plan = asPlan(first(fragment.filters?.plan));
  const subs = (Array.isArray(fragment.sub_results) ? fragment.sub_results : [])
    .map((sub, index) => ({ sub, index, score: subScore(sub) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(1, limit))
    .map(({ sub }) => sub);
  const base = { pageTitle, plan, group };
  // A live demo is a record of its own (its URL ends with the demo's id): one entry, named after the demo.
  if (first(fragment.filters?.kind) === 'demo') {
    return [{ ...base, pageTitle: (fragment.meta?.page ?? '').trim() || pageTitle, url: fragment.url, title: pageTitle, kind: 'demo', excerpt: parseExcerpt(fragment.excerpt) }];
  }
  if (subs.length === 0) {
    return [{ ...base, url: fragment.url, title: pageTitle, kind: 'page', excerpt: parseExcerpt(fragment.excerpt) }];
  }
  const marks = parseSearchMarks(first(fragment.filters?.marks));
  return subs.map((sub) => {
    const kind = hitKind(sub);
    const hit: SearchHit = { ...base, url: sub.url || fragment.url, title: kind === 'page' ? pageTitle : sub.title || pageTitle, kind, excerpt: parseExcerpt(sub.excerpt) };
    const mark = sub.anchor && API_KIND_VALUES.has(kind) ? marks.get(sub.anchor.id) : undefined;
    return mark ? { ...hit, ...mark } : hit;
  });
}

/** One page's results, with the language of the index it came from (`en`, `zh-hans`) and Pagefind's score. */
export interface PageResult {
  fragment: FragmentLike;
  language: string;
  score: number;
}

/** A page of the reader's product weighs this much more than Pagefind scored it. */
const GROUP_BOOST = 1.5;
/** A page with a section heading named as typed (2: same text; 1: same letters and digits). */
const SECTION_BOOST = [1, 1.25, 1.5] as const;
/** A guide weighs this much more than Pagefind scored it when the query names a topic, not an identifier. */
const GUIDE_BOOST = 1.3;
/** Entries of an API page (one per prop, slot or class: two are enough to show it is the right page). */
const HITS_PER_API_PAGE = 2;

export interface RankOptions {
  /** The reader's language (`en`, `zh`): its pages come first, and replace their English copies. */
  language: string;
  /** The top-level group of the page the reader is on (`/x/react-data-grid-group`): its pages come first. */
  group?: string;
  limit?: number;
}

/** `/zh/x/a/#b` -> `/x/a/`: the page a URL shows, whatever its language prefix and hash. */
export function pagePath(url: string, language: string): string {
  const path = url.split('#')[0];
  const prefix = `/${language}/`;
  return language !== 'en' && path.startsWith(prefix) ? path.slice(prefix.length - 1) : path;
}

const API_ENTRY_KINDS: ReadonlySet<HitKind> = new Set(['prop', 'slot', 'cssClass', 'member']);

/**
 * Orders the hits, page by page:
 * 1. the reader's language first (a translated page hides its English copy);
 * 2. for a query of one word, pages with an API entry named so (`checkboxSelection`: 2 when the
 *    case-insensitive text is the same, 1 when only letters and digits match), and among those the
 *    reader's product first, then Community, Pro, Premium;
 * 3. Pagefind's score, raised for pages of the reader's product (the top-level group of the page
 *    the dialog was opened on), for pages with a section heading named as typed
 *    (`checkbox selection`), and for guides when the query names a topic rather than an identifier
 *    (`pie chart labels`): a close match in the reader's product comes first, a much better one
 *    elsewhere still wins.
 * Within a page, the entry named as typed leads, the others keep their score order. An API page
 * shows two entries; after the first page with the entry named as typed, the next ones show that
 * entry only (the same prop on DataGridPro and DataGridPremium).
 */
export function rankHits(pages: readonly PageResult[], query: string, { language, group, limit = MAX_HITS }: RankOptions): SearchHit[] {
  const typed = query.trim().toLowerCase();
  const wanted = normalizeName(query);
  const oneWord = !/\s/.test(typed);
  const topic = !looksLikeIdentifier(query);
  const exactness = (hit: SearchHit) => (wanted === '' || hit.kind === 'page' ? 0 : hit.title.trim().toLowerCase() === typed ? 2 : normalizeName(hit.title) === wanted ? 1 : 0);
  const isOwnLanguage = (page: PageResult) => language !== 'en' && page.language.toLowerCase().split('-')[0] === language;
  const translated = new Set(pages.filter(isOwnLanguage).map((page) => pagePath(page.fragment.url, language)));
  const ranked = pages
    .filter((page) => isOwnLanguage(page) || !translated.has(pagePath(page.fragment.url, language)))
    .map((page, order) => {
      const all = hitsOfPage(page.fragment, Infinity);
      const best = (kinds: (hit: SearchHit) => boolean) => Math.max(0, ...all.filter(kinds).map(exactness));
      // Words with spaces between them name a topic, not an entry ("checkbox selection").
      const apiExact = oneWord ? best((hit) => API_ENTRY_KINDS.has(hit.kind)) : 0;
      const sectionExact = best((hit) => hit.kind === 'section');
      const inGroup = group !== undefined && all[0]?.group === group;
      const isApiPage = page.fragment.filters?.kind?.[0] === 'api';
      // A stable sort: the exact entry moves up, the others keep their score order.
      const sorted = apiExact || sectionExact ? [...all].sort((a, b) => exactness(b) - exactness(a)) : all;
      const boost = (inGroup ? GROUP_BOOST : 1) * SECTION_BOOST[sectionExact] * (topic && !isApiPage ? GUIDE_BOOST : 1);
      return {
        hits: sorted.slice(0, isApiPage ? HITS_PER_API_PAGE : HITS_PER_PAGE),
        order,
        own: isOwnLanguage(page),
        apiExact,
        inGroup,
        weight: (Number.isFinite(page.score) ? page.score : 0) * boost,
        plan: PLAN_ORDER[all[0]?.plan ?? ''] ?? 0,
        // Among pages with the same entry, the plainest first: GridColDef before GridActionsColDef.
        titleLength: (all[0]?.pageTitle ?? '').length,
      };
    })
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        b.apiExact - a.apiExact ||
        (a.apiExact && b.apiExact ? Number(b.inGroup) - Number(a.inGroup) || a.plan - b.plan || a.titleLength - b.titleLength : 0) ||
        b.weight - a.weight ||
        a.order - b.order,
    );
  const seen = new Set<string>();
  const result: SearchHit[] = [];
  let exactShown = false;
  for (const page of ranked) {
    const hits = page.apiExact && exactShown ? page.hits.slice(0, 1) : page.hits;
    exactShown ||= page.apiExact > 0;
    for (const hit of hits) {
      if (result.length === limit) return result;
      if (seen.has(hit.url)) continue;
      seen.add(hit.url);
      result.push(hit);
    }
  }
  return result;
}

/** Groups the hits by product, in the order of each group's best hit; the list order is the groups' order. */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.group);
    if (!group) {
      group = { key: hit.group, hits: [] };
      groups.set(hit.group, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

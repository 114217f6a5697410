/**
 * From Pagefind's page results to what the dialog lists (pure): one entry per matching section (a
 * guide's heading, an API page's prop, slot or CSS class), a few per page, ranked, then grouped by
 * product in the order of each group's best entry.
 */
import { parseExcerpt, type ExcerptPart } from './excerpt';
import type { Plan } from '../nav/types';

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
export type HitKind = 'page' | 'section' | 'prop' | 'slot' | 'cssClass' | 'member';

export interface SearchHit {
  /** Path (and hash) on this site. */
  url: string;
  /** What the entry names: the section heading, the prop, or the page title for `page`. */
  title: string;
  pageTitle: string;
  kind: HitKind;
  excerpt: ExcerptPart[];
  plan?: Plan;
  /** Top-level group of the navigation (`/x/react-data-grid-group`) and its title. */
  group: string;
  groupTitle: string;
}

export interface HitGroup {
  key: string;
  title: string;
  hits: SearchHit[];
}

/** Entries shown per page: the best sections of one page, so one long page cannot fill the list. */
export const HITS_PER_PAGE = 3;
/** Entries shown in all. */
export const MAX_HITS = 24;

const API_KINDS: Record<string, HitKind> = { props: 'prop', slots: 'slot', classes: 'cssClass', members: 'member' };
const PLAN_ORDER: Record<string, number> = { pro: 1, premium: 2 };
const OTHER_GROUP = 'other';

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
  const groupTitle = first(fragment.filters?.groupTitle) ?? '';
  const plan = asPlan(first(fragment.filters?.plan));
  const subs = (Array.isArray(fragment.sub_results) ? fragment.sub_results : [])
    .map((sub, index) => ({ sub, index, score: subScore(sub) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(1, limit))
    .map(({ sub }) => sub);
  const base = { pageTitle, plan, group, groupTitle };
  if (subs.length === 0) {
    return [{ ...base, url: fragment.url, title: pageTitle, kind: 'page', excerpt: parseExcerpt(fragment.excerpt) }];
  }
  return subs.map((sub) => {
    const kind = hitKind(sub);
    return { ...base, url: sub.url || fragment.url, title: kind === 'page' ? pageTitle : sub.title || pageTitle, kind, excerpt: parseExcerpt(sub.excerpt) };
  });
}

/** One page's results, with the language of the index it came from (`en`, `zh-hans`). */
export interface PageResult {
  fragment: FragmentLike;
  language: string;
}

export interface RankOptions {
  /** The reader's language (`en`, `zh`): its pages come first, and replace their English copies. */
  language: string;
  limit?: number;
}

/** `/zh/x/a/#b` -> `/x/a/`: the page a URL shows, whatever its language prefix and hash. */
export function pagePath(url: string, language: string): string {
  const path = url.split('#')[0];
  const prefix = `/${language}/`;
  return language !== 'en' && path.startsWith(prefix) ? path.slice(prefix.length - 1) : path;
}

/**
 * Orders the hits: the reader's language first (a translated page hides its English copy), then
 * pages with an entry named as typed, ignoring case (`checkboxSelection` finds the prop before the guide's
 * "Checkbox selection" heading, which `checkbox selection` finds first), then pages with an entry
 * whose name matches ignoring case, spaces and punctuation (among several API pages with that prop:
 * Community, then Pro, then Premium), then Pagefind's relevance. Within a page the exact entry leads.
 */
export function rankHits(pages: readonly PageResult[], query: string, { language, limit = MAX_HITS }: RankOptions): SearchHit[] {
  const typed = query.trim().toLowerCase();
  const wanted = normalizeName(query);
  const isOwnLanguage = (page: PageResult) => language !== 'en' && page.language.toLowerCase().split('-')[0] === language;
  const translated = new Set(pages.filter(isOwnLanguage).map((page) => pagePath(page.fragment.url, language)));
  const ranked = pages
    .filter((page) => isOwnLanguage(page) || !translated.has(pagePath(page.fragment.url, language)))
    .map((page, order) => {
      const all = hitsOfPage(page.fragment, Infinity);
      const exactness = (hit: SearchHit) => (wanted === '' || hit.kind === 'page' ? 0 : hit.title.trim().toLowerCase() === typed ? 2 : normalizeName(hit.title) === wanted ? 1 : 0);
      const exact = Math.max(0, ...all.map(exactness));
      // A stable sort: the exact entry moves up, the others keep their score order.
      const hits = (exact ? [...all].sort((a, b) => exactness(b) - exactness(a)) : all).slice(0, HITS_PER_PAGE);
      return { hits, order, own: isOwnLanguage(page), exact, plan: PLAN_ORDER[all[0]?.plan ?? ''] ?? 0 };
    })
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        b.exact - a.exact ||
        (a.exact && b.exact ? a.plan - b.plan : 0) ||
        a.order - b.order,
    );
  const seen = new Set<string>();
  const result: SearchHit[] = [];
  for (const page of ranked) {
    for (const hit of page.hits) {
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
      group = { key: hit.group, title: hit.groupTitle, hits: [] };
      groups.set(hit.group, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

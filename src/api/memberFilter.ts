import type { ApiEntry, ApiSectionId } from '../contracts';
import type { TranslationKey } from '../i18n/english';

/**
 * The filter of an API page: a query matches a member when its letters and digits appear, in order
 * and together, in the member's name or class name, ignoring case, spaces and punctuation
 * (`page size` finds `pageSizeOptions`, `cell--edit` finds `cell--editing`).
 */
export function normalizeQuery(query: string): string {
  return typeof query === 'string' ? query.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') : '';
}

export function matchesQuery(member: Pick<ApiEntry, 'name' | 'className'>, normalizedQuery: string): boolean {
  if (normalizedQuery === '') return true;
  return [member.name, member.className ?? ''].some((text) => normalizeQuery(text).includes(normalizedQuery));
}

/** The translator the labels are written with (`useTranslate()`), passed in to keep this module pure. */
type Translate = (key: TranslationKey, values?: Readonly<Record<string, string | number>>) => string;

/** What a section lists, in the singular or the plural (`prop`, `CSS classes`). */
export function sectionNoun(section: ApiSectionId, plural: boolean, t: Translate): string {
  return t(plural ? `api.many.${section}` : `api.one.${section}`);
}

/** `props, slots and CSS classes`: the sections of a page in a sentence. */
export function sectionList(sections: readonly ApiSectionId[], t: Translate): string {
  const nouns = sections.map((section) => sectionNoun(section, true, t));
  return nouns.length > 1 ? t('api.listAnd', { list: nouns.slice(0, -1).join(', '), last: nouns[nouns.length - 1] }) : (nouns[0] ?? '');
}

/** `3 of 223 props`, `1 of 5 slots`, `no CSS class`: what the filter left in a section. */
export function countLabel(section: ApiSectionId, shown: number, total: number, t: Translate): string {
  if (shown === 0) return t('api.countNone', { noun: sectionNoun(section, false, t) });
  return t('api.count', { shown, total, noun: sectionNoun(section, total !== 1, t) });
}

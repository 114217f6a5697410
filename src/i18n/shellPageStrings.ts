/**
 * Build-time only: strings of the pages outside the guide (404, offline page, entry points). Their
 * sections of translations.json are not in the JS bundle; a page's props carry the ones it uses.
 */
import en from '../../translations/translations.json';
import { interpolate, lookup, type Dictionary, type TemplateValues } from './translate';
import type { PageSection, TranslationKey } from './english';
import { dictionaryFor } from './pageTranslations';

/** An English UI string (titles and descriptions of shell pages, computed at build time). */
export function englishText(key: TranslationKey, values?: TemplateValues): string {
  return interpolate(lookup(en, key) ?? key, values);
}

/**
 * The given sections in a language, each string falling back to English at build time (these
 * pages are English today; the fallback keeps a translated one complete).
 */
export function pageSections(language: string, sections: readonly PageSection[]): Dictionary {
  const own = dictionaryFor(language);
  const result: Record<string, Dictionary> = {};
  for (const section of sections) {
    const translated = own[section];
    result[section] = { ...en[section], ...(translated && typeof translated === 'object' ? translated : {}) };
  }
  return result;
}

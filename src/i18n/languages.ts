import { site } from '../../data/site';
import { translatedPageTitle, type Dictionary } from './translate';

/**
 * Which pages exist in a language other than English. The content is written in English; a
 * language gets its own copy of a guide page (under `/<language>/`) only where its title is
 * translated. The build (which pages to export) and the drawer (where links go) share this rule.
 */
export function hasLocalizedPage(pathname: string, dictionary: Dictionary | undefined): boolean {
  return (
    typeof pathname === 'string' &&
    pathname.startsWith('/x/') &&
    !pathname.startsWith('/x/api/') &&
    !/[#?]/.test(pathname) &&
    translatedPageTitle(dictionary, pathname) !== undefined
  );
}

/** The BCP 47 tag of a language for `lang` attributes (`zh` -> `zh-Hans`); unknown codes pass through. */
export function languageTag(language: string, tags: Readonly<Record<string, string>> = site.languageTags): string {
  return Object.prototype.hasOwnProperty.call(tags, language) ? tags[language] : language;
}

/**
 * The document's `lang` for a page's language, the one rule for both the exported HTML (`_document`)
 * and client-side page changes (I18nProvider); anything that is not a language code is the default.
 */
export function documentLang(userLanguage: unknown): string {
  return languageTag(typeof userLanguage === 'string' && /^[a-z]{2}$/.test(userLanguage) ? userLanguage : site.defaultLanguage);
}

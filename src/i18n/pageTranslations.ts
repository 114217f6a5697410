/**
 * Build-time only: which translations a page carries in its props. The frame's English strings
 * ship with the JS bundle (every lookup's fallback), so English guide pages carry nothing; another
 * language carries its UI strings and the titles of the pages its drawer can show, never the whole
 * file. (Pages outside the guide add their own sections: src/i18n/shellPageStrings.ts.)
 */
import zh from '../../translations/translations-zh.json';
import type { NavPage } from '../contracts';
import { site } from '../../data/site';
import type { Dictionary } from './translate';

const DICTIONARIES: Readonly<Record<string, Dictionary>> = { zh };

/** The translation file of a language other than English (empty when it has none). */
export function dictionaryFor(language: string): Dictionary {
  return language !== site.defaultLanguage && Object.prototype.hasOwnProperty.call(DICTIONARIES, language)
    ? DICTIONARIES[language]
    : {};
}

function treePathnames(pages: readonly NavPage[]): Set<string> {
  const result = new Set<string>();
  const visit = (page: NavPage) => {
    result.add(page.pathname);
    page.children?.forEach(visit);
  };
  pages.forEach(visit);
  return result;
}

/** The translations one page's props carry, for the page tree it is built from. */
export function translationsForPage(pages: readonly NavPage[], language: string): Dictionary {
  const { pages: titles, ...strings } = dictionaryFor(language);
  if (!titles || typeof titles === 'string') {
    return strings;
  }
  const inTree = treePathnames(pages);
  const needed = Object.fromEntries(Object.entries(titles).filter(([pathname]) => inTree.has(pathname)));
  return Object.keys(needed).length ? { ...strings, pages: needed } : strings;
}

/** Languages other than English that the export has pages for (path prefixes from data/site.ts). */
export function exportLanguages(): string[] {
  return site.prefixLanguages.filter((language) => language !== site.defaultLanguage);
}

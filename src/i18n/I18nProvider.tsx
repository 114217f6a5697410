import * as React from 'react';
import { useOptionalPage } from '../core/PageContext';
import { site } from '../../data/site';
import { shellEnglish, type TranslationKey } from './english';
import { createTranslator, translatedPageTitle, type Dictionary, type TemplateValues } from './translate';
import { documentLang, hasLocalizedPage, languageTag } from './languages';
import { withLanguage } from '../routing/paths';

export interface I18nValue {
  userLanguage: string;
  /** A UI string in the reader's language, falling back to English. */
  t: (key: TranslationKey, values?: TemplateValues) => string;
  /** A page's title in the reader's language, else `fallback` (the tree's English title). */
  pageTitle: (pathname: string, fallback: string) => string;
  /** The `lang` to put on English text shown on a page in another language; undefined on English pages. */
  englishLang: string | undefined;
  /** Where a drawer entry links to: the page in the reader's language when it exists there. */
  hrefFor: (item: { pathname: string; href: string; kind: string }) => string;
  /** The same, with more English strings to fall back to (a part's own sections, see useTranslateWith). */
  withEnglish: (english: Dictionary) => I18nValue;
}

const isProduction = process.env.NODE_ENV === 'production';

function createI18nValue(userLanguage: string, translations: Dictionary, english: Dictionary = {}): I18nValue {
  const isDefault = userLanguage === site.defaultLanguage;
  // English pages' props carry the English strings of their own sections (404, offline page).
  const fallback = isDefault ? { ...shellEnglish, ...english, ...translations } : { ...shellEnglish, ...english };
  const translate = createTranslator({ language: userLanguage, dictionary: translations, fallback, isProduction });
  return {
    userLanguage,
    t: translate,
    pageTitle: (pathname, fallback) => (isDefault ? undefined : translatedPageTitle(translations, pathname)) ?? fallback,
    englishLang: isDefault ? undefined : languageTag(site.defaultLanguage),
    hrefFor: (item) =>
      !isDefault && item.kind === 'page' && hasLocalizedPage(item.pathname, translations)
        ? withLanguage(item.href, userLanguage)
        : item.href,
    withEnglish: (more) => createI18nValue(userLanguage, translations, { ...english, ...more }),
  };
}

// English without a provider: frame pieces rendered on their own (unit tests, error pages) still
// read sensibly, so a missing provider degrades to the fallback language instead of crashing.
const I18nContext = React.createContext<I18nValue>(createI18nValue(site.defaultLanguage, {}));
I18nContext.displayName = 'I18nProvider';

/** Supplies a language and its translations (from page props) to everything below. */
export function I18nValueProvider({ userLanguage, translations, children }: { userLanguage: string; translations: Dictionary; children: React.ReactNode }) {
  const value = React.useMemo(() => createI18nValue(userLanguage, translations), [userLanguage, translations]);
  React.useEffect(() => {
    // Client-side navigation keeps the document from the first page: keep its language in step.
    // Only when it differs: even an unchanged `lang` makes the browser recompute the page's style.
    const lang = documentLang(userLanguage);
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [userLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * The page's language and translations, from its props (`page.userLanguage`, `page.translations`);
 * routes without page data get the default language.
 */
export function I18nProvider({ children }: { children: React.ReactNode }) {
  const page = useOptionalPage();
  return (
    <I18nValueProvider userLanguage={page?.userLanguage ?? site.defaultLanguage} translations={page?.translations ?? EMPTY}>
      {children}
    </I18nValueProvider>
  );
}

const EMPTY: Dictionary = {};

/** `t`, `pageTitle` and friends for the current page's language. */
export function useI18n(): I18nValue {
  return React.useContext(I18nContext);
}

/** Shortcut for components that only need UI strings. */
export function useTranslate(): I18nValue['t'] {
  return React.useContext(I18nContext).t;
}

/**
 * `t` for a part loaded on demand whose English strings travel in its own chunk (`english`, from
 * src/search/searchStrings.ts and its siblings): the reader's language first, then those strings,
 * then the shell's.
 */
export function useTranslateWith(english: Dictionary): I18nValue['t'] {
  const value = React.useContext(I18nContext);
  return React.useMemo(() => value.withEnglish(english).t, [value, english]);
}

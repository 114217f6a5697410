import { getPageData } from '../nav/pageData';
import { siteTree } from '../nav/build/siteTree';
import type { PageData } from '../contracts';
import type { PageSection } from '../i18n/english';
import { englishText, pageSections } from '../i18n/shellPageStrings';

/**
 * Page data for pages outside the tree (404, offline page, entry points): the frame with nothing
 * active, plus the sections of translations.json the page's own content uses.
 */
export function loadShellPage(asPath: string, title: string, description: string, sections: readonly PageSection[] = []): { page: PageData } {
  const data = getPageData(siteTree(), asPath, { title, description });
  return {
    page: {
      ...data,
      translations: { ...data.translations, ...pageSections(data.userLanguage, sections) },
      noIndex: true,
    },
  };
}

/** Page data of an entry point (`/`, `/x/`), which only leads to the site's home page. */
export function loadEntryPage(asPath: string): { page: PageData } {
  return loadShellPage(asPath, englishText('entry.title'), englishText('entry.description'), ['entry']);
}

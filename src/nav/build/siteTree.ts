import pages from '../../../data/pages';
import type { NavPage } from '../../contracts';
import { dictionaryFor, exportLanguages } from '../../i18n/pageTranslations';
import { hasLocalizedPage } from '../../i18n/languages';
import { docsSlug } from '../../routing/paths';
import { guidePages } from '../tree';
import { validatePages } from '../validatePages';
import { extraPages } from './extraPages';

/** Build-time only: the tree the site is built from (the real one plus the bench's synthetic pages). */
export function siteTree() {
  const tree = [...pages, ...extraPages()];
  validatePages(tree);
  return tree;
}

/** Guide pages a language has its own copy of, as `{ lang, slug }` for `getStaticPaths`. */
export function localizedGuidePaths(pages: readonly NavPage[] = siteTree()): Array<{ lang: string; slug: string[] }> {
  return exportLanguages().flatMap((language) => {
    const dictionary = dictionaryFor(language);
    return guidePages(pages)
      .filter((page) => hasLocalizedPage(page.pathname, dictionary))
      .map((page) => ({ lang: language, slug: docsSlug(page.pathname) }));
  });
}

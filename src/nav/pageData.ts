import type { NavPage } from '../contracts';
import type { PageData } from '../contracts';
import { buildNavForPage, findActivePage } from './tree';
import { breadcrumbsFor } from './breadcrumbs';
import { pageTitle, qualifiedTitle } from './titles';
import { pathnameToLanguage, withTrailingSlash } from '../routing/paths';
import { getProductInfoFromPath } from '../routing/product';
import { site } from '../../data/site';
import { productName } from '../../data/products';
import { translationsForPage } from '../i18n/pageTranslations';
import { translatedPageTitle } from '../i18n/translate';

/**
 * Everything the frame needs for one route, in one call: cleaned path, language, product, nav slice
 * and active chain. `overrides` supplies what the page's own source knows (title, description).
 */
export function getPageData(
  pages: readonly NavPage[],
  asPath: string,
  overrides: { title?: string; description?: string } = {},
): PageData {
  const { userLanguage, canonicalAsServer, canonicalPathname } = pathnameToLanguage(asPath);
  const serverPath = withTrailingSlash(canonicalAsServer);
  const { productId, productCategoryId } = getProductInfoFromPath(serverPath);
  const { activePage, parents } = findActivePage(pages, canonicalPathname);
  const translations = translationsForPage(pages, userLanguage);
  const data: PageData = {
    pathname: canonicalPathname,
    title:
      translatedPageTitle(translations, canonicalPathname) ??
      qualifiedTitle(overrides.title ?? (activePage ? pageTitle(activePage) : site.brand), parents[0] ? pageTitle(parents[0]) : undefined),
    description: overrides.description ?? '',
    productId,
    productCategoryId,
    productName: productName(productId),
    userLanguage,
    translations,
    nav: buildNavForPage(pages, canonicalPathname),
    activeChain: activePage ? [activePage.pathname, ...parents.map((parent) => parent.pathname)] : [],
    breadcrumbs: breadcrumbsFor(pages, canonicalPathname),
  };
  if (activePage?.plan) {
    data.plan = activePage.plan;
  }
  return data;
}

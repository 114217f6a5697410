import { getPageData } from '../nav/pageData';
import { siteTree } from './loadDocsPage';
import type { PageData } from '../shell/pageProps';

/** Page data for pages outside the tree (404, entry points): the frame with nothing active. */
export function loadShellPage(asPath: string, title: string, description: string): { page: PageData } {
  return { page: { ...getPageData(siteTree(), asPath, { title, description }), noIndex: true } };
}

import type { PageData } from '../src/contracts';

/** The page data of an English guide page (Data Grid sorting), with the fields a test cares about replaced. */
export function makePageData(overrides: Partial<PageData> = {}): PageData {
  return {
    pathname: '/x/react-data-grid/sorting',
    title: 'Sorting',
    description: 'Sort rows.',
    productId: 'x-data-grid',
    productCategoryId: 'x',
    productName: 'Data Grid',
    userLanguage: 'en',
    translations: {},
    nav: [],
    activeChain: [],
    breadcrumbs: [],
    ...overrides,
  };
}
